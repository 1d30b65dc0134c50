// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
)

// pinsAnswer reports whether the answer of the call at cur, which took
// a row's string, is compared with another, non-bool field of the row:
// the row pins what the parser answers on this very string.
func (tb *rows) pinsAnswer(cur inspector.Cursor, r *rowInfo) bool {
	info := tb.info()
	call := cur.Node().(*ast.CallExpr)
	results := callResults(info, cur, func(t types.Type) bool { return !isError(t) && !isBool(t) })
	answer := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if n == call {
				found = true
			}
			if id, ok := n.(*ast.Ident); ok && results[info.Uses[id]] {
				found = true
			}
			return !found
		})
		return found
	}
	other := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if f, ok := info.Uses[sel.Sel].(*types.Var); ok && f.IsField() && f != r.path[0] && !isBool(f.Type()) && f.Parent() == nil {
					if st, _ := underStruct(info.TypeOf(r.row)); st != nil {
						for i := range st.NumFields() {
							if st.Field(i) == f {
								found = true
							}
						}
					}
				}
			}
			return !found
		})
		return found
	}
	pair := func(a, b ast.Expr) bool { return answer(a) && other(b) || answer(b) && other(a) }
	var root inspector.Cursor
	for fc := range cur.Enclosing((*ast.BlockStmt)(nil)) {
		root = fc
	}
	if root.Node() == nil {
		return false
	}
	found := false
	for n := range root.Preorder((*ast.BinaryExpr)(nil), (*ast.CallExpr)(nil)) {
		switch x := n.Node().(type) {
		case *ast.BinaryExpr:
			if (x.Op == token.EQL || x.Op == token.NEQ) && pair(x.X, x.Y) {
				found = true
			}
		case *ast.CallExpr:
			if kind, a, b, ok := tb.hl.assertionOf(x); ok && (kind == assertEqual || kind == assertNotEqual) && b != nil && pair(a, b) {
				found = true
			}
		}
		if found {
			return true
		}
	}
	return false
}

// identity reports whether the answer of the call at cur, which took
// the string e, is compared with that same string: an identity row
// (assert.Equal(t, X, f(X))) pins that the input comes back unchanged.
func (tb *rows) identity(cur inspector.Cursor, e ast.Expr, en *env) bool {
	v := tb.ev.eval(e, en).c
	if v == nil || v.Kind() != constant.String {
		return false
	}
	call := cur.Node().(*ast.CallExpr)
	same := func(x ast.Expr) bool {
		w := tb.ev.eval(x, en).c
		return w != nil && w.Kind() == constant.String && constant.StringVal(w) == constant.StringVal(v)
	}
	// The answer: the call itself, or the variable it initializes.
	var result types.Object
	if as, ok := cur.Parent().Node().(*ast.AssignStmt); ok && len(as.Rhs) == 1 && ast.Unparen(as.Rhs[0]) == call {
		if id, ok := as.Lhs[0].(*ast.Ident); ok && id.Name != "_" {
			result = tb.info().ObjectOf(id)
		}
	}
	answer := func(x ast.Expr) bool {
		x = ast.Unparen(x)
		if x == call {
			return true
		}
		id, ok := x.(*ast.Ident)
		return ok && result != nil && tb.info().Uses[id] == result
	}
	pinned := func(a, b ast.Expr) bool { return answer(a) && same(b) || answer(b) && same(a) }
	root := cur
	for fc := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		root = fc
		break
	}
	for n := range root.Preorder((*ast.BinaryExpr)(nil), (*ast.CallExpr)(nil)) {
		switch x := n.Node().(type) {
		case *ast.BinaryExpr:
			if (x.Op == token.EQL || x.Op == token.NEQ) && pinned(x.X, x.Y) {
				return true
			}
		case *ast.CallExpr:
			if kind, a, b, ok := tb.hl.assertionOf(x); ok && (kind == assertEqual || kind == assertNotEqual) && b != nil && pinned(a, b) {
				return true
			}
		}
	}
	return false
}

// callResults returns the variables the call at cur assigns its results
// to (x, err := f(…)), those whose type keep accepts.
func callResults(info *types.Info, cur inspector.Cursor, keep func(types.Type) bool) map[types.Object]bool {
	results := map[types.Object]bool{}
	if as, ok := cur.Parent().Node().(*ast.AssignStmt); ok && len(as.Rhs) == 1 {
		for _, l := range as.Lhs {
			if id, ok := l.(*ast.Ident); ok && id.Name != "_" {
				if obj := info.ObjectOf(id); obj != nil && keep(obj.Type()) {
					results[obj] = true
				}
			}
		}
	}
	return results
}
