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
// uricore accepts s as a URI and net/url parses it too, every component
// both define must agree. The two represent components differently, and
// each difference is mapped exactly rather than skipped:
//   - scheme: net/url lowers its case (the canonical form, §3.1), so the
//     lowered scheme is compared;
//   - userinfo, host and zone: net/url keeps them decoded (User, Host),
//     uricore as written (§2.1), so uricore's are compared after
//     [uricore.Unescape], the username and password split at the first ':'
//     as both do (§3.2.1);
//   - port: net/url keeps it in Host after a ':' ("a:" for an empty port,
//     §3.2.3), so Host is compared with host ":" port;
//   - path and fragment: net/url decodes them, so the encoded forms
//     EscapedPath and EscapedFragment are compared: for RFC-valid text they
//     give it back as written;
//   - a rootless path (§3.3) is net/url's Opaque;
//   - a defined but empty query is ForceQuery.
//
// The known divergences, the only components not compared, each where
// url.URL has no field for what RFC 3986 distinguishes (§5.3):
//   - an empty fragment ("s:x#") is no fragment in net/url;
//   - without a path, an empty authority ("s://") is no authority in
//     net/url ("s:"): both give Host "" and Opaque "".
//
// net/url rejects some valid URIs (IPvFuture, §3.2.2; a percent-encoded
// ASCII byte other than "%25" in a reg-name, §2.1); that direction is not
// compared, and ORACLES.md lists those classes.
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
		fail := func(comp, ours, theirs any) {
			t.Helper()
			t.Fatalf("%q: %s %#v, net/url %#v", s, comp, ours, theirs)
		}
		unescape := func(x string) string {
			d, err := uricore.Unescape(x)
			if err != nil {
				t.Fatalf("%q: Unescape(%q) of a parsed component: %v", s, x, err)
			}
			return d
		}
		if u.Scheme != strings.ToLower(r.Scheme) {
			fail("scheme", r.Scheme, u.Scheme)
		}

		// Authority (§3.2).
		if (u.User != nil) != r.HasUserInfo {
			fail("has userinfo", r.HasUserInfo, u.User != nil)
		}
		if r.HasUserInfo {
			user, pw, hasPW := strings.Cut(r.UserInfo, ":")
			upw, uhasPW := u.User.Password()
			if u.User.Username() != unescape(user) || uhasPW != hasPW || upw != unescape(pw) {
				fail("userinfo", r.UserInfo, u.User.String())
			}
		}
		host := unescape(r.Host)
		if r.HasPort {
			host += ":" + r.Port
		}
		if u.Host != host {
			fail("host and port", host, u.Host)
		}
		if u.Port() != r.Port {
			fail("port", r.Port, u.Port())
		}
		rooted := strings.HasPrefix(r.Path, "/")
		switch {
		case r.HasAuthority && (u.OmitHost || u.Opaque != ""):
			fail("has authority", true, false)
		case !r.HasAuthority && rooted && !u.OmitHost:
			fail("has authority", false, true)
		}

		// Path (§3.3): rootless, it is net/url's Opaque.
		if !r.HasAuthority && !rooted {
			if u.Opaque != r.Path || u.Path != "" {
				fail("opaque path", r.Path, u.Opaque)
			}
		} else if u.Opaque != "" || u.EscapedPath() != r.Path {
			fail("path", r.Path, u.EscapedPath())
		}

		// Query (§3.4) and fragment (§3.5).
		if u.RawQuery != r.Query || (u.ForceQuery || u.RawQuery != "") != r.HasQuery {
			fail("query", r.Query, u.RawQuery)
		}
		if u.EscapedFragment() != r.Fragment {
			fail("fragment", r.Fragment, u.EscapedFragment())
		}
	})
}
