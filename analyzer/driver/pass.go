// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package driver

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"
)

// A unit is one package to analyze: its syntax and types, and the facts
// of the packages it depends on.
type unit struct {
	root       *analysis.Analyzer   // the analyzer whose findings are reported
	order      []*analysis.Analyzer // root and what it requires, each after its requirements
	fset       *token.FileSet
	files      []*ast.File
	otherFiles []string
	pkg        *types.Package
	info       *types.Info
	sizes      types.Sizes
	module     *analysis.Module
	readFile   func(name string) ([]byte, error)
	// depFacts returns the facts of the package path depends on, by
	// objectpath; nil for no facts of other packages.
	depFacts func(path string) map[factKey]analysis.Fact
}

// run runs the analyzers on u and returns the root analyzer's findings
// and the facts other packages see: those objectpath can name.
func (u *unit) run() ([]analysis.Diagnostic, map[factKey]analysis.Fact, error) {
	type localKey struct {
		obj types.Object
		typ reflect.Type
	}
	local := map[localKey]analysis.Fact{}
	var pkgFacts []analysis.Fact
	enc := new(objectpath.Encoder)
	importFact := func(obj types.Object, fact analysis.Fact) bool {
		var f analysis.Fact
		if obj.Pkg() == nil {
			return false // the universe's objects take no facts
		} else if obj.Pkg() == u.pkg {
			f = local[localKey{obj, reflect.TypeOf(fact)}]
		} else if u.depFacts != nil {
			path, err := enc.For(obj)
			if err != nil {
				return false
			}
			f = u.depFacts(obj.Pkg().Path())[factKey{path, reflect.TypeOf(fact)}]
		}
		if f == nil {
			return false
		}
		reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(f).Elem())
		return true
	}

	var diags []analysis.Diagnostic
	results := map[*analysis.Analyzer]any{}
	for _, a := range u.order {
		pass := &analysis.Pass{
			Analyzer:   a,
			Fset:       u.fset,
			Files:      u.files,
			OtherFiles: u.otherFiles,
			Pkg:        u.pkg,
			TypesInfo:  u.info,
			TypesSizes: u.sizes,
			Module:     u.module,
			ResultOf:   results,
			Report: func(d analysis.Diagnostic) {
				if a == u.root {
					diags = append(diags, d)
				}
			},
			ReadFile:         u.readFile,
			ImportObjectFact: importFact,
			ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
				if obj.Pkg() != u.pkg {
					panic(fmt.Sprintf("%s: fact %T exported for %s, of another package", a.Name, fact, obj))
				}
				local[localKey{obj, reflect.TypeOf(fact)}] = fact
			},
			ImportPackageFact: func(pkg *types.Package, fact analysis.Fact) bool {
				var f analysis.Fact
				if pkg == u.pkg {
					for _, pf := range pkgFacts {
						if reflect.TypeOf(pf) == reflect.TypeOf(fact) {
							f = pf
						}
					}
				} else if u.depFacts != nil {
					f = u.depFacts(pkg.Path())[factKey{"", reflect.TypeOf(fact)}]
				}
				if f == nil {
					return false
				}
				reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(f).Elem())
				return true
			},
			ExportPackageFact: func(fact analysis.Fact) {
				pkgFacts = slices.DeleteFunc(pkgFacts, func(f analysis.Fact) bool { return reflect.TypeOf(f) == reflect.TypeOf(fact) })
				pkgFacts = append(pkgFacts, fact)
			},
			AllObjectFacts:  func() []analysis.ObjectFact { panic("urilint: AllObjectFacts is not served") },
			AllPackageFacts: func() []analysis.PackageFact { panic("urilint: AllPackageFacts is not served") },
		}
		res, err := a.Run(pass)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %v", a.Name, err)
		}
		results[a] = res
	}

	// What other packages see: the facts objectpath can name.
	facts := map[factKey]analysis.Fact{}
	for k, f := range local {
		if path, err := enc.For(k.obj); err == nil {
			facts[factKey{path, k.typ}] = f
		}
	}
	for _, f := range pkgFacts {
		facts[factKey{"", reflect.TypeOf(f)}] = f
	}
	return diags, facts, nil
}

// Analyze runs a, and what it requires, on one type-checked package
// without the facts of the packages it imports, and returns a's
// findings: what a test or a fuzzer needs of the driver, many times in
// one process.
func Analyze(a *analysis.Analyzer, fset *token.FileSet, files []*ast.File, pkg *types.Package, info *types.Info, sizes types.Sizes) ([]Diagnostic, error) {
	u := &unit{root: a, order: requiresOrder(a), fset: fset, files: files, pkg: pkg, info: info, sizes: sizes, readFile: os.ReadFile}
	diags, _, err := u.run()
	if err != nil {
		return nil, err
	}
	return diagnostics(fset, diags), nil
}
