// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

// credentials reports a password in userinfo. RFC 3986 §3.2.1 deprecates
// "user:password"; the message never holds the password. Passwords that
// are already redacted ("xxxxx", as url.URL.Redacted writes, or "***")
// are not reported. u is a valid reference.
func credentials(u *subject) (Finding, bool) {
	p := u.sp.Password // s parses: the split is exact
	if !u.r.HasUserInfo || p.End == p.Start || IsRedacted(p.Of(u.s)) {
		return Finding{}, false
	}
	return Finding{Category: Credentials, Offset: p.Start, End: p.End, Message: "URI has a password in its userinfo; read the secret at run time (from the environment or a secret store) and set it with url.UserPassword"}, true
}

// splitCredentials reports a password in the userinfo of u, a string
// that does not parse: the password is read from its split, which is
// lexical, so that a malformed byte elsewhere ("https://u:pw@h/a b")
// hides no secret.
func splitCredentials(u *subject) (Finding, bool) {
	p := u.sp.Password
	if !u.sp.Authority.Defined() || !u.sp.UserInfo.Defined() || p.End <= p.Start || IsRedacted(p.Of(u.s)) {
		return Finding{}, false
	}
	return Finding{Category: Credentials, Offset: p.Start, End: p.End, Message: "URI has a password in its userinfo; read the secret at run time (from the environment or a secret store) and set it with url.UserPassword"}, true
}

// listCredentials reports a password in the userinfo of u, a URI whose
// authority names several hosts ("mongodb://u:pw@a:1,b:2/db"), which
// uricore rejects: the userinfo ends at the authority's first "@", as
// the drivers that read such lists split it.
func listCredentials(u *subject) (Finding, bool) {
	for _, r := range u.passwords() {
		if r[1] > r[0] && !IsRedacted(u.s[r[0]:r[1]]) {
			return Finding{Category: Credentials, Offset: r[0], End: r[1], Message: "URI has a password in its userinfo; read the secret at run time (from the environment or a secret store) and set it with url.UserPassword"}, true
		}
	}
	return Finding{}, false
}
