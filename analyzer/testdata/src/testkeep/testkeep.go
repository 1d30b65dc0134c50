// Package testkeep is code under test whose tests read their URIs as a
// maintainer does.
package testkeep

import (
	"net/http"
	"net/url"
)

// HeaderOf reads a header of the request, not its URL.
func HeaderOf(r *http.Request) string { return r.Header.Get("X-Key") }

// Permalink builds a link to p on host.
func Permalink(host, p string) string { // want Permalink:`urltext`
	u := url.URL{Scheme: "https", Host: host, Path: p}
	return u.String()
}

// Canonical parses s and returns it with its default parts filled in.
func Canonical(s string) (*url.URL, error) { // want Canonical:`urisink\(#0 reference\)`
	u, err := url.Parse(s)
	if err != nil {
		return nil, err
	}
	if u.Path == "" {
		u.Path = "/"
	}
	return u, nil
}

// MustParse parses s and panics if it does not parse.
func MustParse(s string) *url.URL { // want MustParse:`urisink\(#0 reference\)` MustParse:`testhelper\(#0 success\)`
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// MustGet fetches s and panics if the request cannot be built.
func MustGet(s string) string { // want MustGet:`urisink\(#0 request\)` MustGet:`testhelper\(#0 success\)` MustGet:`urltext`
	req, err := http.NewRequest("GET", s, nil)
	if err != nil {
		panic(err)
	}
	return req.URL.String()
}
