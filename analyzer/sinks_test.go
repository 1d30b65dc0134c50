// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/types"
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
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedTypes | packages.NeedName}, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]*types.Func{}
	for _, pkg := range pkgs {
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
