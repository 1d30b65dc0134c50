// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/build"
	"go/types"
	"path/filepath"
	"testing"

	"github.com/urilint/urilint/analyzer/internal/pkgtest"
	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// TestAssertionTable checks every entry of the assertion table and of
// the functions that fail or skip a test against the real signatures: the
// standard library's, and testify's and go-cmp's as the stubs under
// analyzer/testdata/src declare them.
func TestAssertionTable(t *testing.T) {
	abs, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	paths := map[string]bool{}
	for name := range assertions {
		paths[typesutil.FuncPkgPath(name)] = true
	}
	for name := range panicAssertions {
		paths[typesutil.FuncPkgPath(name)] = true
	}
	for name := range failFuncs {
		paths[typesutil.FuncPkgPath(name)] = true
	}
	for name := range skipFuncs {
		paths[typesutil.FuncPkgPath(name)] = true
	}
	var patterns []string
	for p := range paths {
		patterns = append(patterns, p)
	}
	patterns = append(patterns, "github.com/frankban/quicktest")
	// The stubs are found in GOPATH mode.
	t.Setenv("GO111MODULE", "off")
	ctxt := build.Default
	ctxt.GOPATH, ctxt.CgoEnabled = abs, false
	found, qt := pkgtest.Load(t, &ctxt, patterns...)
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
			if a.arg+2 >= params.Len() || !types.IsInterface(typ) || !typesutil.IsNamed(params.At(a.arg+1).Type(), typesutil.FuncPkgPath(name), "Checker") || !fn.Signature().Variadic() {
				t.Errorf("%s: parameters %d.. are not (got, checker, args...)", name, a.arg)
			}
		}
	}
	for name, e := range panicAssertions {
		fn := found[name]
		if fn == nil {
			t.Errorf("%s: no such function", name)
			continue
		}
		params := fn.Signature().Params()
		if e.arg >= params.Len() {
			t.Errorf("%s: no parameter %d", name, e.arg)
			continue
		}
		if sig, ok := params.At(e.arg).Type().Underlying().(*types.Signature); !ok || sig.Params().Len() != 0 || sig.Results().Len() != 0 {
			t.Errorf("%s: parameter %d is %v, not a func()", name, e.arg, params.At(e.arg).Type())
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
	for name := range skipFuncs {
		if found[name] == nil {
			t.Errorf("%s: no such function", name)
		}
	}
}
