// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package index_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/index"
)

const src = `package p

type URL struct{ s string }

func (u *URL) String() string { return u.s }

var base = "https://example.com/"

func parse(s string) (*URL, error) { return &URL{base + s}, nil }

func twice() {
	u, _ := parse("a")
	_, _ = parse(u.String())
	f := func() { _, _ = parse(base) }
	f()
}
`

// TestIndex holds the index to what the type checker recorded: every
// use of every object, in source order, its definition, every call and
// every function declaration.
func TestIndex(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}}
	if _, err := new(types.Config).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	in := inspector.New([]*ast.File{f})
	x := index.New(info, in)

	// Uses and Def, against a scan of the whole file, for every object.
	want := map[types.Object][]token.Pos{}
	ast.Inspect(f, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] != nil {
			want[info.Uses[id]] = append(want[info.Uses[id]], id.Pos())
		}
		return true
	})
	for obj, poss := range want {
		uses, ok := x.Uses(obj)
		if !ok {
			t.Errorf("Uses(%v): not all found", obj)
		}
		var got []token.Pos
		for _, u := range uses {
			got = append(got, u.Node().Pos())
		}
		if !slices.Equal(got, poss) {
			t.Errorf("Uses(%v) = %v, want %v", obj, got, poss)
		}
	}
	for id, obj := range info.Defs {
		if obj == nil {
			continue // the package name
		}
		if d, ok := x.Def(obj); !ok || d.Node() != id {
			t.Errorf("Def(%v) = %v, %v; want %v", obj, d, ok, id)
		}
	}

	// UsesIn: the uses of base within twice alone (the one in the
	// function literal), not in parse.
	var baseObj, twiceFn types.Object
	for id, obj := range info.Defs {
		switch id.Name {
		case "base":
			baseObj = obj
		case "twice":
			twiceFn = obj
		}
	}
	twiceDecl, ok := x.Decl(twiceFn.(*types.Func))
	if !ok || twiceDecl.Node().(*ast.FuncDecl).Name.Name != "twice" {
		t.Fatalf("Decl(twice) = %v, %v", twiceDecl, ok)
	}
	var in2 []int
	for u := range x.UsesIn(baseObj, twiceDecl) {
		in2 = append(in2, fset.Position(u.Node().Pos()).Line)
	}
	if !slices.Equal(in2, []int{14}) {
		t.Errorf("UsesIn(base, twice) on lines %v, want [14]", in2)
	}

	// Calls: every call, in source order; Decls: the three functions.
	var lines []int
	for _, c := range x.Calls() {
		lines = append(lines, fset.Position(c.Node().Pos()).Line)
	}
	if want := []int{12, 13, 13, 14, 15}; !slices.Equal(lines, want) {
		t.Errorf("Calls on lines %v, want %v", lines, want)
	}
	n := 0
	for fn, cur := range x.Decls() {
		n++
		if cur.Node().(*ast.FuncDecl).Name.Name != fn.Name() {
			t.Errorf("Decls: %v at %v", fn, cur)
		}
	}
	if n != 3 {
		t.Errorf("Decls: %d functions, want 3", n)
	}
}
