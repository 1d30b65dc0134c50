package orderb

import (
	"net/http"
	"net/url"
	"strings"
)

const base = "HTTP://Example.com:80/api/" // ok: HasPrefix also uses it, so no nonnormal fix may change it

const page = "https://example.com/a/../b" // want `URI is not normalized \(dot segments\)`

const spaced = "https://example.com/a b" // want `a space must be percent-encoded`

const svc = "localhost:8080/health" // want `net/http.Get needs an absolute http or https URL, but "localhost" parses as the scheme`

func f(s string) {
	_ = strings.Contains(s, spaced)
	url.Parse(spaced)
	url.Parse(page)
	_ = strings.HasPrefix(s, base)
	http.Get(base)
	url.Parse(svc)
	http.Head(svc)
	http.Get(svc)
}
