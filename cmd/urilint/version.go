// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
)

// buildVersion returns the module version and the VCS revision urilint
// was built from ("" when the build info does not say; "+dirty" after a
// revision built with local changes).
func buildVersion(bi *debug.BuildInfo, ok bool) (version, revision string) {
	version = "(unknown)"
	if !ok {
		return version, ""
	}
	version = bi.Main.Version
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
	return version, revision
}

// printUserVersion answers -version: "urilint version VERSION
// [vcs.revision=REV] GOVERSION".
func printUserVersion(w io.Writer) {
	version, rev := buildVersion(debug.ReadBuildInfo())
	if rev != "" {
		rev = " vcs.revision=" + rev
	}
	fmt.Fprintf(w, "urilint version %s%s %s\n", version, rev, runtime.Version())
}

// printVersion answers -V=full as go vet's protocol wants it ("NAME
// version devel ... buildID=ID", the ID a hash of the executable, so that
// vet's cache follows every rebuild), with the module version and VCS
// revision from the build info where the "..." goes, as other Go tools
// print them.
func printVersion() {
	version, rev := buildVersion(debug.ReadBuildInfo())
	if rev != "" {
		rev = " vcs.revision=" + rev
	}
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		os.Exit(1)
	}
	b, err := os.ReadFile(exe)
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("%s version devel module=%s%s buildID=%x\n", exe, version, rev, sha256.Sum256(b))
}
