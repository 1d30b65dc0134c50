// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// TestSendable pins what net/http really does with text url.Parse
// accepts but RFC 3986 does not allow (DESIGN.md, "what works is what
// the sink really does"): its client sends each to its own server,
// and sendable must say which arrive as a request the server reads.
func TestSendable(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	defer srv.Close()
	for _, tail := range []string{
		"/a b", "/é", `/a"b`, "/a|b", `/a\b`, "/{x}",
		"/?q=a b", "/?q=é", `/?q=a"b`, "/?q=a|b", "/?q={x}", "/?q=[x]", "/?q=a<b", "/?q=a^b", "/?q=a`b", `/?q=a\b`,
		"/#x y", "/?q=a#b c",
	} {
		text := srv.URL + tail
		if _, err := url.Parse(text); err != nil {
			t.Fatalf("url.Parse(%q): %v: only text url.Parse accepts is asked about", text, err)
		}
		resp, err := http.Get(text)
		works := err == nil && resp.StatusCode == http.StatusOK
		if err == nil {
			resp.Body.Close()
		}
		if got := sendable(text); got != works {
			t.Errorf("sendable(%q) = %v, but net/http's request %s (%v)", tail, got, map[bool]string{true: "works", false: "fails"}[works], err)
		}
	}
}

// TestBuilds pins buildsAs against what the builders really do:
// http.NewRequest returns an error, httptest.NewRequest panics.
func TestBuilds(t *testing.T) {
	for _, text := range []string{
		"http://h/a b", "http://h/?q=a b", "http://h/%zz", "http://h:80a/", "http://h:99999/", "http://[::1/",
		"http//h/x", "localhost:8080/x", "10.0.0.7:8080/items", "/a|b", "/a b", "/%zz", "/x#frag",
		"http:://h/", "http://http://h/", "https:/h", "http://h/\t", "example.org", "",
	} {
		_, err := http.NewRequest("GET", text, nil)
		if got, want := buildsAs(uricheck.NeedRequestURL, text), err == nil; got != want {
			t.Errorf("buildsAs(request URL, %q) = %v, but http.NewRequest: %v", text, got, err)
		}
		if got, want := buildsAs(uricheck.NeedRequestURI, text), !panics(func() { httptest.NewRequest("GET", text, nil) }); got != want {
			t.Errorf("buildsAs(request URI, %q) = %v, but httptest.NewRequest panics: %v", text, got, !want)
		}
	}
}

func panics(f func()) (p bool) {
	defer func() { p = recover() != nil }()
	f()
	return false
}
