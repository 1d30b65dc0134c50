// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore_test

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/urilint/urilint/uricore"
)

// corpus seeds every fuzz target, together with the table inputs.
var corpus = []string{
	"", "//", "///x", "?#", "a:b", "./a:b", "foo:/.//bar", "http://a/b/c/d;p?q",
	"HTTP://Example.COM:80/%7euser/./a/../b", "http://[fe80::1%25eth0]:8080/", "http://[v1.x]/",
	"http://u:p@h:1/p?q#f", "../../g", "http://a/%2e%2E/b", "mailto:a@b", "http://[::ffff:1.2.3.4]/",
}

func seed(f *testing.F) {
	for _, s := range corpus {
		f.Add(s)
	}
	for _, tt := range validTests {
		f.Add(tt.in)
	}
	for _, tt := range invalidTests {
		f.Add(tt.in)
	}
}

func FuzzParse(f *testing.F) {
	seed(f)
	f.Fuzz(func(t *testing.T, s string) {
		r, err := uricore.Parse(s)
		if err != nil {
			var pe *uricore.ParseError
			if !errors.As(err, &pe) || pe.Input != s || pe.Offset < 0 || pe.Offset > pe.End || pe.End > len(s) {
				t.Fatalf("Parse(%q): bad error %#v", s, err)
			}
			if _, err := uricore.ParseURI(s); err == nil {
				t.Fatalf("ParseURI(%q) accepts what Parse rejects", s)
			}
			return
		}
		if got := r.String(); got != s {
			t.Fatalf("Parse(%q).String() = %q", s, got)
		}
		checkAppendixB(t, s, r)
		_, errURI := uricore.ParseURI(s)
		if (errURI == nil) != (r.Scheme != "") {
			t.Fatalf("ParseURI(%q) = %v, but Parse gives scheme %q", s, errURI, r.Scheme)
		}
		_, errAbs := uricore.ParseAbsolute(s)
		if (errAbs == nil) != r.IsAbsolute() {
			t.Fatalf("ParseAbsolute(%q) = %v, but IsAbsolute = %v", s, errAbs, r.IsAbsolute())
		}
	})
}

func FuzzNormalize(f *testing.F) {
	seed(f)
	f.Fuzz(func(t *testing.T, s string) {
		n, err := uricore.Normalize(s)
		if err != nil {
			return
		}
		n2, err := uricore.Normalize(n)
		if err != nil || n2 != n {
			t.Fatalf("Normalize not idempotent: %q -> %q -> %q, %v", s, n, n2, err)
		}
		if ok, _ := uricore.IsNormalized(n); !ok {
			t.Fatalf("IsNormalized(Normalize(%q) = %q) = false", s, n)
		}
		if ok, _ := uricore.IsNormalized(s); ok != (n == s) {
			t.Fatalf("IsNormalized(%q) = %v, but Normalize gives %q", s, ok, n)
		}
		if eq, err := uricore.Equivalent(s, n); !eq || err != nil {
			t.Fatalf("Equivalent(%q, %q) = %v, %v", s, n, eq, err)
		}
		// Every subset of steps is idempotent and agrees with IsNormalizedSteps.
		r := uricore.MustParse(s)
		for steps := uricore.Steps(0); steps <= uricore.AllSteps; steps++ {
			m := r.NormalizeSteps(steps).String()
			if m2 := uricore.MustParse(m).NormalizeSteps(steps).String(); m2 != m {
				t.Fatalf("NormalizeSteps(%d) not idempotent: %q -> %q -> %q", steps, s, m, m2)
			}
			if r.IsNormalizedSteps(steps) != (m == s) {
				t.Fatalf("IsNormalizedSteps(%q, %d) = %v, NormalizeSteps gives %q", s, steps, r.IsNormalizedSteps(steps), m)
			}
		}
	})
}

func FuzzResolve(f *testing.F) {
	for _, tt := range rfcExamples {
		f.Add(rfcBase, tt.ref)
	}
	for _, tt := range resolveExtra {
		f.Add(tt.base, tt.ref)
	}
	f.Fuzz(func(t *testing.T, bs, rs string) {
		base, err1 := uricore.ParseAbsolute(bs)
		ref, err2 := uricore.Parse(rs)
		if err1 != nil || err2 != nil {
			return
		}
		target := base.Resolve(ref)
		s := target.String()
		back, err := uricore.Parse(s)
		if err != nil {
			t.Fatalf("Resolve(%q, %q) = %q, which does not parse: %v", bs, rs, s, err)
		}
		if back.String() != s {
			t.Fatalf("Resolve(%q, %q) = %q does not round-trip", bs, rs, s)
		}
		if target.Scheme == "" {
			t.Fatalf("Resolve(%q, %q) = %q has no scheme", bs, rs, s)
		}
		// §5.2.2: against a base with no dot segments, the target has none
		// (an empty ref keeps the base path as written: "A:." stays "A:.").
		if p := target.Path; uricore.RemoveDotSegments(base.Path) == base.Path && uricore.RemoveDotSegments(p) != p {
			t.Fatalf("Resolve(%q, %q) = %q: path %q has dot segments", bs, rs, s, p)
		}
		if ref.Scheme != "" && s != func() string { r := ref; r.Path = uricore.RemoveDotSegments(r.Path); return r.String() }() {
			t.Fatalf("Resolve(%q, %q) = %q, but a ref with a scheme ignores the base", bs, rs, s)
		}
	})
}

// FuzzStdURL compares uricore with net/url in one direction: where
// uricore accepts s as a URI and net/url parses it too, the components
// must agree, except where net/url is known to differ:
//   - net/url decodes Path, Fragment and the userinfo; compare the
//     encoded forms (EscapedPath, EscapedFragment, RawQuery) only when it
//     kept them as written;
//   - net/url lowercases the scheme;
//   - net/url gives a path without "//" to Opaque when it does not start
//     with "/" ("mailto:x" has Opaque "x");
//   - net/url drops an empty fragment ("#") and an empty query unless
//     ForceQuery, and merges an empty port into the host ("a:" -> Host "a:");
//   - net/url rejects some valid references (IPvFuture, ports over
//     65535, '%' in hosts outside zones) — that direction is not compared.
func FuzzStdURL(f *testing.F) {
	seed(f)
	f.Fuzz(func(t *testing.T, s string) {
		r, err := uricore.ParseURI(s)
		if err != nil {
			return
		}
		u, err := url.Parse(s)
		if err != nil {
			return
		}
		if !strings.EqualFold(u.Scheme, r.Scheme) {
			t.Fatalf("%q: scheme %q, net/url %q", s, r.Scheme, u.Scheme)
		}
		if u.Opaque != "" {
			return
		}
		if r.HasAuthority && r.Host != "" && !strings.Contains(r.Host, "%") && r.Port != "" {
			if u.Hostname() != strings.Trim(r.Host, "[]") || u.Port() != r.Port {
				t.Fatalf("%q: host %q port %q, net/url %q %q", s, r.Host, r.Port, u.Hostname(), u.Port())
			}
		}
		if u.RawQuery != r.Query {
			t.Fatalf("%q: query %q, net/url %q", s, r.Query, u.RawQuery)
		}
		if u.RawPath == "" && !strings.Contains(r.Path, "%") && u.Path != r.Path {
			t.Fatalf("%q: path %q, net/url %q", s, r.Path, u.Path)
		}
	})
}
