// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// TestMalformedFixes checks the certain repairs of DESIGN.md "Fixes for
// malformed": percent-encoding of what RFC 3986 allows nowhere (as a
// browser sends it, RFC 3987 §3.1), "%25" before a zone ID (RFC 6874),
// the IDNA A-label of a non-ASCII host; and no fix where intent is unknown.
func TestMalformedFixes(t *testing.T) {
	for _, tt := range []struct {
		in, fix string // fix "" means none
	}{
		{"https://example.com/a b", "https://example.com/a%20b"},
		{"https://example.com/?q=a|b^c", "https://example.com/?q=a%7Cb%5Ec"},
		{"https://example.com/{id}#x y", "https://example.com/%7Bid%7D#x%20y"},
		{`https://example.com/a\b"c<d>e` + "`", "https://example.com/a%5Cb%22c%3Cd%3Ee%60"},
		{"https://example.com/café", "https://example.com/caf%C3%A9"},
		{"http://example.org/api?match[]=up", "http://example.org/api?match%5B%5D=up"},
		{"http://[fe80::1%eth0]:8080/", "http://[fe80::1%25eth0]:8080/"},
		{"https://bücher.example/", "https://xn--bcher-kva.example/"},
		{"https://bücher.example:8443/é", "https://xn--bcher-kva.example:8443/%C3%A9"},
		{"https://exa mple.com/", ""},       // an ASCII host: intent unknown
		{"https://example.com/%zz", ""},     // a bad escape: intent unknown
		{"ht tp://example.com/", ""},        // the scheme
		{"https://example.com:80 80/", ""},  // the port
		{"https://u:pä@example.com/", ""},   // a fix would print the password
		{"https://example.com/a b/%zz", ""}, // one repair is not certain
	} {
		var fix string
		for _, f := range uricheck.Check(tt.in, uricheck.Options{}) {
			if f.Category == uricheck.Malformed && f.Fix != nil {
				fix = *f.Fix
			}
		}
		if fix != tt.fix {
			t.Errorf("Check(%q): fix %q, want %q", tt.in, fix, tt.fix)
		}
	}
}
