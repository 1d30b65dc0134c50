// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/urilint/urilint/uricore"
)

// checkSpans checks Split(s) against the Appendix B regexp for any s, and
// against Parse's components when s is valid.
func checkSpans(t *testing.T, s string) {
	t.Helper()
	sp := uricore.Split(s)
	scheme, auth, path, query, frag, hasAuth, hasQuery, hasFrag := slowSplit(s)
	if sp.Scheme.Of(s) != scheme || (scheme != "") != sp.Scheme.Defined() ||
		sp.Authority.Defined() != hasAuth || sp.Authority.Of(s) != auth || sp.Path.Of(s) != path ||
		sp.Query.Defined() != hasQuery || sp.Query.Of(s) != query || sp.Fragment.Defined() != hasFrag || sp.Fragment.Of(s) != frag {
		t.Fatalf("Split(%q) = %+v; Appendix B: scheme %q authority %q (%v) path %q query %q (%v) fragment %q (%v)",
			s, sp, scheme, auth, hasAuth, path, query, hasQuery, frag, hasFrag)
	}
	checkTiles(t, "Split", s, sp)
	// SchemeLen, the scheme-shaped prefix: ParseURI fails at its end when
	// no ':' follows it, and reads it as the scheme when one does.
	n := uricore.SchemeLen(s)
	_, errURI := uricore.ParseURI(s)
	var pe *uricore.ParseError
	if errors.As(errURI, &pe) && pe.Code == uricore.ErrMissingScheme {
		if pe.Offset != n {
			t.Fatalf("SchemeLen(%q) = %d, but ParseURI misses the scheme at %d", s, n, pe.Offset)
		}
	} else if n == 0 || strings.IndexByte(s, ':') != n {
		t.Fatalf("SchemeLen(%q) = %d, but ParseURI reads a scheme", s, n)
	}
	r, err := uricore.Parse(s)
	if err != nil {
		return
	}
	if sp.UserInfo.Defined() != r.HasUserInfo || sp.UserInfo.Of(s) != r.UserInfo ||
		sp.Host.Of(s) != r.Host || sp.Port.Defined() != r.HasPort || sp.Port.Of(s) != r.Port {
		t.Fatalf("Split(%q) = %+v, but Parse reads userinfo %q (%v) host %q port %q (%v)",
			s, sp, r.UserInfo, r.HasUserInfo, r.Host, r.Port, r.HasPort)
	}
}

func TestSplit(t *testing.T) {
	for _, tt := range validTests {
		checkSpans(t, tt.in)
	}
	for _, tt := range invalidTests {
		checkSpans(t, tt.in)
	}
	// Where a password hides in text that does not parse.
	s := "http://user:pa/ss@host/"
	if sp := uricore.Split(s); sp.UserInfo.Defined() || sp.Port.Of(s) != "pa" {
		t.Errorf("Split(%q) = %+v: the authority ends at the first '/'", s, sp)
	}
	for _, s := range []string{"1a:b", "a+b.c-9:x", "a_b:c", "ä:x", "a", ":"} {
		checkSpans(t, s)
	}
	s = "http://a@b:pw@example.org/x"
	if sp := uricore.Split(s); sp.UserInfo.Of(s) != "a@b:pw" || sp.Host.Of(s) != "example.org" {
		t.Errorf("Split(%q) = %+v: userinfo runs to the last '@'", s, sp)
	}
}

func FuzzSplit(f *testing.F) {
	seed(f)
	f.Fuzz(func(t *testing.T, s string) { checkSpans(t, s) })
}

// TestSplitPort checks that the split reads a port where the parser
// does: an ErrInvalidPort offset lies in Split's port.
func TestSplitPort(t *testing.T) {
	for _, s := range []string{"http://h:80:90/", "http://h:8x/", "http://[::1]:8x/", "http://u@h:1:2/", "//h:a"} {
		_, err := uricore.Parse(s)
		var pe *uricore.ParseError
		if !errors.As(err, &pe) || pe.Code != uricore.ErrInvalidPort {
			t.Fatalf("Parse(%q) = %v, want ErrInvalidPort", s, err)
		}
		if p := uricore.Split(s).Port; p.Start > pe.Offset || pe.Offset > p.End {
			t.Errorf("Split(%q).Port = %+v, but the parser's invalid port is at %d", s, p, pe.Offset)
		}
	}
}

// checkTiles checks that the parts of sp's authority tile it: userinfo
// '@' host ':' port.
func checkTiles(t *testing.T, split, s string, sp uricore.Spans) {
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
		t.Fatalf("%s(%q): userinfo, host and port recompose to %q, not the authority %q", split, s, re, a.Of(s))
	}
}
