// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
)

// A rowHelper is a function of this package that a table or its rows
// are given to, with the variables its rows are read through there.
type rowHelper struct {
	body    inspector.Cursor
	rowVars map[types.Object]bool
}

// tableLoops are the range loops over a table and the variables its rows
// are read through.
type tableLoops struct {
	bodies  []inspector.Cursor
	rowVars map[types.Object]bool
}

// rowEscapes reports whether a row variable is used in body otherwise
// than to read a field: given whole to a helper (testProxy(t, tt)),
// whose reads of the fields are elsewhere.
func (tb *rows) rowEscapes(body inspector.Cursor, rowVars map[types.Object]bool) bool {
	for cur := range body.Preorder((*ast.Ident)(nil)) {
		if !rowVars[tb.info().Uses[cur.Node().(*ast.Ident)]] {
			continue
		}
		if sel, ok := cur.Parent().Node().(*ast.SelectorExpr); ok && sel.X == cur.Node() {
			continue
		}
		if as, ok := cur.Parent().Node().(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Rhs) == 1 && as.Rhs[0] == cur.Node() {
			continue // tt := tt
		}
		return true
	}
	return false
}

// loopsOver returns the bodies of the range loops over the table at
// cur (directly, or through the variable it initializes), and the
// variables the rows are read through.
func (tb *rows) loopsOver(table inspector.Cursor) ([]inspector.Cursor, map[types.Object]bool) {
	if l, ok := tb.loops[table.Node()]; ok {
		return l.bodies, l.rowVars
	}
	bodies, rowVars := tb.loopsOver1(table)
	tb.loops[table.Node()] = tableLoops{bodies, rowVars}
	return bodies, rowVars
}

func (tb *rows) loopsOver1(table inspector.Cursor) ([]inspector.Cursor, map[types.Object]bool) {
	info := tb.info()
	var tableVar types.Object
	matches := func(x ast.Expr) bool {
		x = ast.Unparen(x)
		if x == table.Node() {
			return true
		}
		id, ok := x.(*ast.Ident)
		return ok && tableVar != nil && info.Uses[id] == tableVar
	}
	switch pn := table.Parent().Node().(type) {
	case *ast.AssignStmt:
		for i, r := range pn.Rhs {
			if r == table.Node() && i < len(pn.Lhs) {
				if id, ok := pn.Lhs[i].(*ast.Ident); ok {
					tableVar = info.ObjectOf(id)
				}
			}
		}
	case *ast.ValueSpec:
		for i, r := range pn.Values {
			if r == table.Node() && i < len(pn.Names) {
				tableVar = info.ObjectOf(pn.Names[i])
			}
		}
	}
	if tb.ranges == nil {
		for cur := range tb.in.Root().Preorder((*ast.RangeStmt)(nil)) {
			tb.ranges = append(tb.ranges, cur)
		}
	}
	var bodies []inspector.Cursor
	rowVars := map[types.Object]bool{}
	for _, cur := range tb.ranges {
		rs := cur.Node().(*ast.RangeStmt)
		if !matches(rs.X) {
			continue
		}
		body, _ := cur.FindNode(rs.Body)
		bodies = append(bodies, body)
		if id, ok := rs.Value.(*ast.Ident); ok && rs.Value != nil {
			rowVars[info.ObjectOf(id)] = true
		}
		// tt := tt, tc := tests[i]: the rows under another name.
		for as := range body.Preorder((*ast.AssignStmt)(nil)) {
			a := as.Node().(*ast.AssignStmt)
			if a.Tok != token.DEFINE || len(a.Lhs) != 1 || len(a.Rhs) != 1 {
				continue
			}
			rhs := ast.Unparen(a.Rhs[0])
			if ix, ok := rhs.(*ast.IndexExpr); ok && matches(ix.X) {
				rhs = nil
			} else if id, ok := rhs.(*ast.Ident); !ok || !rowVars[info.Uses[id]] {
				continue
			}
			if id, ok := a.Lhs[0].(*ast.Ident); ok {
				rowVars[info.ObjectOf(id)] = true
			}
		}
	}
	return bodies, rowVars
}

// rowHelpers returns the functions of this package that read the rows
// of the table at table: those a row variable of its loops is given to
// (the parameter is then a row), and those the table itself is given to
// (the rows are then read through a loop over the parameter).
func (tb *rows) rowHelpers(table inspector.Cursor, loops []inspector.Cursor, rowVars map[types.Object]bool) []rowHelper {
	var out []rowHelper
	// param returns the body and parameter of the callee of call that
	// receives argument i.
	param := func(call *ast.CallExpr, i int) (inspector.Cursor, types.Object, bool) {
		fn := tb.callee(call)
		if fn == nil || fn.Pkg() != tb.pass.Pkg {
			return inspector.Cursor{}, nil, false
		}
		fd, decl, ok := tb.decl(fn)
		if !ok || fd.Body == nil {
			return inspector.Cursor{}, nil, false
		}
		params := fn.Signature().Params()
		if i >= params.Len() || fn.Signature().Variadic() && i >= params.Len()-1 {
			return inspector.Cursor{}, nil, false
		}
		body, ok := decl.FindNode(fd.Body)
		return body, params.At(i), ok
	}
	argOf := func(a ast.Expr) ast.Expr {
		a = ast.Unparen(a)
		if u, ok := a.(*ast.UnaryExpr); ok && u.Op == token.AND {
			a = ast.Unparen(u.X)
		}
		return a
	}
	for _, l := range loops {
		for cur := range l.Preorder((*ast.CallExpr)(nil)) {
			call := cur.Node().(*ast.CallExpr)
			for i, a := range call.Args {
				id, ok := argOf(a).(*ast.Ident)
				if !ok || !rowVars[tb.info().Uses[id]] {
					continue
				}
				if body, v, ok := param(call, i); ok {
					out = append(out, rowHelper{body, map[types.Object]bool{v: true}})
				}
			}
		}
	}
	// The table itself, or the variable it initializes, given to a helper.
	var tableVar types.Object
	if as, ok := table.Parent().Node().(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
		for i, r := range as.Rhs {
			if r == table.Node() {
				if id, ok := as.Lhs[i].(*ast.Ident); ok {
					tableVar = tb.info().ObjectOf(id)
				}
			}
		}
	} else if vs, ok := table.Parent().Node().(*ast.ValueSpec); ok && len(vs.Names) == len(vs.Values) {
		for i, r := range vs.Values {
			if r == table.Node() {
				tableVar = tb.info().ObjectOf(vs.Names[i])
			}
		}
	}
	for _, cur := range tb.index.Calls() {
		call := cur.Node().(*ast.CallExpr)
		for i, a := range call.Args {
			x := argOf(a)
			id, isID := x.(*ast.Ident)
			if x != table.Node() && !(isID && tableVar != nil && tb.info().Uses[id] == tableVar) {
				continue
			}
			body, v, ok := param(call, i)
			if !ok {
				continue
			}
			vars := map[types.Object]bool{}
			for rc := range body.Preorder((*ast.RangeStmt)(nil)) {
				rs := rc.Node().(*ast.RangeStmt)
				if rid, ok := ast.Unparen(rs.X).(*ast.Ident); ok && tb.info().Uses[rid] == v {
					if vid, ok := rs.Value.(*ast.Ident); ok {
						vars[tb.info().ObjectOf(vid)] = true
					}
				}
			}
			if len(vars) > 0 {
				out = append(out, rowHelper{body, vars})
			}
		}
	}
	return out
}
