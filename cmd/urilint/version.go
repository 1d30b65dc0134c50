// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"

	"github.com/urilint/urilint/cmd/internal/version"
)

// printUserVersion answers -version: "urilint version VERSION
// [vcs.revision=REV] GOVERSION".
func printUserVersion(w io.Writer) {
	fmt.Fprintln(w, version.Line("urilint"))
}

// printVersion answers -V=full as go vet's protocol wants it ("NAME
// version devel ... buildID=ID", the ID a hash of the executable, so that
// vet's cache follows every rebuild), with the module version and VCS
// revision from the build info where the "..." goes, as other Go tools
// print them.
func printVersion() {
	v, rev := version.Module()
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
	fmt.Printf("%s version devel module=%s%s buildID=%x\n", exe, v, rev, sha256.Sum256(b))
}
