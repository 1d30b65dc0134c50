// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/internal/pkgtest"
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
		if strings.HasPrefix(typesutil.FuncPkgPath(name), "github.com/") {
			continue // not in the standard library
		}
		want[name] = p.arg
	}
	paths := map[string]bool{}
	for name := range want {
		paths[typesutil.FuncPkgPath(name)] = true
	}
	var patterns []string
	for p := range paths {
		patterns = append(patterns, p)
	}
	found, _ := pkgtest.Load(t, nil, patterns...)
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

// TestTextReads checks the functions whose reads treat a field as text
// against the standard library.
func TestTextReads(t *testing.T) {
	std, _ := pkgtest.Load(t, nil, "strings", "net")
	for name := range textReads {
		if fn := std[name]; fn == nil || fn.Signature().Params().Len() == 0 || !typesutil.IsString(fn.Signature().Params().At(0).Type()) {
			t.Errorf("textReads: %s is not a function of a string", name)
		}
	}
}
