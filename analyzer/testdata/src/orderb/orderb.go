package orderb

import (
	"net/http"
	"net/url"
	"strings"
)

const base = "HTTP://Example.com:80/api/" // ok: HasPrefix also uses it, so no nonnormal fix may change it

const page = "https://example.com/a/../b" // want `URI is not normalized \(dot segments\)`

const spaced = "https://example.com/a b" // want `a space must be percent-encoded`

func f(s string) {
	_ = strings.Contains(s, spaced)
	url.Parse(spaced)
	url.Parse(page)
	_ = strings.HasPrefix(s, base)
	http.Get(base)
}
