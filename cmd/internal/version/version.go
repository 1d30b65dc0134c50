// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package version says which version of urilint a command was built
// from, as the executable's build info records it. The commands uri,
// urilint and urilint-lsp print it.
//
// It is not the driver's cache identity (analyzer/driver's
// buildIdentity): that one names exactly what the analyzers' code was
// built from, or nothing, and is never printed.
package version

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

// Module returns the version of the main module the running command was
// built from and the VCS revision of its sources. The version is what
// the go command stamped: a release or pseudo-version after go install
// @version, likewise for a build in a checkout when it can read the VCS,
// else "(devel)"; it is "(unknown)" when the executable carries no build
// info. The revision is "" when the build info records none (go build
// -buildvcs=false), and ends in "+dirty" when the sources had local
// changes.
func Module() (version, revision string) {
	return fromBuildInfo(debug.ReadBuildInfo())
}

func fromBuildInfo(bi *debug.BuildInfo, ok bool) (version, revision string) {
	if !ok {
		return "(unknown)", ""
	}
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if revision != "" && dirty {
		revision += "+dirty"
	}
	return bi.Main.Version, revision
}

// Line returns the line a command prints when asked its version, "NAME
// version VERSION [vcs.revision=REV] GOVERSION", without a newline.
func Line(name string) string {
	version, revision := Module()
	return line(name, runtime.Version(), version, revision)
}

func line(name, goVersion, version, revision string) string {
	if revision != "" {
		revision = " vcs.revision=" + revision
	}
	return fmt.Sprintf("%s version %s%s %s", name, version, revision, goVersion)
}
