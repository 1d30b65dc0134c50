// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// TestEveryFinding checks that a string gets every finding it has, at
// most one per category, each at its own byte with its own fix (issue
// 55, DESIGN.md "Every finding is decided once per literal"): a
// malformed byte hides no bad port, no form and no password, a port the
// parser stops at hides no malformed byte after it, and where host[:port]
// alone is needed, a path or a scheme hides nothing wrong in the host and
// port. The passwords are test data.
func TestEveryFinding(t *testing.T) {
	type want struct {
		cat      string
		off, end int
		fix      string // "" for none
	}
	var (
		http     = uricheck.NeedHTTPURL
		ref      = uricheck.NeedReference
		hostport = uricheck.Need{Kind: uricheck.KindHostPort}
	)
	for _, tt := range []struct {
		in    string
		need  uricheck.Need
		whole bool
		want  []want
	}{
		// A malformed byte beside a port out of range.
		{"https://example.com:99999/a b", http, true, []want{
			{uricheck.Malformed, 27, 28, "https://example.com:99999/a%20b"}, {uricheck.Port, 20, 25, ""}}},
		// ... and a password: no fix prints it.
		{"https://u:p4ss@example.com:99999/a b", http, true, []want{
			{uricheck.Malformed, 34, 35, ""}, {uricheck.Port, 27, 32, ""}, {uricheck.Credentials, 10, 14, ""}}},
		// A form finding beside a malformed byte, each with its own fix.
		{"example.com:8080/a b", http, true, []want{
			{uricheck.Malformed, 18, 19, "example.com:8080/a%20b"}, {uricheck.Form, 0, 11, ""}}},
		{"ftp://example.com/a b", http, true, []want{
			{uricheck.Malformed, 19, 20, "ftp://example.com/a%20b"}, {uricheck.Form, 0, 3, ""}}},
		{"http:///a b", http, true, []want{
			{uricheck.Malformed, 9, 10, "http:///a%20b"}, {uricheck.Form, 5, 5, ""}}},
		// A host and port where a URL is needed, and a space after them:
		// the fix would leave a string that does not parse.
		{"127.0.0.1:8080/a b", http, true, []want{
			{uricheck.Form, 0, 14, ""}, {uricheck.Malformed, 16, 17, ""}}},
		// A port that is not a number stops the parser: the space after it
		// is still found; its fix waits for the port.
		{"https://example.com:8o/a b", ref, true, []want{
			{uricheck.Port, 21, 22, ""}, {uricheck.Malformed, 24, 25, ""}}},
		// A bad host beside a port out of range.
		{"https://exa mple.com:99999/", ref, true, []want{
			{uricheck.Malformed, 11, 12, ""}, {uricheck.Port, 21, 26, ""}}},
		// A typo beside a malformed byte and a port, a slip's port read
		// as a browser reads the slip.
		{"htps://example.com:99999/a b", ref, true, []want{
			{uricheck.Typo, 0, 4, ""}, {uricheck.Malformed, 26, 27, "htps://example.com:99999/a%20b"}, {uricheck.Port, 19, 24, ""}}},
		{"https:/example.com:99999/", ref, true, []want{
			{uricheck.Typo, 6, 7, ""}, {uricheck.Port, 19, 24, ""}}},

		// host[:port] alone: a path or a scheme hides no bad port or host.
		{"collector:99999/v1/traces", hostport, true, []want{{uricheck.Form, 15, 25, ""}, {uricheck.Port, 10, 15, ""}}},
		{"exa mple:4318/v1", hostport, true, []want{{uricheck.Form, 13, 16, ""}, {uricheck.Malformed, 3, 4, ""}}},
		{"::1:4318/v1", hostport, true, []want{{uricheck.Form, 8, 11, ""}, {uricheck.Malformed, 0, 8, ""}}},
		{"http://collector:99999", hostport, true, []want{{uricheck.Form, 0, 7, ""}, {uricheck.Port, 17, 22, ""}}},

		// Negative: a port in range, a scheme RFC 3986 does not allow
		// (no reading of the rest), a list of hosts (a convention of the
		// scheme), an unclosed IP literal (no port to read), a path where
		// a request takes one, and a URI reference where any form does.
		{"https://example.com:8080/a b", http, true, []want{{uricheck.Malformed, 26, 27, "https://example.com:8080/a%20b"}}},
		{"ht tp://example.com:99999/", http, true, []want{{uricheck.Malformed, 2, 3, ""}}},
		{"mongodb://a b:1,c:2/db", ref, true, []want{{uricheck.Malformed, 11, 12, ""}}},
		{"http://[::1/a b", ref, true, []want{{uricheck.Malformed, 11, 12, ""}}},
		{"/a b", uricheck.NeedRequestURL, true, []want{{uricheck.Malformed, 2, 3, "/a%20b"}}},
		{"localhost:8080/a b", ref, true, []want{{uricheck.Malformed, 16, 17, "localhost:8080/a%20b"}}},
		// A port that is not a number, read past a bad host: the split's
		// reading is not sure enough ("// m = {'key': {}}" is no URI).
		{"https://exa mple.com:8x/", ref, true, []want{{uricheck.Malformed, 11, 12, ""}}},
		{"// m = {'key': {}}", ref, true, []want{{uricheck.Malformed, 2, 3, ""}}},
		{"collector:4318/v1/traces", hostport, true, []want{{uricheck.Form, 14, 24, ""}}},
	} {
		o := uricheck.Options{Need: tt.need, Site: "f", Steps: uricheck.DefaultSteps, Whole: tt.whole}
		var got []want
		for _, f := range uricheck.Check(tt.in, o) {
			got = append(got, want{f.Category, f.Offset, f.End, deref(f.Fix)})
			if strings.Contains(f.Message, "p4ss") || strings.Contains(deref(f.Fix), "p4ss") {
				t.Errorf("Check(%q): %s finding %q prints the password", tt.in, f.Category, f.Message)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("Check(%q, %v) =\n%v\nwant\n%v", tt.in, tt.need, got, tt.want)
		}
	}
}

// TestEveryFindingQuotesNoSecret checks that a port found beside a
// malformed byte is not quoted where it may be a password: in a string
// that may still grow ("https://ops:" + pw + "@" + host), or where a
// reader finds a password around it (test data: fake passwords).
func TestEveryFindingQuotesNoSecret(t *testing.T) {
	for _, tt := range []struct {
		in, secret string
		whole      bool
	}{
		{"https://ops:12345678/x y", "12345678", false},
		{"http://u:12345678/x@h/a b", "12345678", true},
		{"https://ops:s3cr3t/x y", "s3cr3t", false},
	} {
		fs := uricheck.Check(tt.in, uricheck.Options{Need: uricheck.NeedHTTPURL, Site: "f", Whole: tt.whole})
		port := false
		for _, f := range fs {
			port = port || f.Category == uricheck.Port
			if strings.Contains(f.Message, tt.secret) {
				t.Errorf("Check(%q): %s finding %q quotes what may be a password", tt.in, f.Category, f.Message)
			}
		}
		if !port {
			t.Errorf("Check(%q) = %v, want a port finding", tt.in, fs)
		}
	}
}

// TestFixRounds checks that fixing reaches its end in at most two runs
// (issue 55): each run applies the first fix offered, as -fix applies
// one of the fixes that touch the same bytes, and the next run offers the
// rest.
func TestFixRounds(t *testing.T) {
	ins := append([]string{
		"https://example.com:99999/a b", "example.com:8080/a b", "HTTP://Example.com/a b",
		"htps://example.com/a b", " HTTP://example.com/%7e ", "http://::1/a/./b", "https://bücher.example/a b",
	}, seeds...)
	for _, in := range ins {
		for _, need := range []uricheck.Need{uricheck.NeedReference, uricheck.NeedHTTPURL} {
			o := uricheck.Options{Need: need, Site: "f", Steps: uricheck.DefaultSteps, Whole: true}
			s, runs := in, 0
			for ; runs <= 3; runs++ {
				var fix *string
				for _, f := range uricheck.Check(s, o) {
					if f.Fix != nil {
						fix = f.Fix
						break
					}
				}
				if fix == nil {
					break
				}
				s = *fix
			}
			if runs > 2 {
				t.Errorf("Check(%q, %v): a fix still offered after %d runs (%q)", in, need, runs, s)
			}
		}
	}
}
