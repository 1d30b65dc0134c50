// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// lenientTests are the readings of SplitLenient, each component "-" when
// it is undefined.
var lenientTests = []struct {
	in                                   string
	scheme, userinfo, host, port, passwd string // "-" for undefined
}{
	// RFC 3986 Appendix B's reading, where it finds an authority.
	{"https://u:pw@example.com:8443/x?q#f", "https", "u:pw", "example.com", "8443", "pw"},
	// A special scheme's slashes, as the WHATWG URL Standard reads them.
	{"http:/u:pw@h/x", "http", "u:pw", "h", "-", "pw"},
	{`http:\\u:pw@h\x`, "http", "u:pw", "h", "-", "pw"},
	{" \thttp:///h", "http", "-", "h", "-", "-"},
	// No scheme: an authority first, as curl reads it.
	{"user:pw@db.example.com/x", "-", "user:pw", "db.example.com", "-", "pw"},
	{"localhost:8080/x", "-", "-", "localhost", "8080", "-"},
	{"127.0.0.1:8080", "-", "-", "127.0.0.1", "8080", "-"},
	// A URI inside other text.
	{"jdbc:mysql://u:pw@h/db", "jdbc:mysql", "u:pw", "h", "-", "pw"},
	{"/://:pw@", "/", ":pw", "", "-", "pw"},
	// A password with '/', '?' or '#' in it runs to the '@'.
	{"http://u:pa/ss@h/x", "http", "u:pa/ss", "h", "-", "pa/ss"},
	{"http://u:p?a#s@h", "http", "u:p?a#s", "h", "-", "p?a#s"},
	// But not where a port and a path are.
	{"http://h:80/x", "http", "-", "h", "80", "-"},
}

func TestSplitLenient(t *testing.T) {
	for _, tt := range lenientTests {
		s := tt.in
		sp := uricheck.SplitLenient(s)
		for _, c := range []struct {
			name string
			span uricore.Span
			want string
		}{{"scheme", sp.Scheme, tt.scheme}, {"userinfo", sp.UserInfo, tt.userinfo}, {"host", sp.Host, tt.host}, {"port", sp.Port, tt.port}, {"password", sp.Password, tt.passwd}} {
			got := c.span.Of(s)
			if !c.span.Defined() {
				got = "-"
			}
			if got != c.want {
				t.Errorf("SplitLenient(%q): %s %q, want %q", s, c.name, got, c.want)
			}
		}
	}
}

// FuzzSplitLenient checks the shape of every lenient split: spans in
// order inside s, the authority tiled by its parts, and Split's reading
// wherever s is a URI with a scheme and an authority whose '@', if any, is
// in the authority.
func FuzzSplitLenient(f *testing.F) {
	for _, tt := range lenientTests {
		f.Add(tt.in)
	}
	for _, s := range seeds {
		f.Add(s)
	}
	for _, s := range lenientAllocInputs {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sp := uricheck.SplitLenient(s)
		last := 0
		for _, c := range []uricore.Span{sp.Scheme, sp.Authority, sp.Path, sp.Query, sp.Fragment} {
			if !c.Defined() {
				continue
			}
			if c.Start < last || c.End < c.Start || c.End > len(s) {
				t.Fatalf("SplitLenient(%q) = %+v: spans out of order", s, sp)
			}
			last = c.End
		}
		checkTiles(t, s, sp)
		if p := sp.Password; p.Defined() && (p.Start <= sp.UserInfo.Start || p.End != sp.UserInfo.End) {
			t.Fatalf("SplitLenient(%q): password %+v outside the userinfo %+v", s, p, sp.UserInfo)
		}
		r, err := uricore.ParseURI(s)
		if err != nil || !r.HasAuthority || strings.Contains(s, "\\") || strings.HasPrefix(s[len(r.Scheme)+1:], "///") || strings.Count(s, "@") != strings.Count(r.UserInfo, "@")+btoi(r.HasUserInfo) {
			return
		}
		if strict := uricore.Split(s); strict != sp && (r.HasUserInfo || !r.HasPort) {
			t.Fatalf("SplitLenient(%q) = %+v, Split = %+v", s, sp, strict)
		}
	})
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkTiles checks that the parts of the authority of sp, the lenient
// split of s, tile it: userinfo '@' host ':' port.
func checkTiles(t *testing.T, s string, sp uricore.Spans) {
	t.Helper()
	a := sp.Authority
	if !a.Defined() {
		return
	}
	re := sp.Host.Of(s)
	if sp.UserInfo.Defined() {
		re = sp.UserInfo.Of(s) + "@" + re
	}
	if sp.Port.Defined() {
		re += ":" + sp.Port.Of(s)
	}
	if re != a.Of(s) {
		t.Fatalf("SplitLenient(%q): userinfo, host and port recompose to %q, not the authority %q", s, re, a.Of(s))
	}
}

// lenientAllocInputs are inputs of every kind SplitLenient reads: RFC
// 3986 references, and the slips and secrets only it finds.
var lenientAllocInputs = []string{
	"https://example.com/path/to/resource",
	"https://www.google.com/search?q=go+uri+rfc3986&hl=en&num=10&start=20#results",
	"http://[2001:db8::7]:8080/c=GB?objectClass?one",
	"http://[fe80::1%25eth0]/",
	"../../g;x?y#s",
	"mailto:John.Doe@example.com",
	"http:/u:pw@h/x",
	"user:pw@db.example.com/x",
	"http://u:pa/ss@h/x",
}

// TestSplitLenientNoAllocs checks that SplitLenient does not allocate.
func TestSplitLenientNoAllocs(t *testing.T) {
	for _, in := range lenientAllocInputs {
		var sp uricore.Spans
		if n := testing.AllocsPerRun(100, func() { sp = uricheck.SplitLenient(in) }); n != 0 {
			t.Errorf("SplitLenient(%q): %v allocs, want 0", in, n)
		}
		if !sp.Path.Defined() {
			t.Errorf("SplitLenient(%q) = %+v: no path", in, sp)
		}
	}
}
