// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package version

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// TestLine checks the line uri version and urilint -version print for
// the builds a user meets.
func TestLine(t *testing.T) {
	build := func(version string, settings ...string) *debug.BuildInfo {
		bi := &debug.BuildInfo{Main: debug.Module{Path: "github.com/urilint/urilint", Version: version}}
		for i := 0; i < len(settings); i += 2 {
			bi.Settings = append(bi.Settings, debug.BuildSetting{Key: settings[i], Value: settings[i+1]})
		}
		return bi
	}
	for _, tt := range []struct {
		name string
		bi   *debug.BuildInfo // nil: the executable has no build info
		want string
	}{
		{"go install @version", build("v1.2.3"), "urilint version v1.2.3 go1.26.8"},
		{"pseudo-version", build("v0.0.0-20261125093000-abcdef123456"), "urilint version v0.0.0-20261125093000-abcdef123456 go1.26.8"},
		{"checkout", build("(devel)", "vcs.revision", "abc123", "vcs.modified", "false"), "urilint version (devel) vcs.revision=abc123 go1.26.8"},
		{"checkout with changes", build("(devel)", "vcs.modified", "true", "vcs.revision", "abc123"), "urilint version (devel) vcs.revision=abc123+dirty go1.26.8"},
		{"tagged checkout with changes", build("v1.2.3+dirty", "vcs.revision", "abc123", "vcs.modified", "true"), "urilint version v1.2.3+dirty vcs.revision=abc123+dirty go1.26.8"},
		{"-buildvcs=false", build("(devel)", "vcs.modified", "true"), "urilint version (devel) go1.26.8"},
		{"no build info", nil, "urilint version (unknown) go1.26.8"},
	} {
		v, rev := fromBuildInfo(tt.bi, tt.bi != nil)
		if got := line("urilint", "go1.26.8", v, rev); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestLineOfThisBuild checks the line for the running test binary: the
// command's name, "version", the module version, the Go release last.
func TestLineOfThisBuild(t *testing.T) {
	got := Line("uri")
	f := strings.Fields(got)
	if len(f) < 4 || f[0] != "uri" || f[1] != "version" || f[2] == "" || f[len(f)-1] != runtime.Version() || strings.HasSuffix(got, "\n") {
		t.Errorf("Line(uri) = %q, want uri version VERSION [vcs.revision=REV] %s", got, runtime.Version())
	}
}
