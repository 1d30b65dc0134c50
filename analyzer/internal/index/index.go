// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package index is one index of a package's syntax by meaning: where
// each object is defined and used, the calls, and the function
// declarations. urilint's units ask it instead of walking the files
// again, each with its own scan; it is shared through Requires, in the
// shape of x/tools' typeindex, and built lazily, part by part, on the
// first question: most packages ask none.
package index

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"iter"
	"reflect"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// Analyzer provides the [*Index] of a package.
var Analyzer = &analysis.Analyzer{
	Name:       "uriindex",
	Doc:        "index a package's definitions, uses, calls and function declarations for urilint's units",
	URL:        "https://pkg.go.dev/github.com/urilint/urilint/analyzer",
	Requires:   []*analysis.Analyzer{inspect.Analyzer},
	ResultType: reflect.TypeFor[*Index](),
	Run: func(pass *analysis.Pass) (any, error) {
		return New(pass.TypesInfo, pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)), nil
	},
}

// An Index answers where the objects of a package are defined and
// used, which calls it makes and where its functions are declared. Its
// methods are safe for concurrent use.
//
// The calls and declarations are listed once, on the first question.
// Uses are found by a scan of the part of the syntax asked about
// (UsesIn) or of the type checker's record (Uses), and a definition at
// its position: a map of every identifier of the package, built once,
// cost more than all the scans it saves (61 MB more over the benchmark's
// net/http packages, for a handful of questions).
type Index struct {
	info *types.Info
	in   *inspector.Inspector

	callsOnce sync.Once
	calls     []inspector.Cursor // every call, in source order

	declsOnce sync.Once
	decls     map[*types.Func]inspector.Cursor // the declaration of each function declared
}

// New returns the index of the files in, whose types info describes.
func New(info *types.Info, in *inspector.Inspector) *Index {
	return &Index{info: info, in: in}
}

// Inspector returns the inspector the index reads.
func (x *Index) Inspector() *inspector.Inspector { return x.in }

// Uses returns the identifiers that use obj, in source order; ok is
// false if the syntax does not hold every use of it (a file cmd/cgo
// rewrote).
func (x *Index) Uses(obj types.Object) (uses []inspector.Cursor, ok bool) {
	for id, o := range x.info.Uses {
		if o != obj {
			continue
		}
		cur, ok := x.in.Root().FindByPos(id.Pos(), id.End())
		if !ok || cur.Node() != ast.Node(id) {
			return nil, false
		}
		uses = append(uses, cur)
	}
	slices.SortFunc(uses, func(a, b inspector.Cursor) int { return cmp.Compare(a.Node().Pos(), b.Node().Pos()) })
	return uses, true
}

// UsesIn returns the identifiers within the subtree at in that use
// obj, in source order.
func (x *Index) UsesIn(obj types.Object, in inspector.Cursor) iter.Seq[inspector.Cursor] {
	return func(yield func(inspector.Cursor) bool) {
		for cur := range in.Preorder((*ast.Ident)(nil)) {
			if x.info.Uses[cur.Node().(*ast.Ident)] == obj && !yield(cur) {
				return
			}
		}
	}
}

// Def returns the identifier that defines obj, if the syntax holds it.
func (x *Index) Def(obj types.Object) (inspector.Cursor, bool) {
	if !obj.Pos().IsValid() {
		return inspector.Cursor{}, false
	}
	cur, ok := x.in.Root().FindByPos(obj.Pos(), obj.Pos()+token.Pos(len(obj.Name())))
	if !ok {
		return inspector.Cursor{}, false
	}
	if id, isID := cur.Node().(*ast.Ident); !isID || x.info.Defs[id] != obj {
		return inspector.Cursor{}, false
	}
	return cur, true
}

// Calls returns every call of the package, in source order.
func (x *Index) Calls() []inspector.Cursor {
	x.callsOnce.Do(func() {
		x.calls = []inspector.Cursor{}
		for cur := range x.in.Root().Preorder((*ast.CallExpr)(nil)) {
			x.calls = append(x.calls, cur)
		}
	})
	return x.calls
}

// Decl returns the declaration of fn (an *ast.FuncDecl), if it is
// declared in the package's files.
func (x *Index) Decl(fn *types.Func) (inspector.Cursor, bool) {
	x.indexDecls()
	cur, ok := x.decls[fn]
	return cur, ok
}

// Decls returns the functions declared in the package's files and
// their declarations, in no order.
func (x *Index) Decls() iter.Seq2[*types.Func, inspector.Cursor] {
	x.indexDecls()
	return func(yield func(*types.Func, inspector.Cursor) bool) {
		for fn, cur := range x.decls {
			if !yield(fn, cur) {
				return
			}
		}
	}
}

func (x *Index) indexDecls() {
	x.declsOnce.Do(func() {
		x.decls = map[*types.Func]inspector.Cursor{}
		for f := range x.in.Root().Children() {
			for d := range f.Children() {
				if fd, ok := d.Node().(*ast.FuncDecl); ok {
					if fn, ok := x.info.Defs[fd.Name].(*types.Func); ok {
						x.decls[fn] = d
					}
				}
			}
		}
	})
}
