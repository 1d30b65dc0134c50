// Package parsed parses URLs once and uses them later: a URL that
// url.Parse accepts may still be of the wrong form where it is used.
package parsed

import (
	"context"
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"
)

func proxy() *httputil.ReverseProxy {
	target, err := url.Parse("localhost:8080") // want `net/http/httputil.NewSingleHostReverseProxy needs an absolute http or https URL, but "localhost" parses as the scheme`
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("proxying to %s", target)
	return httputil.NewSingleHostReverseProxy(target)
}

func backend() *httputil.ReverseProxy {
	target, err := url.Parse("http://127.0.0.1:8080") // ok
	if err != nil {
		log.Fatal(err)
	}
	return httputil.NewSingleHostReverseProxy(target)
}

func health() (*http.Response, error) {
	u, err := url.Parse("localhost:9000/healthz") // want `net/http.Get needs an absolute http or https URL, but "localhost" parses as the scheme`
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func fixedUp() *httputil.ReverseProxy {
	target, _ := url.Parse("//localhost:8080") // ok: the scheme is set below
	target.Scheme = "http"
	return httputil.NewSingleHostReverseProxy(target)
}

func givenAway(fix func(*url.URL)) *httputil.ReverseProxy {
	target, _ := url.Parse("localhost:8080") // ok: fix may change it
	fix(target)
	return httputil.NewSingleHostReverseProxy(target)
}

func reassigned(alt bool) (*http.Response, error) {
	u, _ := url.Parse("localhost:8080") // ok: maybe replaced below
	if alt {
		u, _ = url.Parse("http://localhost:8080/")
	}
	return http.Get(u.String())
}

func relative(base *url.URL) (*http.Response, error) {
	ref, _ := url.Parse("v1/items") // ok: resolved before it is sent
	return http.Get(base.ResolveReference(ref).String())
}

func director() *httputil.ReverseProxy {
	target, _ := url.Parse("https://backend.internal:8443")
	return &httputil.ReverseProxy{Rewrite: func(r *httputil.ProxyRequest) {
		r.SetURL(target) // ok: an absolute https URL
	}}
}

func send(ctx context.Context) (*http.Response, error) {
	u, err := url.Parse("localhost:8080/v1/items") // want `\(\*net/http.Client\).Do needs an absolute http or https URL, but "localhost" parses as the scheme`
	if err != nil {
		return nil, err
	}
	req := &http.Request{Method: http.MethodGet, URL: u, Header: http.Header{}}
	req.Header.Set("Accept", "application/json")
	return http.DefaultClient.Do(req)
}

func sendDirect(t *http.Transport) (*http.Response, error) {
	u, _ := url.Parse("api.example.com/v1") // want `\(\*net/http.Transport\).RoundTrip needs an absolute http or https URL, but "api.example.com" has no scheme`
	return t.RoundTrip(&http.Request{Method: http.MethodGet, URL: u})
}

func sendFixed(ctx context.Context) (*http.Response, error) {
	u, _ := url.Parse("localhost:8080/v1/items") // ok: the request's URL is changed below
	req := &http.Request{Method: http.MethodGet, URL: u}
	req.URL.Scheme, req.URL.Host = "http", "localhost:8080"
	return http.DefaultClient.Do(req)
}

func sendShared(ctx context.Context) (*http.Response, error) {
	u, _ := url.Parse("localhost:8080/v1/items") // ok: a copy of the request shares its URL
	req := &http.Request{Method: http.MethodGet, URL: u}
	r2 := req.WithContext(ctx)
	r2.URL.Scheme, r2.URL.Host = "http", "localhost:8080"
	return http.DefaultClient.Do(req)
}

func sendGivenAway(fix func(*http.Request)) (*http.Response, error) {
	u, _ := url.Parse("localhost:8080/v1/items") // ok: the request is given away
	req := &http.Request{Method: http.MethodGet, URL: u}
	fix(req)
	return http.DefaultClient.Do(req)
}

func sendGood() (*http.Response, error) {
	u, _ := url.Parse("https://api.example.com/v1/items") // ok
	return http.DefaultClient.Do(&http.Request{Method: http.MethodGet, URL: u})
}

func serve(h http.Handler, w http.ResponseWriter) {
	u, _ := url.Parse("/v1/items") // ok: an incoming request's target, never sent
	h.ServeHTTP(w, &http.Request{Method: http.MethodGet, URL: u})
}

func withPath() (*http.Request, error) {
	u, err := url.Parse("localhost:9000") // want `net/http.NewRequest needs an absolute URI or a path starting with "/", but "localhost" parses as the scheme`
	if err != nil {
		return nil, err
	}
	return http.NewRequest(http.MethodGet, u.String()+"/v1/items", nil)
}

// Package variables parsed once, read by every request.
var (
	metrics, _  = url.Parse("localhost:9100") // want `net/http.Get needs an absolute http or https URL, but "localhost" parses as the scheme`
	registry, _ = url.Parse("https://registry.example.com")
	mirror, _   = url.Parse("localhost:5000") // ok: set up by configure below
	Exported, _ = url.Parse("localhost:5001") // ok: another package may set it
)

func configure() { mirror.Scheme = "http" }

func scrape() {
	http.Get(metrics.String() + "/metrics")
	http.Get(registry.String() + "/v2/")
	http.Get(mirror.String() + "/v2/")
	http.Get(Exported.String() + "/v2/")
}
