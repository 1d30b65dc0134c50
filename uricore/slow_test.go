// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore_test

import (
	"regexp"
	"testing"

	"github.com/urilint/urilint/uricore"
)

// appendixB is the regular expression of RFC 3986 Appendix B, which
// splits any well-formed reference into its five components.
var appendixB = regexp.MustCompile(`(?s)^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?$`)

// slowSplit is the slow, obviously right oracle: Appendix B.
func slowSplit(s string) (scheme, authority, path, query, fragment string, hasAuth, hasQuery, hasFrag bool) {
	m := appendixB.FindStringSubmatchIndex(s)
	get := func(i int) (string, bool) {
		if m[2*i] < 0 {
			return "", false
		}
		return s[m[2*i]:m[2*i+1]], true
	}
	scheme, _ = get(2)
	authority, hasAuth = get(4)
	path, _ = get(5)
	query, hasQuery = get(7)
	fragment, hasFrag = get(9)
	return
}

// authorityOf recomposes r's authority.
func authorityOf(r uricore.Reference) string {
	a := r.Host
	if r.HasUserInfo {
		a = r.UserInfo + "@" + a
	}
	if r.HasPort {
		a += ":" + r.Port
	}
	return a
}

// checkAppendixB reports where Parse and Appendix B split s differently.
func checkAppendixB(t *testing.T, s string, r uricore.Reference) {
	t.Helper()
	scheme, auth, path, query, frag, hasAuth, hasQuery, hasFrag := slowSplit(s)
	if scheme != r.Scheme || hasAuth != r.HasAuthority || auth != authorityOf(r) || path != r.Path ||
		hasQuery != r.HasQuery || query != r.Query || hasFrag != r.HasFragment || frag != r.Fragment {
		t.Errorf("Parse(%q) = %#v; Appendix B splits it as scheme %q authority %q (%v) path %q query %q (%v) fragment %q (%v)",
			s, r, scheme, auth, hasAuth, path, query, hasQuery, frag, hasFrag)
	}
}

func TestAppendixB(t *testing.T) {
	for _, tt := range validTests {
		checkAppendixB(t, tt.in, uricore.MustParse(tt.in))
	}
}
