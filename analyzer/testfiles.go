// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"
)

// expectsError reports whether the sink call at cur, in a test, is there
// to fail: its error result goes into a variable whose first use afterwards
// expects an error ("if err == nil", "testURLParseError(t, err)",
// "return err" from a closure a helper checks, err.(*url.Error)). A bad URI
// in such a call is the test's input, not a mistake.
func (c *checker) expectsError(cur inspector.Cursor) bool {
	info := c.pass.TypesInfo
	// Find the statement the call is the right-hand side of.
	stmt := cur.Parent()
	assign, ok := stmt.Node().(*ast.AssignStmt)
	if !ok || len(assign.Lhs) == 0 {
		return false
	}
	id, ok := assign.Lhs[len(assign.Lhs)-1].(*ast.Ident)
	if !ok || id.Name == "_" {
		return false
	}
	errVar, _ := info.ObjectOf(id).(*types.Var)
	if errVar == nil || !types.Identical(errVar.Type(), types.Universe.Lookup("error").Type()) {
		return false
	}
	// The uses after the statement: the condition of an if whose init it
	// is, or the statements that follow it in its block.
	var after []ast.Node
	switch p := stmt.Parent().Node().(type) {
	case *ast.IfStmt:
		after = []ast.Node{p.Cond}
	case *ast.BlockStmt:
		for i, s := range p.List {
			if s == assign {
				for _, t := range p.List[i+1:] {
					after = append(after, t)
				}
			}
		}
	case *ast.CaseClause:
		for i, s := range p.Body {
			if s == assign {
				for _, t := range p.Body[i+1:] {
					after = append(after, t)
				}
			}
		}
	}
	for _, n := range after {
		if v, found := firstErrUse(info, n, errVar); found {
			return v
		}
	}
	return false
}

// firstErrUse finds the first use of errVar in n and reports whether it
// expects an error.
func firstErrUse(info *types.Info, n ast.Node, errVar *types.Var) (expects, found bool) {
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == errVar
	}
	ast.Inspect(n, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if (is(n.X) || is(n.Y)) && (n.Op == token.EQL || n.Op == token.NEQ) {
				expects, found = n.Op == token.EQL, true
			}
		case *ast.TypeAssertExpr:
			if is(n.X) {
				expects, found = true, true
			}
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				if is(r) {
					expects, found = true, true
				}
			}
		case *ast.CallExpr:
			for _, a := range n.Args {
				if is(a) {
					name := calleeName(n.Fun)
					expects = !strings.Contains(name, "NoError") && !strings.Contains(name, "Nil") &&
						(strings.Contains(name, "Err") || strings.Contains(name, "Fail") || strings.Contains(name, "Invalid") || strings.Contains(name, "Bad"))
					found = true
				}
			}
		case *ast.Ident:
			if info.Uses[n] == errVar {
				found = true // some other use: assume the test wants success
			}
		}
		return !found
	})
	return expects, found
}

// calleeName returns the name a call is made by: "f", "require.NoError".
func calleeName(fun ast.Expr) string {
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	case *ast.IndexExpr:
		return calleeName(f.X)
	}
	return ""
}

// deliberateInput reports whether v looks like input a test passes on
// purpose: it holds control characters or non-ASCII (tests of IRIs and of
// invalid input do this; real URIs in tests do not), or says it is bad
// ("?pattern=[invalid").
func deliberateInput(v string) bool {
	for i := 0; i < len(v); i++ {
		if v[i] < 0x20 || v[i] >= 0x7f {
			return true
		}
	}
	lower := strings.ToLower(v)
	for _, w := range []string{"invalid", "bad", "malformed", "broken", "wrong", "bogus"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}
