// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

// A -sinks entry that names no function (a short path such as
// "api.Fetch", a typo) leaves the user believing their API is checked:
// urilint says so, once per run. urilint ./... knows every package it
// loads (driver.Result.Unmatched). Under go vet each package is its own
// process: the one that analyzes the entry's package sees that the
// function is not there (sinksChecked), and an entry whose package no
// process loads is found by urilint -explain sinks -sinks ENTRY
// (explainSinks).

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/driver"
)

// sinkName returns the function an entry of -sinks ("FUNC:ARG[:NEED]")
// names.
func sinkName(spec string) string {
	name, _, _ := strings.Cut(strings.TrimSpace(spec), ":")
	return name
}

// unmatchedSink returns the warning about the -sinks entry name, which
// matches no function where: "in the packages loaded", "in package p".
func unmatchedSink(name, where string) string {
	return fmt.Sprintf("urilint: -sinks entry %s matches no function %s; name it as go/types does, with its full import path (\"example.com/api.Fetch\", \"(*example.com/api.Client).Get\")", name, where)
}

// sinksChecked returns a copy of a, run by go vet on the package of the
// configuration file cfg, that warns on w about each -sinks entry
// of its package's path that names no function of it, once per run of
// go vet: a package and its test variant are analyzed alike, and each
// looks only at the package's own files, as urilint ./... does.
func sinksChecked(a *analysis.Analyzer, cfg string, w io.Writer) *analysis.Analyzer {
	c := *a
	c.Run = func(pass *analysis.Pass) (any, error) {
		res, err := a.Run(pass)
		f := a.Flags.Lookup("sinks")
		if f == nil {
			return res, err
		}
		for _, spec := range strings.Split(f.Value.String(), ",") {
			name := sinkName(spec)
			if name == "" || !driver.NamesNoFunction(pass, name) {
				continue
			}
			if firstInRun(cfg, fmt.Sprintf("urilint-sink-%x", sha256.Sum256([]byte(name)))) {
				fmt.Fprintln(w, unmatchedSink(name, "in package "+pass.Pkg.Path()))
			}
		}
		return res, err
	}
	return &c
}

// firstInRun reports whether this process is the first of the run of go
// vet that gave it the configuration file cfg to create mark, a name in
// the go command's work directory (cfg's grandparent, which the go
// command removes when it is done): go vet runs urilint once per
// package, and what concerns the run is said once.
func firstInRun(cfg, mark string) bool {
	work := filepath.Dir(filepath.Dir(cfg))
	err := os.Mkdir(filepath.Join(work, mark), 0o777)
	return err == nil || !errors.Is(err, fs.ErrExist)
}

// explainSinks looks up the functions o's -sinks entries name, from the
// current directory as urilint ./... would load them, and prints to w,
// after the table urilint -explain sinks prints, whether each names one.
// It returns the exit status: 1 when the packages cannot be listed.
func explainSinks(w io.Writer, o *options) int {
	var names, paths []string
	for _, spec := range o.config.Sinks {
		name := sinkName(spec)
		names = append(names, name)
		if p := driver.FuncPkgPath(name); !slices.Contains(paths, p) {
			paths = append(paths, p)
		}
	}
	c, err := driver.OpenDefaultCache()
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v; running without a cache\n", err)
		c = nil
	}
	res, err := driver.Run(analyzer.WithCategory(analyzer.New(o.config)), &driver.Config{
		Patterns:        paths,
		Tests:           o.test,
		BuildFlags:      o.buildFlags,
		Salt:            o.config.Salt(),
		Cache:           c,
		Names:           names,
		GeneratedUnread: true,
	})
	c.Trim()
	if err != nil {
		printCollectError(err)
		return 1
	}
	fmt.Fprintf(w, "\nThe -sinks entries given, looked up from the current directory:\n\n")
	for i, name := range names {
		path := driver.FuncPkgPath(name)
		switch why := loadError(res, path); {
		case why != "":
			fmt.Fprintf(w, "  %s: matches nothing: no package %s here (%s)\n", o.config.Sinks[i], path, why)
		case slices.Contains(res.Unmatched, name):
			fmt.Fprintf(w, "  %s: matches nothing: package %s has no function %s\n", o.config.Sinks[i], path, name)
		default:
			fmt.Fprintf(w, "  %s: matches %s\n", o.config.Sinks[i], name)
		}
	}
	return 0
}

// loadError returns why the package path is not among res's packages,
// analyzed: the go command's or the type checker's words if it said
// any about the path, "" if it is there.
func loadError(res *driver.Result, path string) string {
	for _, p := range res.Packages {
		if id, _, _ := strings.Cut(p.ID, " ["); id == path && p.Err == "" {
			return ""
		}
	}
	for _, e := range res.Errors {
		if strings.Contains(e, path) {
			return e
		}
	}
	return "it does not load"
}
