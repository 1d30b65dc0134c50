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
// variant only, and test mains are not reported.
func reported(roots []*packages.Package) []*packages.Package {
	ids := map[string]bool{}
	for _, p := range roots {
		ids[p.ID] = true
	}
	var out []*packages.Package
	for _, p := range roots {
		test := p.PkgPath + ".test"
		switch {
		case ids[p.PkgPath+" ["+test+"]"] && p.ID == p.PkgPath:
			continue // p [p.test] stands for it
		case p.ID == test || (strings.HasSuffix(p.ID, ".test") && p.Name == "main" && p.ID == p.PkgPath):
			continue // a test main, generated
		}
		out = append(out, p)
	}
	return out
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
