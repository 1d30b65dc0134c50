// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package driver

import (
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// deps returns the directories of the packages n imports, directly or
// not, whose files can change (Package.Deps).
func (r *run) deps(n *node) []string {
	dirs := map[string]bool{}
	seen := map[*node]bool{}
	var visit func(d *node)
	visit = func(d *node) {
		for _, imp := range d.imports {
			if seen[imp] {
				continue
			}
			seen[imp] = true
			if f := imp.pkg.GoFiles; len(f) > 0 && !r.isReadOnly(f[0]) {
				dirs[filepath.Dir(f[0])] = true
			}
			visit(imp)
		}
	}
	visit(n)
	return slices.Sorted(maps.Keys(dirs))
}

// reported returns the roots whose findings are reported: as go vet, a
// package with a test variant among the roots is reported as that
// variant only, and test mains are not reported. A test variant the go
// command cannot build (an import cycle through its test files, which
// go build accepts) does not stand for its package: the package is
// reported itself, beside the variant's error.
func reported(roots []*packages.Package) []*packages.Package {
	ids := map[string]*packages.Package{}
	for _, p := range roots {
		ids[p.ID] = p
	}
	var out []*packages.Package
	for _, p := range roots {
		test := p.PkgPath + ".test"
		switch v := ids[p.PkgPath+" ["+test+"]"]; {
		case v != nil && p.ID == p.PkgPath && !listFailed(v):
			continue // p [p.test] stands for it
		case p.ID == test || (strings.HasSuffix(p.ID, ".test") && p.Name == "main" && p.ID == p.PkgPath):
			continue // a test main, generated
		}
		out = append(out, p)
	}
	return out
}

// listFailed reports whether the go command could not list p: an
// import cycle, a missing import.
func listFailed(p *packages.Package) bool {
	return slices.ContainsFunc(p.Errors, func(e packages.Error) bool { return e.Kind == packages.ListError })
}

// testOf returns the test of a test variant's ID ("p [p.test]": p.test).
func testOf(id string) (string, bool) {
	_, rest, ok := strings.Cut(id, " [")
	if !ok || !strings.HasSuffix(rest, "]") {
		return "", false
	}
	return strings.TrimSuffix(rest, "]"), true
}

// goError returns err, an error of packages.Load, as the go command's
// own words: go/packages wraps them ("err: exit status 1: stderr: go:
// errors parsing go.mod: ..."); they are what a user needs, as go vet
// prints them.
func goError(err error) error {
	msg := err.Error()
	if _, stderr, ok := strings.Cut(msg, "stderr: "); ok {
		msg = strings.TrimSpace(stderr)
	}
	return GoError(msg)
}

// A GoError is the go command's own error text.
type GoError string

func (e GoError) Error() string { return string(e) }

// requiresOrder returns a and what it requires, transitively, each after
// what it requires.
func requiresOrder(a *analysis.Analyzer) []*analysis.Analyzer {
	var order []*analysis.Analyzer
	seen := map[*analysis.Analyzer]bool{}
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		for _, r := range a.Requires {
			visit(r)
		}
		order = append(order, a)
	}
	visit(a)
	return order
}
