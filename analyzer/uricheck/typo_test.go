// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// TestCertainSlip checks which leading texts decide a typo whatever
// follows them. The certain ones are slips at the scheme that the rest
// of a URI cannot repair; each uncertain one is completed by some text
// into a valid URI (the completion is given, and checked to be clean).
func TestCertainSlip(t *testing.T) {
	for _, tt := range []struct {
		lead       string
		off, end   int    // the finding's range in lead, if certain
		completion string // else: a continuation that makes lead a clean URI
	}{
		{lead: "http//", off: 4, end: 4},
		{lead: "https//api.", off: 5, end: 5},
		{lead: "https:/api.example.com/", off: 6, end: 7},
		{lead: `http:\\`, off: 5, end: 6},
		{lead: "http::", off: 5, end: 6},
		{lead: "htps://", off: 0, end: 4},
		{lead: "http://http://", off: 7, end: 12},
		{lead: "https:/", completion: "/example.com/"},
		{lead: "http://http", completion: ".example.com/"},
		{lead: "http:", completion: "//example.com/"},
		{lead: "http", completion: "://example.com/"},
		{lead: "https://", completion: "example.com/"},
		{lead: " http://", completion: "example.com/"},
		{lead: "%s://", completion: ""},
	} {
		f, ok := uricheck.CertainSlip(tt.lead)
		if tt.completion != "" || tt.end == 0 {
			if ok {
				t.Errorf("CertainSlip(%q) = %v, want none", tt.lead, f)
			}
			if tt.completion != "" {
				if fs := uricheck.Check(strings.TrimSpace(tt.lead+tt.completion), uricheck.Options{}); len(fs) != 0 {
					t.Errorf("completion %q of %q is not clean: %v", tt.completion, tt.lead, fs)
				}
			}
			continue
		}
		if !ok || f.Category != uricheck.Typo || f.Offset != tt.off || f.End != tt.end {
			t.Errorf("CertainSlip(%q) = %v, %v; want a typo at [%d, %d)", tt.lead, f, ok, tt.off, tt.end)
		}
	}
}

// FuzzCertainSlip checks CertainSlip's promise: whatever text follows a
// certain slip (but white space at the end, a finding of its own), Check
// reports the same typo at the same place.
func FuzzCertainSlip(f *testing.F) {
	for _, s := range []string{"http//", "https:/api.", `http:\\`, "http::", "htps://", "http://http://", "https:/"} {
		f.Add(s, "example.com/x?q=1#f")
		f.Add(s, "/")
	}
	f.Fuzz(func(t *testing.T, lead, more string) {
		want, ok := uricheck.CertainSlip(lead)
		if !ok || strings.TrimSpace(more) != more {
			return
		}
		for _, got := range uricheck.Check(lead+more, uricheck.Options{}) {
			if got.Category == want.Category && got.Offset == want.Offset && got.Message == want.Message {
				return
			}
		}
		t.Errorf("CertainSlip(%q) = %v, but Check(%q) does not report it", lead, want, lead+more)
	})
}
