// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command urilint checks URI strings in Go code against RFC 3986.
//
// Run it standalone (urilint ./...), with -fix, -diff or -json, or under
// go vet (go vet -vettool=$(which urilint) ./...). See the analyzer
// package for what it reports.
package main

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"runtime/debug"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/urilint/urilint/analyzer"
)

func main() {
	if len(os.Args) == 2 && (os.Args[1] == "-V=full" || os.Args[1] == "--V=full") {
		printVersion()
		return
	}
	// Check the configuration once, before any package is analyzed, so
	// that a mistyped value is one line, not one error per package.
	if err := analyzer.Validate(configOf(os.Args[1:])); err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		os.Exit(2)
	}
	// Under go vet, the arguments are -flags, -V=full or a .cfg file:
	// singlechecker.Main answers them (through unitchecker).
	flag.Bool(reportDepsFlag, false, "report the findings of packages go vet analyzes only for their facts (urilint ./... sets it, and keeps the findings of the packages asked for)")
	if underVet(os.Args[1:]) {
		if slices.Contains(os.Args[1:], "-"+reportDepsFlag) || slices.Contains(os.Args[1:], "-"+reportDepsFlag+"=true") {
			if err := reportAllOf(os.Args); err != nil {
				fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
				os.Exit(1)
			}
		}
	} else {
		if vet, patterns, asJSON, ok := vetArgs(os.Args[1:]); ok {
			os.Exit(runVet(vet, patterns, asJSON))
		}
	}
	singlechecker.Main(analyzer.WithCategory(analyzer.Analyzer))
}

// underVet reports whether go vet (or go fix) runs urilint: to ask for
// its flags, or on the configuration file of one package.
func underVet(args []string) bool {
	if len(args) == 0 {
		return false
	}
	last := args[len(args)-1]
	return strings.HasSuffix(last, ".cfg") || slices.Contains(args, "-flags") || slices.Contains(args, "--flags")
}

// printVersion answers -V=full as go vet's protocol wants it ("NAME
// version devel ... buildID=ID", the ID a hash of the executable, so that
// vet's cache follows every rebuild), with the module version and VCS
// revision from the build info where the "..." goes, as other Go tools
// print them.
func printVersion() {
	version, rev := "(unknown)", ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		version = bi.Main.Version
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = " vcs.revision=" + s.Value + rev
			case "vcs.modified":
				if s.Value == "true" {
					rev += "+dirty"
				}
			}
		}
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

// configOf reads urilint's own list flags (-sinks, -normalize, -disable)
// from args as the flag package will: "-f=v", "--f=v", "-f v", the last
// one winning, up to the first argument that is not a flag.
func configOf(args []string) analyzer.Config {
	var c analyzer.Config
	lists := map[string]*[]string{"sinks": &c.Sinks, "normalize": &c.Normalize, "disable": &c.Disable}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || !strings.HasPrefix(a, "-") {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		p, ok := lists[name]
		if !ok {
			continue
		}
		if !hasValue && i+1 < len(args) {
			i++
			value = args[i]
		}
		*p = nil
		for _, x := range strings.Split(value, ",") {
			if x = strings.TrimSpace(x); x != "" {
				*p = append(*p, x)
			}
		}
	}
	return c
}
