// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// TestAssertionTable checks every entry of the assertion table and of
// the functions that fail a test against the real signatures: the
// standard library's, and testify's and go-cmp's as the stubs under
// analyzer/testdata/src declare them.
func TestAssertionTable(t *testing.T) {
	abs, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	paths := map[string]bool{}
	for name := range assertions {
		paths[funcPkgPath(name)] = true
	}
	for name := range failFuncs {
		paths[funcPkgPath(name)] = true
	}
	var patterns []string
	for p := range paths {
		patterns = append(patterns, p)
	}
	patterns = append(patterns, "github.com/frankban/quicktest")
	found, qt := load(t, &packages.Config{
		Mode: packages.NeedTypes | packages.NeedName,
		Env:  append(os.Environ(), "GOPATH="+abs, "GO111MODULE=off", "GOFLAGS=", "GOTOOLCHAIN=local"),
	}, patterns...)
	errType := types.Universe.Lookup("error").Type()
	for name, a := range assertions {
		fn := found[name]
		if fn == nil {
			t.Errorf("%s: no such function", name)
			continue
		}
		params := fn.Signature().Params()
		if a.arg >= params.Len() {
			t.Errorf("%s: no parameter %d", name, a.arg)
			continue
		}
		typ := params.At(a.arg).Type()
		switch a.kind {
		case assertNoError, assertError:
			if !types.Identical(typ, errType) && !types.IsInterface(typ) {
				t.Errorf("%s: parameter %d is %v, not an error", name, a.arg, typ)
			}
		case assertTrue, assertFalse:
			if !isBool(typ) {
				t.Errorf("%s: parameter %d is %v, not a bool", name, a.arg, typ)
			}
		case assertEqual, assertNotEqual:
			if a.arg+1 >= params.Len() || !types.IsInterface(typ) || !types.IsInterface(params.At(a.arg+1).Type()) {
				t.Errorf("%s: parameters %d and %d are not two values to compare", name, a.arg, a.arg+1)
			}
		case assertChecker:
			// got, then the checker, then its arguments.
			if a.arg+2 >= params.Len() || !types.IsInterface(typ) || !typesutil.IsNamed(params.At(a.arg+1).Type(), funcPkgPath(name), "Checker") || !fn.Signature().Variadic() {
				t.Errorf("%s: parameters %d.. are not (got, checker, args...)", name, a.arg)
			}
		}
	}
	for name := range qtCheckers {
		if v := qt[name]; v == nil || !typesutil.IsNamed(v.Type(), "github.com/frankban/quicktest", "Checker") {
			t.Errorf("%s: no such checker", name)
		}
	}
	for name := range failFuncs {
		if found[name] == nil {
			t.Errorf("%s: no such function", name)
		}
	}
}

// funcPkgPath returns the package path of a types.Func.FullName:
// "(*net/url.URL).Parse" and "net/url.Parse" give "net/url".
func funcPkgPath(name string) string {
	name = strings.TrimLeft(name, "(*")
	if i := strings.IndexByte(name, ')'); i >= 0 {
		name = name[:i]
	}
	slash := strings.LastIndexByte(name, '/')
	if dot := strings.IndexByte(name[slash+1:], '.'); dot >= 0 {
		return name[:slash+1+dot]
	}
	return name
}

// load returns the functions and methods, by FullName, and the package
// variables, by path.name, of the packages.
func load(t *testing.T, cfg *packages.Config, patterns ...string) (map[string]*types.Func, map[string]*types.Var) {
	t.Helper()
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	funcs, vars := map[string]*types.Func{}, map[string]*types.Var{}
	for _, pkg := range pkgs {
		for _, e := range pkg.Errors {
			t.Errorf("%s: %v", pkg.PkgPath, e)
		}
		if pkg.Types == nil {
			continue
		}
		scope := pkg.Types.Scope()
		for _, n := range scope.Names() {
			switch obj := scope.Lookup(n).(type) {
			case *types.Func:
				funcs[obj.FullName()] = obj
			case *types.Var:
				vars[pkg.PkgPath+"."+n] = obj
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
	return funcs, vars
}
