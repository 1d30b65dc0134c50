// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

import (
	"go/types"
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/internal/pkgtest"
	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// TestStdRows checks every row that names the standard library against
// the toolchain's packages, type-checked from source: each function
// exists, with a parameter at each index a row gives, and each field or
// method exists on its type. The libraries' rows are checked elsewhere
// (the analyzer's TestLibrarySignatures, the test policy's
// TestAssertionTable).
func TestStdRows(t *testing.T) {
	if testing.Short() {
		t.Skip("loads standard packages")
	}
	args := map[string][]int{} // function -> indexes its rows give (-1: none)
	add := func(fn string, i int) {
		if std(typesutil.FuncPkgPath(fn)) {
			args[fn] = append(args[fn], i)
		}
	}
	for _, tb := range [][]Sink{StdSinks, RequestSenders, URLSinks} {
		for _, s := range tb {
			add(s.Func, s.Arg)
		}
	}
	for _, tb := range [][]Arg{StdReaders, AddressArgs, PrintFuncs} {
		for _, a := range tb {
			add(a.Func, a.Arg)
		}
	}
	for _, n := range NonURIParams {
		add(n.Func, n.Arg)
	}
	for _, a := range Assertions {
		add(a.Func, a.Arg)
	}
	for _, tb := range [][]Func{FSPathFuncs, DecodedFuncs, FamilyChecks, TextReads, BareHostFuncs, FailFuncs, SkipFuncs, HostKeepers, HostNames, AbsPathChecks, PathCleans} {
		for _, f := range tb {
			add(string(f), -1)
		}
	}
	for _, c := range ColonTests {
		add(c.Func, -1)
	}
	paths := map[string]bool{"net/url": true, "net/http": true}
	for fn := range args {
		paths[typesutil.FuncPkgPath(fn)] = true
	}
	var patterns []string
	for p := range paths {
		patterns = append(patterns, p)
	}
	pkgs := pkgtest.Packages(t, nil, patterns...)
	funcs := pkgtest.Funcs(pkgs)
	for name, idx := range args {
		fn := funcs[name]
		if fn == nil {
			t.Errorf("%s: no such function in the standard library", name)
			continue
		}
		for _, i := range idx {
			if i >= fn.Signature().Params().Len() {
				t.Errorf("%s: no parameter %d", name, i)
			}
		}
	}
	members := func(table string, path, typ string, ms []Member) {
		obj := pkgs[path].Scope().Lookup(typ)
		for _, m := range ms {
			if o, _, _ := types.LookupFieldOrMethod(types.NewPointer(obj.Type()), true, obj.Pkg(), string(m)); o == nil {
				t.Errorf("%s: %s.%s has no field or method %s", table, path, typ, m)
			}
		}
	}
	members("urlmethods", "net/url", "URL", ReadOnlyURLMethods)
	members("urlresolutions", "net/url", "URL", URLResolutions)
	members("requestreads", "net/http", "Request", RequestURLReads)
	members("requestothers", "net/http", "Request", RequestOtherMembers)
	members("requestwrites", "net/http", "Request", RequestWrites)
	for _, p := range PartFields {
		dot := strings.LastIndexByte(p.Type, '.')
		obj := pkgs[p.Type[:dot]].Scope().Lookup(p.Type[dot+1:])
		o, _, _ := types.LookupFieldOrMethod(obj.Type(), false, obj.Pkg(), p.Field)
		if v, ok := o.(*types.Var); !ok || !v.IsField() || !typesutil.IsString(v.Type()) {
			t.Errorf("partfields: %s.%s is not a string field", p.Type, p.Field)
		}
	}
}

// std reports whether path is a standard library package's: its first
// element has no dot.
func std(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
