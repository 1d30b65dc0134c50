// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
)

// TestLocalOf checks that the writes localOf finds on demand are those
// a walk of every declaration finds, whatever the order of the questions:
// a local first or a package variable first.
func TestLocalOf(t *testing.T) {
	const src = `package p

var base = "http://a.example/"

var addrOf *string

var handler = func() string {
	u := "http://b.example/"
	u = u + "x"
	return u
}

func f(tls bool) string {
	u := base
	if tls {
		u = "https://a.example/"
	}
	base = u
	var once = "http://once.example/"
	_ = once
	return u
}

func g(xs []string) (s string) {
	for _, x := range xs {
		s = x
	}
	t, err := h()
	t, err2 := h()
	_, _ = err, err2
	addrOf = &t
	var n int
	n++
	return s + t
}

func h() (string, error) { return base, nil }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{},
		Defs:  map[*ast.Ident]types.Object{},
		Uses:  map[*ast.Ident]types.Object{},
	}
	pkg, err := new(types.Config).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	var vars []*types.Var
	for id, obj := range info.Defs {
		if v, ok := obj.(*types.Var); ok && id.Name != "_" {
			vars = append(vars, v)
		}
	}
	slices.SortFunc(vars, func(a, b *types.Var) int { return int(a.Pos() - b.Pos()) })

	newChecker := func() *checker {
		in := inspector.New([]*ast.File{f})
		c := &checker{
			pass:  &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Pkg: pkg, TypesInfo: info},
			sinks: sinkIndex{reachable: true},
			files: fileSet{curs: map[*token.File]inspector.Cursor{}},
		}
		c.values = valueIndex{pass: c.pass, files: &c.files, follow: true, locals: map[*types.Var]*local{}}
		for fileCur := range in.Root().Children() {
			c.files.curs[fset.File(fileCur.Node().Pos())] = fileCur
			c.files.checked = append(c.files.checked, fileCur)
		}
		return c
	}
	// The walk of every declaration, as the analysis once did.
	all := newChecker()
	for _, fileCur := range all.files.checked {
		for decl := range fileCur.Children() {
			all.values.scanWrites(decl)
		}
	}
	all.values.allScanned = true
	written := 0
	for _, v := range vars {
		if all.values.locals[v] != nil {
			written++
		}
	}
	if written < 6 {
		t.Fatalf("the walk found the writes of %d variables, want at least 6: the test source no longer tests much", written)
	}

	for name, order := range map[string][]*types.Var{"source order": vars, "reverse order": reversed(vars)} {
		c := newChecker()
		for _, v := range order {
			got, want := c.values.localOf(v), all.values.locals[v]
			if (got == nil) != (want == nil) {
				t.Errorf("%s: localOf(%s) found writes: %v, want %v", name, v.Name(), got != nil, want != nil)
				continue
			}
			if got == nil {
				continue
			}
			if got.writes != want.writes || got.addr != want.addr || (got.writes == 1 && got.value != want.value) {
				t.Errorf("%s: localOf(%s) = {writes %d, addr %v}, want {writes %d, addr %v}", name, v.Name(), got.writes, got.addr, want.writes, want.addr)
			}
			if v.Kind() == types.LocalVar {
				var gotNodes, wantNodes []ast.Node
				for _, d := range got.defs {
					gotNodes = append(gotNodes, d.node)
				}
				for _, d := range want.defs {
					wantNodes = append(wantNodes, d.node)
				}
				if !slices.Equal(gotNodes, wantNodes) {
					t.Errorf("%s: localOf(%s) writes at %v, want %v", name, v.Name(), gotNodes, wantNodes)
				}
			}
		}
	}
}

func reversed[T any](s []T) []T {
	r := slices.Clone(s)
	slices.Reverse(r)
	return r
}
