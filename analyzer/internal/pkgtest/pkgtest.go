// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package pkgtest loads packages for the tests that check urilint's
// tables of functions against the real signatures. Only tests import it.
package pkgtest

import (
	"go/types"
	"testing"

	"golang.org/x/tools/go/packages"
)

// Load returns the functions and methods of the packages, by
// types.Func.FullName, and their package variables, by "path.name".
func Load(t *testing.T, cfg *packages.Config, patterns ...string) (map[string]*types.Func, map[string]*types.Var) {
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
