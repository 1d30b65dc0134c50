// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestTables checks that every entry of the sink table and of the table
// of parameters that are not URIs names a real function of the standard
// library, by types.Func.FullName, with a string parameter at its index.
func TestTables(t *testing.T) {
	if testing.Short() {
		t.Skip("loads standard packages")
	}
	want := map[string]int{}
	for _, s := range stdSinks {
		want[s.Func] = s.Arg
	}
	for name, p := range nonURIParams {
		if strings.HasPrefix(funcPkgPath(name), "github.com/") {
			continue // not in the standard library
		}
		want[name] = p.arg
	}
	paths := map[string]bool{}
	for name := range want {
		paths[funcPkgPath(name)] = true
	}
	var patterns []string
	for p := range paths {
		patterns = append(patterns, p)
	}
	found := loadFuncs(t, &packages.Config{Mode: packages.NeedTypes | packages.NeedName}, patterns...)
	for name, arg := range want {
		fn := found[name]
		if fn == nil {
			t.Errorf("%s: no such function", name)
			continue
		}
		params := fn.Signature().Params()
		if arg >= params.Len() || !isString(params.At(arg).Type()) {
			t.Errorf("%s: parameter %d is not a string", name, arg)
		}
	}
}

// loadFuncs loads the packages of patterns and returns their functions
// and methods by types.Func.FullName.
func loadFuncs(t *testing.T, cfg *packages.Config, patterns ...string) map[string]*types.Func {
	t.Helper()
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]*types.Func{}
	for _, pkg := range pkgs {
		for _, e := range pkg.Errors {
			t.Errorf("%s: %v", pkg.PkgPath, e)
		}
		if pkg.Types == nil {
			continue
		}
		scope := pkg.Types.Scope()
		for _, n := range scope.Names() {
			obj := scope.Lookup(n)
			if fn, ok := obj.(*types.Func); ok {
				found[fn.FullName()] = fn
			}
			if tn, ok := obj.(*types.TypeName); ok {
				for _, typ := range []types.Type{tn.Type(), types.NewPointer(tn.Type())} {
					ms := types.NewMethodSet(typ)
					for i := range ms.Len() {
						fn := ms.At(i).Obj().(*types.Func)
						found[fn.FullName()] = fn
					}
				}
			}
		}
	}
	return found
}

// TestAssertionTable checks every entry of the assertion table and of
// the functions that fail a test against the real signatures: the
// standard library's, and testify's and go-cmp's as the stubs under
// testdata/src declare them.
func TestAssertionTable(t *testing.T) {
	abs, err := filepath.Abs("testdata")
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
	found := loadFuncs(t, &packages.Config{
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
			if a.arg+2 >= params.Len() || !types.IsInterface(typ) || !isNamed(params.At(a.arg+1).Type(), funcPkgPath(name), "Checker") || !fn.Signature().Variadic() {
				t.Errorf("%s: parameters %d.. are not (got, checker, args...)", name, a.arg)
			}
		}
	}
	std := loadFuncs(t, &packages.Config{Mode: packages.NeedTypes | packages.NeedName}, "strings", "net")
	for name := range textReads {
		if fn := std[name]; fn == nil || fn.Signature().Params().Len() == 0 || !isString(fn.Signature().Params().At(0).Type()) {
			t.Errorf("textReads: %s is not a function of a string", name)
		}
	}
	qt := loadVars(t, &packages.Config{
		Mode: packages.NeedTypes | packages.NeedName,
		Env:  append(os.Environ(), "GOPATH="+abs, "GO111MODULE=off", "GOFLAGS=", "GOTOOLCHAIN=local"),
	}, "github.com/frankban/quicktest")
	for name := range qtCheckers {
		if v := qt[name]; v == nil || !isNamed(v.Type(), "github.com/frankban/quicktest", "Checker") {
			t.Errorf("%s: no such checker", name)
		}
	}
	for name := range failFuncs {
		if found[name] == nil {
			t.Errorf("%s: no such function", name)
		}
	}
}

// loadVars returns the package variables of the packages, by package
// path and name.
func loadVars(t *testing.T, cfg *packages.Config, patterns ...string) map[string]*types.Var {
	t.Helper()
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]*types.Var{}
	for _, pkg := range pkgs {
		for _, e := range pkg.Errors {
			t.Errorf("%s: %v", pkg.PkgPath, e)
		}
		if pkg.Types == nil {
			continue
		}
		for _, n := range pkg.Types.Scope().Names() {
			if v, ok := pkg.Types.Scope().Lookup(n).(*types.Var); ok {
				found[pkg.PkgPath+"."+n] = v
			}
		}
	}
	return found
}
