// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package pkgtest loads packages for the tests that check urilint's
// tables of functions against the real signatures. Only tests import it.
package pkgtest

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"testing"
)

// Load type-checks the packages from source, as the go/build context
// ctxt finds them (nil for the default context without cgo), and
// returns their functions and methods, by types.Func.FullName, and
// their package variables, by "path.name". Type-checking from source
// compiles nothing: it costs a test a fraction of what export data
// built by the go command would with a cold build cache.
func Load(t *testing.T, ctxt *build.Context, patterns ...string) (map[string]*types.Func, map[string]*types.Var) {
	t.Helper()
	pkgs := Packages(t, ctxt, patterns...)
	vars := map[string]*types.Var{}
	for path, pkg := range pkgs {
		scope := pkg.Scope()
		for _, n := range scope.Names() {
			if v, ok := scope.Lookup(n).(*types.Var); ok {
				vars[path+"."+n] = v
			}
		}
	}
	return Funcs(pkgs), vars
}

// Funcs returns the functions and methods of pkgs, by
// types.Func.FullName.
func Funcs(pkgs map[string]*types.Package) map[string]*types.Func {
	funcs := map[string]*types.Func{}
	for _, pkg := range pkgs {
		scope := pkg.Scope()
		for _, n := range scope.Names() {
			switch obj := scope.Lookup(n).(type) {
			case *types.Func:
				funcs[obj.FullName()] = obj
			case *types.TypeName:
				for _, typ := range []types.Type{obj.Type(), types.NewPointer(obj.Type())} {
					ms := types.NewMethodSet(typ)
					for i := range ms.Len() {
						fn := ms.At(i).Obj().(*types.Func)
						funcs[fn.FullName()] = fn
					}
				}
			}
		}
	}
	return funcs
}

// Packages type-checks the packages from source as Load does and
// returns them by path. With ctxt.Dir set, the go command finds them in
// the module there.
func Packages(t *testing.T, ctxt *build.Context, patterns ...string) map[string]*types.Package {
	t.Helper()
	if ctxt == nil {
		c := build.Default
		c.CgoEnabled = false
		ctxt = &c
	}
	imp := &importer{ctxt: ctxt, fset: token.NewFileSet(), pkgs: map[string]*types.Package{}}
	pkgs := map[string]*types.Package{}
	for _, path := range patterns {
		pkg, err := imp.Import(path)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		pkgs[path] = pkg
	}
	return pkgs
}

// An importer type-checks packages from source, bodies left out, each
// once.
type importer struct {
	ctxt *build.Context
	fset *token.FileSet
	pkgs map[string]*types.Package
}

func (imp *importer) Import(path string) (*types.Package, error) {
	if path == "unsafe" {
		return types.Unsafe, nil
	}
	if pkg, ok := imp.pkgs[path]; ok {
		if pkg == nil {
			return nil, fmt.Errorf("import cycle through %s", path)
		}
		return pkg, nil
	}
	imp.pkgs[path] = nil
	bp, err := imp.ctxt.Import(path, imp.ctxt.Dir, 0)
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, name := range bp.GoFiles {
		f, err := parser.ParseFile(imp.fset, filepath.Join(bp.Dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		// Package-level types do not depend on function bodies.
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				fd.Body = nil
			}
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: imp, IgnoreFuncBodies: true, FakeImportC: true, Error: func(error) {}}
	pkg, err := conf.Check(path, imp.fset, files, nil)
	if pkg == nil {
		return nil, err
	}
	imp.pkgs[path] = pkg
	return pkg, nil
}

// A Checked is one file type-checked with its syntax and types, for the
// tests that run a unit of the analysis on a snippet.
type Checked struct {
	Fset *token.FileSet
	File *ast.File
	Pkg  *types.Package
	Info *types.Info
}

// Check parses src as the file name of package path and type-checks it,
// its imports from source as Load does (without their function bodies).
func Check(t *testing.T, path, name, src string) *Checked {
	t.Helper()
	c := build.Default
	c.CgoEnabled = false
	imp := &importer{ctxt: &c, fset: token.NewFileSet(), pkgs: map[string]*types.Package{}}
	f, err := parser.ParseFile(imp.fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Implicits:  map[ast.Node]types.Object{},
		Scopes:     map[ast.Node]*types.Scope{},
	}
	pkg, err := (&types.Config{Importer: imp}).Check(path, imp.fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	return &Checked{imp.fset, f, pkg, info}
}
