// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/ast/inspector"
)

// typeUnder returns the underlying type of t, or of what t points to.
func typeUnder(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem().Underlying()
	}
	return t.Underlying()
}

// nameOf returns the name e is, or selects: x in x and in a.x.
func nameOf(e ast.Expr) *ast.Ident {
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		return x.Sel
	case *ast.Ident:
		return x
	}
	return nil
}

// enclosingFunc returns the innermost function declaration or literal
// around cur.
func enclosingFunc(cur inspector.Cursor) (inspector.Cursor, bool) {
	for f := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		return f, true
	}
	return inspector.Cursor{}, false
}

// within reports whether n lies inside e.
func within(n ast.Node, e ast.Expr) bool {
	return e.Pos() <= n.Pos() && n.End() <= e.End()
}

// unquote returns the value of the string literal lit.
func unquote(lit *ast.BasicLit) (string, bool) {
	if lit.Kind != token.STRING {
		return "", false
	}
	v, err := strconv.Unquote(lit.Value)
	return v, err == nil
}

// operands returns the operands of the + chain e, left to right.
func operands(e *ast.BinaryExpr) []ast.Expr {
	// An explicit stack, not recursion: generated code nests chains
	// thousands deep ("a" + ("b" + ("c" + …))), and string
	// concatenation is associative, so a nested chain is one chain.
	var ops []ast.Expr
	stack := []ast.Expr{e}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b, ok := ast.Unparen(x).(*ast.BinaryExpr); ok && b.Op == token.ADD {
			stack = append(stack, b.Y, b.X) // X is met first
			continue
		}
		ops = append(ops, x)
	}
	return ops
}

// firstOperands returns operands(e)[0] and operands(e)[1].
func firstOperands(e *ast.BinaryExpr) (x, y ast.Expr) {
	x = e
	for {
		b, ok := ast.Unparen(x).(*ast.BinaryExpr)
		if !ok || b.Op != token.ADD {
			return x, y
		}
		x, y = b.X, b.Y
	}
}

func isInteger(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// inConcat reports whether the expression at cur is an operand of a
// binary expression, in parentheses or not: a concatenation is met as a
// whole, once, not at each of its levels (that would be quadratic in a
// concatenation nested in parentheses).
func inConcat(cur inspector.Cursor) bool {
	for p := cur.Parent(); ; p = p.Parent() {
		switch p.Node().(type) {
		case *ast.ParenExpr:
			continue
		case *ast.BinaryExpr:
			return true
		}
		return false
	}
}

// A callSite is a call of the checked files and its static callee, if
// it has one: the callee is looked up once, for every step that needs it.
type callSite struct {
	cur inspector.Cursor
	fn  *types.Func
}

// namesText reports whether e is an expression whose text urilint
// follows: a string literal, a name, a selector, a concatenation or a
// call.
func namesText(e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		return x.Kind == token.STRING
	case *ast.Ident, *ast.SelectorExpr, *ast.BinaryExpr, *ast.CallExpr:
		return true
	}
	return false
}

// branchKinds are the statements that make control flow other than
// source order: a function body without them runs its statements one
// after another.
var branchKinds = []ast.Node{(*ast.IfStmt)(nil), (*ast.ForStmt)(nil), (*ast.RangeStmt)(nil), (*ast.SwitchStmt)(nil), (*ast.TypeSwitchStmt)(nil), (*ast.SelectStmt)(nil), (*ast.BranchStmt)(nil), (*ast.LabeledStmt)(nil)}

// isBranch reports whether n is a statement of branchKinds.
func isBranch(n ast.Node) bool {
	switch n.(type) {
	case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.BranchStmt, *ast.LabeledStmt:
		return true
	}
	return false
}

// branches reports whether body, outside its function literals, holds a
// statement of branchKinds.
func branches(body ast.Node) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if _, lit := n.(*ast.FuncLit); lit {
			return false
		}
		found = found || isBranch(n)
		return !found
	})
	return found
}

// eachReturn calls f with the one result of each return statement of
// body (not of the function literals in it), in source order, while f
// returns true. It reports whether every return was met and had one
// result that f accepted (all), and whether there was any (some): "what
// every return gives" asks for both.
func eachReturn(body *ast.BlockStmt, f func(ast.Expr) bool) (all, some bool) {
	return eachResult(body, 0, 1, f)
}

// eachResult is eachReturn for result k of a function with n results:
// f is called with the k-th result of each return that lists n, and a
// return that lists another number of results (a call's results, a bare
// return) is not met.
func eachResult(body *ast.BlockStmt, k, n int, f func(ast.Expr) bool) (all, some bool) {
	all = true
	ast.Inspect(body, func(nd ast.Node) bool {
		switch nd := nd.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(nd.Results) != n {
				all = false
				return false
			}
			some = true
			all = all && f(nd.Results[k])
		}
		return all
	})
	return all, some
}

// funcParts returns the type and body of n, a FuncDecl or a FuncLit
// (nil, nil for anything else).
func funcParts(n ast.Node) (*ast.FuncType, *ast.BlockStmt) {
	switch f := n.(type) {
	case *ast.FuncDecl:
		return f.Type, f.Body
	case *ast.FuncLit:
		return f.Type, f.Body
	}
	return nil, nil
}

// paramIndex returns the index of v among fn's parameters, or -1.
func paramIndex(fn *types.Func, v *types.Var) int {
	params := fn.Signature().Params()
	for i := range params.Len() {
		if params.At(i) == v {
			return i
		}
	}
	return -1
}
