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

// secret is the password FuzzSecret puts in every input.
const secret = "Zq9secret9qZ"

// FuzzSecret puts a password into every input by its own construction,
// independent of how uricheck finds userinfo: a scheme, any slashes or
// backslashes, a user, ":", the secret, "@", then anything. No message,
// fix or redacted echo may hold the secret, plain or percent-encoded,
// whatever the call site.
func FuzzSecret(f *testing.F) {
	for _, s := range [][2]string{
		{" http:/user", "example.com/ "}, {"http://u", "example.com/a b"}, {"HTTP://u", "Example.com/%7e"},
		{"http:\\\\u", "x/"}, {"u", "localhost:8080/"}, {"https://user", "exa mple.com/"}, {"http://u", "h:99999/"},
	} {
		f.Add(s[0], s[1], uint8(0))
	}
	f.Fuzz(func(t *testing.T, pre, post string, need uint8) {
		if !validPrefix(pre) || strings.Contains(post, secret) {
			return
		}
		s := pre + ":" + secret + "@" + post
		shown, _ := uricheck.Redact(s)
		if strings.Contains(shown, secret) {
			t.Fatalf("Redact(%q) = %q keeps the password", s, shown)
		}
		o := uricheck.Options{Need: fuzzNeed(need), Site: "f", Steps: uricore.AllSteps}
		for _, fd := range uricheck.Check(s, o) {
			for _, out := range []string{fd.Message, deref(fd.Fix)} {
				if strings.Contains(out, secret) || strings.Contains(out, "Zq9secret9qZ"[:6]) {
					t.Fatalf("Check(%q): %q holds the password", s, out)
				}
			}
			for _, e := range fd.Edits {
				if strings.Contains(e.New, secret[:6]) {
					t.Fatalf("Check(%q): edit %q holds the password", s, e.New)
				}
			}
		}
	})
}

// validPrefix reports whether pre is an optional white space, a scheme
// and ':', any slashes or backslashes, and a user name: what puts the
// text after the next ':' into a userinfo.
func validPrefix(pre string) bool {
	t := strings.TrimLeft(pre, " \t")
	if i := strings.IndexByte(t, ':'); i > 0 {
		for j := 0; j < i; j++ {
			c := t[j]
			if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || j > 0 && ('0' <= c && c <= '9' || strings.IndexByte("+-.", c) >= 0)) {
				return false
			}
		}
		t = strings.TrimLeft(t[i+1:], "/\\")
	}
	return t != "" && !strings.ContainsAny(t, ":/\\?#@ \t")
}

// TestSecretMessages checks that a password is redacted in the echo of
// the input, never by searching a message's text: a password that is a
// word of a message leaves the message whole.
func TestSecretMessages(t *testing.T) {
	fs := uricheck.Check("http://u:pass@a:99999/", uricheck.Options{})
	if len(fs) == 0 || !strings.Contains(fs[0].Message, "port 99999 is out of range") {
		t.Errorf("Check with password %q: %+v, want the port finding's own message", "pass", fs)
	}
	shown, at := uricheck.Redact("http://u:pw@Example.com:99999/")
	if want := "http://u:xxxxx@Example.com:99999/"; shown != want {
		t.Errorf("Redact = %q, want %q", shown, want)
	}
	if got := shown[at(strings.Index("http://u:pw@Example.com:99999/", "99999")):]; !strings.HasPrefix(got, "99999") {
		t.Errorf("the port's offset maps to %q in the redacted text", got)
	}
}

// TestRedactReadings checks that Redact hides a password wherever a
// reader of the string finds one: the strict split, the lenient one
// (slashes and backslashes after the scheme, no scheme, a password with
// '/'), and a URI inside another's path, query or fragment.
func TestRedactReadings(t *testing.T) {
	for _, s := range []string{
		"https://u:Zq9secret9qZ@h/",
		"http:/u:Zq9secret9qZ@h/",
		`http:\\u:Zq9secret9qZ@h/`,
		"u:Zq9secret9qZ@db.example.com:5432/x",
		"http://u:Zq9/secret9qZ@h/",
		"http://http://u:Zq9secret9qZ@h/",
		"jdbc:mysql://u:Zq9secret9qZ@h/db",
		"https://h/login?next=http://u:Zq9secret9qZ@h/",
		"https://h/#http://u:Zq9secret9qZ@h/",
		"/proxy/http://u:Zq9secret9qZ@h/",
	} {
		if shown, _ := uricheck.Redact(s); strings.Contains(shown, "Zq9") || strings.Contains(shown, "9qZ") {
			t.Errorf("Redact(%q) = %q keeps the password", s, shown)
		}
	}
}

// TestCredentialsBesideMalformed: a password is a secret whatever else
// in the string is wrong (issue 57): it is reported beside the malformed
// byte, a bad port or the wrong form, in every shape, and never quoted.
func TestCredentialsBesideMalformed(t *testing.T) {
	for _, tt := range []struct {
		in, other string
	}{
		{"https://admin:pw4real@db.example.com/a b", uricheck.Malformed},
		{"https://admin:pw4real@db.example.com/%zz", uricheck.Malformed},
		{"https://admin:pw4real@db exa.com/", uricheck.Malformed},
		{"https://admin:pw4real@db.example.com/?q=\"", uricheck.Malformed},
		{"https://admin:pw4real@db.example.com:8o/", uricheck.Port},
		{"https://admin:pw4real@db.example.com:99999/", uricheck.Port},
	} {
		got := map[string]int{}
		for _, f := range uricheck.Check(tt.in, uricheck.Options{Need: uricheck.NeedHTTPURL}) {
			got[f.Category]++
			if strings.Contains(f.Message, "pw4real") || strings.Contains(deref(f.Fix), "pw4real") {
				t.Errorf("Check(%q): %q quotes the password", tt.in, f.Message)
			}
		}
		if got[uricheck.Credentials] != 1 || got[tt.other] != 1 {
			t.Errorf("Check(%q) = %v, want one %s and one credentials finding", tt.in, got, tt.other)
		}
	}
	// An already redacted password is no secret.
	for _, f := range uricheck.Check("https://admin:xxxxx@h/a b", uricheck.Options{}) {
		if f.Category == uricheck.Credentials {
			t.Errorf("a redacted password reported: %+v", f)
		}
	}
}
