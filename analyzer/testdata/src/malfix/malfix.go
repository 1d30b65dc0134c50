package malfix

import (
	"fmt"
	"net/http"
	"net/url"
)

func fixes(host string) {
	url.Parse("https://example.com/a b")             // want `a space must be percent-encoded as %20`
	http.Get("https://example.com/search?q=go|rust") // want `'\|' must be percent-encoded as %7C`
	url.Parse("https://example.com/café")            // want `non-ASCII character must be percent-encoded`
	url.Parse("http://[fe80::1%eth0]/")              // want `zone ID follows "%25"`
	url.Parse(`https://example.com/a^b`)             // want `'\^' must be percent-encoded as %5E`
	http.Get(fmt.Sprintf("https://%s/a b", host))    // want `a space must be percent-encoded as %20`
	url.Parse("http://example.org/api?match[]=up")   // want `must be percent-encoded as %5B`
	url.Parse("https://bücher.example/")             // want `non-ASCII host must be written as its IDNA A-label`
	url.Parse("https://exa mple.com/")               // want `invalid percent-encoding|unexpected character`
	url.Parse("https://example.com/%zz")             // want `invalid percent-encoding`
}
