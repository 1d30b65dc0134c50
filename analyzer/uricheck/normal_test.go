// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// TestEmptyHostNormal: a URI with an empty host (file:///…) is checked
// for the steps that apply to it. Dot segments and default ports count
// only in the schemes known to use them (DESIGN.md, the nonnormal row):
// in file:, npipe: or unix: they are names ("npipe:////./pipe/x" is the
// pipe \\.\pipe\x, "npipe:////pipe/x" another), and no fix may change
// which resource a URI names.
func TestEmptyHostNormal(t *testing.T) {
	for _, tt := range []struct {
		in, fix string // fix: "" for normal
	}{
		{"FILE:///srv/a/../b", "file:///srv/a/../b"},
		{"file:///srv/a/../b", ""},
		{"file:///srv/%7Euser", "file:///srv/~user"},
		{"file:///srv/a", ""},
		{"npipe:////./pipe/docker_engine", ""},
		{"NPIPE:////./pipe/docker_engine", "npipe:////./pipe/docker_engine"},
		{"unix:///run/a/../b.sock", ""},
		{"redis://cache:6379/a/./0", ""},
		{"https://example.com/a/./b", "https://example.com/a/b"},
		{"ws://example.com:80/a", "ws://example.com/a"},
		{"http://", ""}, // a prefix to build on, not a URI
	} {
		opts := uricheck.Options{Steps: uricore.StepCase | uricore.StepPercentEncoding | uricore.StepDotSegments | uricore.StepDefaultPort}
		got := ""
		for _, f := range uricheck.Check(tt.in, opts) {
			if f.Category == uricheck.NonNormal && f.Fix != nil {
				got = *f.Fix
			}
		}
		if got != tt.fix {
			t.Errorf("Check(%q) nonnormal fix = %q, want %q", tt.in, got, tt.fix)
		}
	}
}

// TestFixSteps checks that a nonnormal finding names the steps its fix
// applies, those of the configured steps that change the string (RFC
// 3986 §6.2.2–6.2.3), and no others.
func TestFixSteps(t *testing.T) {
	all := uricore.AllSteps
	for _, tt := range []struct {
		in    string
		steps uricore.Steps
		want  uricore.Steps
	}{
		{"HTTP://Example.com/", all, uricore.StepCase},
		{"http://example.com", all, uricore.StepEmptyPath},
		{"http://example.com", uricheck.DefaultSteps, 0}, // no finding: the empty path is not counted
		{"HTTP://example.com:80", all, uricore.StepCase | uricore.StepDefaultPort | uricore.StepEmptyPath},
		{"http://example.com/a/./b/%41", all, uricore.StepDotSegments | uricore.StepPercentEncoding},
		{"http://example.com/%7e", all, uricore.StepCase | uricore.StepPercentEncoding}, // the hex digits are case (§6.2.2.1)
		{"http://example.com:80/a/./b", uricore.StepDefaultPort, uricore.StepDefaultPort},
	} {
		var got uricore.Steps
		for _, f := range uricheck.Check(tt.in, uricheck.Options{Steps: tt.steps}) {
			if f.Category == uricheck.NonNormal {
				got = f.FixSteps
			}
		}
		if got != tt.want {
			t.Errorf("Check(%q, steps %b): FixSteps %b, want %b", tt.in, tt.steps, got, tt.want)
		}
	}
}
