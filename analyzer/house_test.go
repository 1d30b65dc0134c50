// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestNoUnitWritesAnother holds the package to the rule its comments
// state: each unit of the checker (the types of its fields that have
// methods: fileSet, valueIndex, sinkIndex, …) fills its own state, and
// the others read it. A method of a unit that writes through its link
// to another unit (jx.flow.notURI.lits[l] = r), or a method of the
// checker that writes inside a unit it has built (c.files.list = …),
// breaks it.
func TestNoUnitWritesAnother(t *testing.T) {
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	for _, w := range unitWrites(fset, files, "checker") {
		t.Error(w)
	}
}

// TestUnitWrites shows that unitWrites finds what it must: writes
// through a link to another unit, in every form of write, and the
// checker's writes inside a unit; and lets a unit write its own state.
func TestUnitWrites(t *testing.T) {
	const src = `package p

type top struct {
	a  alpha
	b  beta
	memo map[int]int // the top's own: no methods
}

type alpha struct {
	own  map[int]int
	list []int
	n    int
}

func (x *alpha) fill() { x.own[1] = 1; x.list = append(x.list, 1); x.n++ }

type beta struct {
	a *alpha
	m map[int]int
}

func (y *beta) ok() { y.m = map[int]int{}; _ = y.a.own[1] }
func (y *beta) set() { y.a.n = 2 }
func (y *beta) index() { y.a.own[3] = 3 }
func (y *beta) inc() { y.a.n++ }
func (y *beta) del() { delete(y.a.own, 1) }

func (t *top) build() { t.a = alpha{}; t.b = beta{a: &t.a}; t.memo = map[int]int{} }
func (t *top) poke() { t.a.list = nil }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := unitWrites(fset, []*ast.File{f}, "top")
	want := []string{
		"p.go:23: (*beta).set writes y.a.n, a field of alpha",
		"p.go:24: (*beta).index writes y.a.own, a field of alpha",
		"p.go:25: (*beta).inc writes y.a.n, a field of alpha",
		"p.go:26: (*beta).del writes y.a.own, a field of alpha",
		"p.go:29: (*top).poke writes t.a.list, a field of alpha",
	}
	if !slices.Equal(got, want) {
		t.Errorf("unitWrites:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// unitWrites returns the writes, in files, of one unit's methods to
// another unit's fields. The units are the types of top's fields that
// have methods; top is one too, that may build a unit (t.a = alpha{})
// but not write inside one.
func unitWrites(fset *token.FileSet, files []*ast.File, top string) []string {
	structs := map[string]*ast.StructType{}
	methods := map[string]bool{}
	for _, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.GenDecl:
				for _, s := range d.Specs {
					if ts, ok := s.(*ast.TypeSpec); ok {
						if st, ok := ts.Type.(*ast.StructType); ok {
							structs[ts.Name.Name] = st
						}
					}
				}
			case *ast.FuncDecl:
				if d.Recv != nil {
					methods[recvType(d)] = true
				}
			}
		}
	}
	// The fields of each unit: to which unit each leads.
	fieldUnit := func(typ ast.Expr) string {
		if st, ok := typ.(*ast.StarExpr); ok {
			typ = st.X
		}
		if id, ok := typ.(*ast.Ident); ok && methods[id.Name] {
			return id.Name
		}
		return ""
	}
	units := map[string]bool{top: true}
	if st := structs[top]; st != nil {
		for _, fl := range st.Fields.List {
			if u := fieldUnit(fl.Type); u != "" {
				units[u] = true
			}
		}
	}
	links := map[string]map[string]string{} // unit -> field -> the unit it leads to
	for u := range units {
		links[u] = map[string]string{}
		if st := structs[u]; st != nil {
			for _, fl := range st.Fields.List {
				_, ptr := fl.Type.(*ast.StarExpr)
				to := fieldUnit(fl.Type)
				if to == "" || !units[to] || u != top && !ptr {
					continue
				}
				for _, n := range fl.Names {
					links[u][n.Name] = to
				}
			}
		}
	}
	var out []string
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Body == nil || !units[recvType(fd)] || len(fd.Recv.List[0].Names) == 0 {
				continue
			}
			unit, recv := recvType(fd), fd.Recv.List[0].Names[0].Name
			check := func(e ast.Expr) {
				// The chain from the receiver: recv.field.field…
				var path []string
				for {
					switch x := e.(type) {
					case *ast.SelectorExpr:
						path = append(path, x.Sel.Name)
						e = x.X
						continue
					case *ast.IndexExpr:
						path = path[:0] // an element: only its container counts
						e = x.X
						continue
					case *ast.StarExpr:
						e = x.X
						continue
					case *ast.ParenExpr:
						e = x.X
						continue
					case *ast.Ident:
						if x.Name != recv || len(path) < 2 {
							return
						}
					default:
						return
					}
					break
				}
				slices.Reverse(path)
				if to, ok := links[unit][path[0]]; ok {
					out = append(out, fmt.Sprintf("%s:%d: (*%s).%s writes %s.%s, a field of %s",
						filepath.Base(fset.Position(e.Pos()).Filename), fset.Position(e.Pos()).Line,
						unit, fd.Name.Name, recv, strings.Join(path[:2], "."), to))
				}
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					for _, l := range n.Lhs {
						check(l)
					}
				case *ast.IncDecStmt:
					check(n.X)
				case *ast.CallExpr:
					if id, ok := n.Fun.(*ast.Ident); ok && (id.Name == "delete" || id.Name == "clear") && len(n.Args) > 0 {
						check(n.Args[0])
					}
				}
				return true
			})
		}
	}
	return out
}

// recvType returns the name of the type of fd's receiver.
func recvType(fd *ast.FuncDecl) string {
	t := fd.Recv.List[0].Type
	if st, ok := t.(*ast.StarExpr); ok {
		t = st.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}
