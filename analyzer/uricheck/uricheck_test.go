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

var seeds = []string{
	"https://user:pa55word@example.com/", "HTTP://u:pa55word@Example.com:80/%7e",
	"http://u:pa%zzss@example.com/", "http://u:pa ss@example.com/", "htp://u:pa55@x/",
	" http://u:pa55@x/ ", "http//x", "https:/x", "http:://x", `http:\\x`, "http://http://x",
	"localhost:8080/", "www.example.com", "127.0.0.1:8080", "http://a:99999/", "http://a:8x/",
	"", "%", "http://[::1", "mailto:a@example.com", "urn:isbn:0451450523",
}

// FuzzCheck checks the invariants every finding keeps, whatever the input
// and the call site: offsets inside the string, a known category, at most
// one finding per category, no password in any message or fix.
func FuzzCheck(f *testing.F) {
	for _, s := range seeds {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, s string, need uint8) {
		o := uricheck.Options{Need: fuzzNeed(need), Site: "f", Steps: uricore.AllSteps}
		// Put an unmistakable secret where s has a password, so that it
		// cannot occur in a message by chance.
		if pw := password(s); pw != "" {
			s = strings.Replace(s, ":"+pw+"@", ":Zq9-secret-9qZ@", 1)
		}
		pw := password(s)
		seen := map[string]bool{}
		for _, fd := range uricheck.Check(s, o) {
			if seen[fd.Category] && !o.Need.List { // a list's elements are checked each alone
				t.Fatalf("Check(%q): two %s findings", s, fd.Category)
			}
			seen[fd.Category] = true
			if fd.Offset < 0 || fd.Offset > fd.End || fd.End > len(s) {
				t.Fatalf("Check(%q): finding %+v out of range", s, fd)
			}
			if !strings.Contains(strings.Join(uricheck.Categories(), " "), fd.Category) {
				t.Fatalf("Check(%q): unknown category %q", s, fd.Category)
			}
			if pw != "" && strings.Contains(fd.Message, pw) {
				t.Fatalf("Check(%q): message %q holds the password", s, fd.Message)
			}
			if pw != "" && fd.Fix != nil && strings.Contains(*fd.Fix, pw) {
				t.Fatalf("Check(%q): fix %q holds the password", s, *fd.Fix)
			}
			if fd.Fix != nil {
				if fd.FixTitle == "" {
					t.Fatalf("Check(%q): fix %q has no title", s, *fd.Fix)
				}
				// A fix's text checks clean: it parses, and has no
				// finding of the category it fixes.
				if _, err := uricore.Parse(*fd.Fix); err != nil {
					t.Fatalf("Check(%q): fix %q does not parse: %v", s, *fd.Fix, err)
				}
				for _, again := range uricheck.Check(*fd.Fix, o) {
					if again.Category == fd.Category {
						t.Fatalf("Check(%q): fix %q still has a %s finding: %s", s, *fd.Fix, again.Category, again.Message)
					}
				}
			}
		}
		if shown, _ := uricheck.Redact(s); pw != "" && strings.Contains(shown, ":"+pw+"@") {
			t.Fatalf("Redact(%q) keeps the password", s)
		}
	})
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// password returns the password of s's userinfo, if s has one longer than
// two bytes (shorter ones occur in other parts of s by chance).
func password(s string) string {
	i := strings.Index(s, "://")
	if i < 0 {
		return ""
	}
	auth := s[i+3:]
	if j := strings.IndexAny(auth, "/?#"); j >= 0 {
		auth = auth[:j]
	}
	at := strings.LastIndexByte(auth, '@')
	if at < 0 {
		return ""
	}
	_, pw, ok := strings.Cut(auth[:at], ":")
	if !ok || len(pw) < 3 {
		return ""
	}
	return pw
}

func TestCheckSeeds(t *testing.T) {
	for _, tt := range []struct {
		in, category string
		need         uricheck.Need
	}{
		{"https://user:pa55word@example.com/", uricheck.Credentials, uricheck.NeedReference},
		{"http//x", uricheck.Typo, uricheck.NeedReference},
		{"https:/x", uricheck.Typo, uricheck.NeedReference},
		{"http:://x", uricheck.Typo, uricheck.NeedReference},
		{`http:\\x`, uricheck.Typo, uricheck.NeedReference},
		{"http://http://x", uricheck.Typo, uricheck.NeedReference},
		{"localhost:8080/", uricheck.Form, uricheck.NeedHTTPURL},
		{"127.0.0.1:8080", uricheck.Form, uricheck.NeedRequestURL},
		{"127.0.0.1:8080", uricheck.Malformed, uricheck.NeedReference},
		{"http://a:99999/", uricheck.Port, uricheck.NeedReference},
		{"http://a:8x/", uricheck.Port, uricheck.NeedReference},
		{"HTTP://a/", uricheck.NonNormal, uricheck.NeedReference},
	} {
		fs := uricheck.Check(tt.in, uricheck.Options{Need: tt.need, Steps: uricheck.DefaultSteps})
		if len(fs) != 1 || fs[0].Category != tt.category {
			t.Errorf("Check(%q, need %v) = %+v, want one %s finding", tt.in, tt.need, fs, tt.category)
		}
	}
	// A URI with a password gets no nonnormal finding: its fix would print it.
	fs := uricheck.Check("HTTP://u:pa55word@a/", uricheck.Options{Steps: uricheck.DefaultSteps})
	if len(fs) != 1 || fs[0].Category != uricheck.Credentials {
		t.Errorf("Check with a password and upper case = %+v, want credentials only", fs)
	}
}

// fuzzNeed maps a fuzzed byte onto every kind of need, with schemes for
// the kinds that name them.
func fuzzNeed(b uint8) uricheck.Need {
	n := uricheck.Need{Kind: uricheck.NeedKind(b % 9)}
	switch n.Kind {
	case uricheck.KindURL, uricheck.KindDSN, uricheck.KindTarget:
		n.Schemes = "mongodb|mongodb+srv|ws"
	}
	n.List = b&0x40 != 0
	n.Slash = b&0x80 != 0
	n.Socket = n.Kind == uricheck.KindHostPort && b&0x80 != 0
	return n
}
