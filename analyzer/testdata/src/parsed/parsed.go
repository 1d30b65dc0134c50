// Package parsed parses URLs once and uses them later: a URL that
// url.Parse accepts may still be of the wrong form where it is used.
package parsed

import (
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
