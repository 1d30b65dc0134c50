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
	"go/ast"
	"go/types"
	"iter"
	"reflect"
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
type Index struct {
	info *types.Info
	in   *inspector.Inspector

	idents sync.Once
	defs   map[types.Object]inspector.Cursor   // the defining identifier of each object
	uses   map[types.Object][]inspector.Cursor // the identifiers that use each object, in source order
	lost   map[types.Object]bool               // objects with a use the syntax does not hold

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

func (x *Index) indexIdents() {
	x.idents.Do(func() {
		x.defs = map[types.Object]inspector.Cursor{}
		x.uses = map[types.Object][]inspector.Cursor{}
		found := 0
		for cur := range x.in.Root().Preorder((*ast.Ident)(nil)) {
			id := cur.Node().(*ast.Ident)
			if obj := x.info.Uses[id]; obj != nil {
				x.uses[obj] = append(x.uses[obj], cur)
				found++
			} else if obj := x.info.Defs[id]; obj != nil {
				x.defs[obj] = cur
			}
		}
		if found == len(x.info.Uses) {
			return
		}
		// A use the type checker recorded in no file of the syntax (a
		// file cmd/cgo rewrote): the uses of its object are not all
		// known.
		x.lost = map[types.Object]bool{}
		for id, obj := range x.info.Uses {
			if cur, ok := x.in.Root().FindByPos(id.Pos(), id.End()); !ok || cur.Node() != ast.Node(id) {
				x.lost[obj] = true
			}
		}
	})
}

// Uses returns the identifiers that use obj, in source order; ok is
// false if the syntax does not hold every use of it.
func (x *Index) Uses(obj types.Object) (uses []inspector.Cursor, ok bool) {
	x.indexIdents()
	return x.uses[obj], !x.lost[obj]
}

// UsesIn returns the identifiers within the subtree at in that use
// obj, in source order.
func (x *Index) UsesIn(obj types.Object, in inspector.Cursor) iter.Seq[inspector.Cursor] {
	x.indexIdents()
	return func(yield func(inspector.Cursor) bool) {
		for _, u := range x.uses[obj] {
			if in.Contains(u) && !yield(u) {
				return
			}
		}
	}
}

// Def returns the identifier that defines obj, if the syntax holds it.
func (x *Index) Def(obj types.Object) (inspector.Cursor, bool) {
	x.indexIdents()
	cur, ok := x.defs[obj]
	return cur, ok
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
