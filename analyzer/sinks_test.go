// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
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
		if arg >= params.Len() || !typesutil.IsString(params.At(arg).Type()) {
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

// TestTextReads checks the functions whose reads treat a field as text
// against the standard library.
func TestTextReads(t *testing.T) {
	std := loadFuncs(t, &packages.Config{Mode: packages.NeedTypes | packages.NeedName}, "strings", "net")
	for name := range textReads {
		if fn := std[name]; fn == nil || fn.Signature().Params().Len() == 0 || !typesutil.IsString(fn.Signature().Params().At(0).Type()) {
			t.Errorf("textReads: %s is not a function of a string", name)
		}
	}
}
