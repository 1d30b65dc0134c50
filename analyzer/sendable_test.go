// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
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
