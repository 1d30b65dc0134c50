package form

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
)

func f(ctx context.Context, c *http.Client) {
	http.Get("localhost:8080/")                                  // want `net/http.Get needs an absolute http or https URL, but "localhost" parses as the scheme`
	http.Get("www.example.com")                                  // want `net/http.Get needs an absolute http or https URL, but "www.example.com" has no scheme`
	http.Get("ftp://example.com/file")                           // want `net/http.Get needs an absolute http or https URL, but the scheme is "ftp"`
	http.Get("http:///path")                                     // want `net/http.Get needs an absolute http or https URL, but the URL has no host`
	http.Get("127.0.0.1:8080")                                   // want `net/http.Get needs an absolute http or https URL, but "127.0.0.1:8080" has no scheme`
	c.Get("example.com/x")                                       // want `\(\*net/http.Client\).Get needs an absolute http or https URL, but "example.com" has no scheme`
	http.Post("https://example.com/upload", "text/plain", nil)   // ok
	http.NewRequest("GET", "localhost", nil)                     // want `net/http.NewRequest needs an absolute URI or a path starting with "/", but "localhost" has no scheme`
	http.NewRequestWithContext(ctx, "GET", "example.com/x", nil) // want `net/http.NewRequestWithContext needs .*"example.com" has no scheme`
	http.NewRequest("GET", "/api/v1/items", nil)                 // ok: handler tests build requests with a path
	http.NewRequest("GET", "https://example.com/api", nil)       // ok
	http.NewRequest("GET", "", nil)                              // ok: not a host
	http.NewRequest("GET", "index.html", nil)                    // ok: a file name, not a host
	url.ParseRequestURI("/a/b#frag")                             // want `net/url.ParseRequestURI takes a request URI, which has no fragment`
	url.ParseRequestURI("*")                                     // ok: the asterisk form
	url.ParseRequestURI("//foo/bar")                             // ok: an absolute path, "" then "foo"
	httptest.NewRequest("GET", "//foo", nil)                     // ok: a request target is never network-path
	httptest.NewRequest("GET", "/path", nil)                     // ok
	httptest.NewRequest("GET", "localhost:8080", nil)            // want `net/http/httptest.NewRequest needs an absolute URI or a path starting with "/", but "localhost" parses as the scheme`
	url.Parse("localhost:8080")                                  // ok: url.Parse takes any reference
	c.Get("file:///etc/hosts")                                   // ok: a client's Transport may serve other schemes
	c.Get("localhost:8080/x")                                    // want `\(\*net/http.Client\).Get needs an absolute http or https URL, but "localhost" parses as the scheme`
	h := http.Header{}
	h.Get("Content-Type") // ok: not a sink, matched by type not by name
}
