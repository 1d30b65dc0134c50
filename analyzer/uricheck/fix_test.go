// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// FuzzFixEdits checks that a fix made of edits is the string with those
// edits applied, whatever the input and the call site.
func FuzzFixEdits(f *testing.F) {
	for _, s := range seeds {
		f.Add(s, uint8(0))
	}
	for _, s := range []string{"http://user@example.com:80/a b?q#f", "http://ex ample.com/a b", "http://[fe80::1%eth0]/",
		"http://bücher.example/a b", "http://u s@h/<x>", "http://::1/", "a b:c"} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, s string, need uint8) {
		o := uricheck.Options{Need: fuzzNeed(need), Site: "f", Steps: uricore.AllSteps}
		for _, fd := range uricheck.Check(s, o) {
			if fd.Edits == nil {
				continue
			}
			if fd.Fix == nil {
				t.Fatalf("Check(%q): %s finding has edits and no fix", s, fd.Category)
			}
			if got := uricheck.ApplyEdits(s, fd.Edits); got != *fd.Fix {
				t.Fatalf("Check(%q): edits %v make %q, fix is %q", s, fd.Edits, got, *fd.Fix)
			}
		}
	})
}

// TestCheckAllocs guards the allocations of Check: none for a valid URL
// with no finding.
func TestCheckAllocs(t *testing.T) {
	for _, in := range []string{
		"https://api.example.com/v1/items?id=42&sort=asc#top",
		"https://user@example.com/",
	} {
		var fs []uricheck.Finding
		o := uricheck.Options{Need: uricheck.NeedHTTPURL, Site: "net/http.Get", Steps: uricheck.DefaultSteps}
		if n := testing.AllocsPerRun(100, func() { fs = uricheck.Check(in, o) }); n != 0 {
			t.Errorf("Check(%q): %v allocs, want 0", in, n)
		}
		if len(fs) != 0 {
			t.Fatalf("Check(%q) = %+v, want no finding", in, fs)
		}
	}
}
