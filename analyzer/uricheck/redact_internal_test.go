// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"testing"

	"github.com/urilint/urilint/uricore"
)

// passwordFreeSeeds hold a password in some reading, or only look as if
// they might.
var passwordFreeSeeds = []string{
	"http://user@example.com:80/a b?q#f", "https://u:pw@h/", "http:/u:pw@h/", `http:\\u:pw@h/`,
	"u:pw@db.example.com:5432/x", "http://u:pw/ss@h/", "http://u:/ss@h/", "http://http://u:pw@h/",
	"jdbc:mysql://u:pw@h/db", "https://h/login?next=http://u:pw@h/", "https://h/#http://u:pw@h/",
	"/proxy/http://u:pw@h/", "mailto:a@example.com", "x:y@z", " http://u@h", "a\\@b://x:y@h",
	"a b:/u:pw@h", "http://u:@h", "http:@h", "://:pw@", "/ ://:pw@", "ht@tp://u:pw@h",
}

// FuzzPasswordFree checks that passwordFree never calls a string free
// of passwords where a reading of passwordRanges finds one.
func FuzzPasswordFree(f *testing.F) {
	for _, s := range passwordFreeSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sp := uricore.Split(s)
		if rs := passwordRanges(s, sp, SplitLenient(s)); passwordFree(s, sp) && len(rs) > 0 {
			t.Fatalf("passwordFree(%q), but it holds passwords at %v", s, rs)
		}
	})
}

// TestPasswordFree checks the strings passwordFree is for: a userinfo
// without ':' is free, a password in any reading is not.
func TestPasswordFree(t *testing.T) {
	for _, tt := range []struct {
		in   string
		free bool
	}{
		{"http://user@example.com:80/a b?q#f", true},
		{"https://api.example.com/v1", true},
		{`http:\\user@h/`, true},
		{"https://u:pw@h/", false},
		{"u:pw@h", false},
		{"http:/u:pw@h", false},
		{"http://u:pa/ss@h/", false},
		{"https://h/?next=http://u:pw@h", false},
		{"x:y@z", false},
	} {
		if got := passwordFree(tt.in, uricore.Split(tt.in)); got != tt.free {
			t.Errorf("passwordFree(%q) = %v, want %v", tt.in, got, tt.free)
		}
	}
}
