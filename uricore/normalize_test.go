// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore_test

import (
	"fmt"
	"testing"

	"github.com/urilint/urilint/uricore"
)

// stepTests apply one normalization step at a time.
var stepTests = []struct {
	step     uricore.Steps
	in, want string
}{
	// §6.2.2.1: scheme and host to lower case, percent-encoding hex to upper case.
	{uricore.StepCase, "HTTP://Example.COM/%7e%2f", "http://example.com/%7E%2F"},
	{uricore.StepCase, "http://a/Path?Q#F", "http://a/Path?Q#F"},               // other components are case-sensitive
	{uricore.StepCase, "http://[FE80::A%25Eth0]/", "http://[fe80::a%25Eth0]/"}, // zone keeps its case
	{uricore.StepCase, "http://U%3a@a/", "http://U%3A@a/"},
	// §6.2.2.2: decode unreserved only.
	{uricore.StepPercentEncoding, "http://a/%7Euser/%41%2D%2e%5F", "http://a/~user/A-._"},
	{uricore.StepPercentEncoding, "http://a/b%2Fc%3F%20", "http://a/b%2Fc%3F%20"}, // reserved and others stay
	{uricore.StepPercentEncoding, "http://%61%62/?%61#%61", "http://ab/?a#a"},
	// §6.2.2.3: dot segments, but not in a relative-path reference.
	{uricore.StepDotSegments, "http://a/b/c/./../../g", "http://a/g"},
	{uricore.StepDotSegments, "/a/./b", "/a/b"},
	{uricore.StepDotSegments, "../a/./b", "../a/./b"},
	{uricore.StepDotSegments, "foo:/.//bar", "foo:/.//bar"}, // §5.2.4 gives //bar; String keeps it a path
	// §6.2.3: empty and default ports.
	{uricore.StepDefaultPort, "http://a:80/", "http://a/"},
	{uricore.StepDefaultPort, "https://a:443/", "https://a/"},
	{uricore.StepDefaultPort, "WS://a:80/", "WS://a/"},
	{uricore.StepDefaultPort, "wss://a:443/", "wss://a/"},
	{uricore.StepDefaultPort, "ftp://a:21/", "ftp://a/"},
	{uricore.StepDefaultPort, "http://a:/", "http://a/"},
	{uricore.StepDefaultPort, "foo://a:/", "foo://a/"},
	{uricore.StepDefaultPort, "http://a:443/", "http://a:443/"},
	{uricore.StepDefaultPort, "http://a:080/", "http://a:080/"},
	// §6.2.3: empty path with an authority.
	{uricore.StepEmptyPath, "http://a", "http://a/"},
	{uricore.StepEmptyPath, "http://a?q", "http://a/?q"},
	{uricore.StepEmptyPath, "foo://a", "foo://a"},
	{uricore.StepEmptyPath, "http:", "http:"},
	// RFC 5952: lower case, no leading zeros, longest zero run compressed,
	// the first of equal runs, a single zero group not compressed.
	{uricore.StepIPv6, "http://[2001:0DB8:0:0:0:0:0:1]/", "http://[2001:db8::1]/"},
	{uricore.StepIPv6, "http://[2001:db8:0:0:1:0:0:1]/", "http://[2001:db8::1:0:0:1]/"},
	{uricore.StepIPv6, "http://[2001:db8:0:1:1:1:1:1]/", "http://[2001:db8:0:1:1:1:1:1]/"},
	{uricore.StepIPv6, "http://[2001:db8:0:0:1:0:0:0]/", "http://[2001:db8:0:0:1::]/"},
	{uricore.StepIPv6, "http://[::FFFF:1.2.3.4]/", "http://[::ffff:1.2.3.4]/"},
	{uricore.StepIPv6, "http://[fe80:0::1%25Eth0]/", "http://[fe80::1%25Eth0]/"},
	{uricore.StepIPv6, "http://[v1.X]/", "http://[v1.X]/"},
}

func TestNormalizeSteps(t *testing.T) {
	for _, tt := range stepTests {
		r := uricore.MustParse(tt.in)
		if got := r.NormalizeSteps(tt.step).String(); got != tt.want {
			t.Errorf("NormalizeSteps(%q, %d) = %q, want %q", tt.in, tt.step, got, tt.want)
		}
		if got, want := r.IsNormalizedSteps(tt.step), tt.in == tt.want; got != want {
			t.Errorf("IsNormalizedSteps(%q, %d) = %v, want %v", tt.in, tt.step, got, want)
		}
	}
}

// normalizeTests are the oracles' normalize.txt, under every step.
var normalizeTests = []struct{ in, want, why string }{
	{"HTTP://Example.COM:80/%7euser/./a/../b", "http://example.com/~user/b", "§6.2.2 and §6.2.3"},
	{"http://a/b/c/./../../g", "http://a/g", "§6.2.2.3"},
	{"eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7Bfoo%7D", "§6.2.2 example"},
	{"http://example.com:/", "http://example.com/", "§6.2.3 empty port"},
	{"http://example.com", "http://example.com/", "§6.2.3 empty path"},
	{"http://example.com/?", "http://example.com/?", "§6.2.3: an empty query is kept"},
	{"HTTP://[FE80::1%25Eth0]:0080/%7e", "http://[fe80::1%25Eth0]:0080/~", "zone case kept; 0080 is not the string 80"},
	{"http://a/%2e%2E/b", "http://a/b", "§6.2.2.2 before §6.2.2.3"},
	{"a/..", "a/..", "a relative-path reference keeps its dot segments (DESIGN.md)"},
	{"../a", "../a", "same"},
	{"foo:/.//bar", "foo:/.//bar", "§5.2.4 would give //bar, an authority"},
	{"http://a/b?%7e#%7e", "http://a/b?~#~", "§6.2.2.2 in query and fragment"},
	{"mailto:Joe@Example.COM", "mailto:Joe@Example.COM", "a path is case-sensitive"},
}

func TestNormalize(t *testing.T) {
	for _, tt := range normalizeTests {
		got, err := uricore.Normalize(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Normalize(%q) = %q, %v; want %q (%s)", tt.in, got, err, tt.want, tt.why)
		}
		ok, err := uricore.IsNormalized(tt.in)
		if err != nil || ok != (tt.in == tt.want) {
			t.Errorf("IsNormalized(%q) = %v, %v; want %v", tt.in, ok, err, tt.in == tt.want)
		}
	}
	if _, err := uricore.Normalize("%zz"); err == nil {
		t.Error("Normalize(%zz) succeeded")
	}
}

// TestEquivalent is the oracles' equiv.tsv (§6.2).
func TestEquivalent(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"http://example.com/%7euser", "http://EXAMPLE.com/~user", true},
		{"http://example.com:80/", "http://example.com/", true},
		{"http://example.com", "http://example.com/", true},
		{"http://example.com/?", "http://example.com/", false},
		{"http://a/b%2Fc", "http://a/b/c", false},
		{"http://[FE80::1]/", "http://[fe80::1]/", true},
		{"http://a/b#", "http://a/b", false},
		{"mailto:A@B", "mailto:a@b", false},
		{"http://a/%2e/b", "http://a/b", true},
	} {
		if got, err := uricore.Equivalent(tt.a, tt.b); err != nil || got != tt.want {
			t.Errorf("Equivalent(%q, %q) = %v, %v; want %v", tt.a, tt.b, got, err, tt.want)
		}
	}
}

func ExampleReference_Normalize() {
	r := uricore.MustParse("HTTP://Example.COM:80/%7euser/./a/../b")
	fmt.Println(r.Normalize())
	// Output: http://example.com/~user/b
}
