// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
)

// An Outcome is what a test expects of a call.
type Outcome uint8

const (
	outcomeUnknown Outcome = iota
	outcomeSuccess         // the test fails if the call fails
	outcomeFailure         // the test fails if the call succeeds
	outcomePinned          // the test pins a bool answer whose meaning is unknown
	outcomeUsed            // the error is dropped, but the test uses the result: it needs the call to succeed, no more
)

// role returns the role that an Outcome gives the string the call took.
func (o Outcome) role() Role {
	switch o {
	case outcomeFailure:
		return Input
	case outcomePinned:
		return Expected
	case outcomeSuccess:
		return MustWork
	case outcomeUsed:
		return Built
	}
	return Unread
}

func (o Outcome) String() string {
	switch o {
	case outcomeSuccess:
		return "success"
	case outcomeFailure:
		return "failure"
	case outcomePinned:
		return "pinned"
	case outcomeUsed:
		return "used"
	}
	return "unknown"
}

func (o Outcome) opposite() Outcome {
	switch o {
	case outcomeSuccess:
		return outcomeFailure
	case outcomeFailure:
		return outcomeSuccess
	}
	return o
}

// expects returns what the code around the call at cur expects of it,
// with the values of base (a table row's fields).
func (p *Policy) expects(cur inspector.Cursor, base *env, depth int) Outcome {
	call, ok := cur.Node().(*ast.CallExpr)
	if !ok || depth > 3 {
		return outcomeUnknown
	}
	sig, _ := p.info().TypeOf(call.Fun).Underlying().(*types.Signature)
	if sig == nil || sig.Results().Len() == 0 {
		return outcomeUnknown
	}
	res := sig.Results()
	isErr := isError(res.At(res.Len() - 1).Type())
	isVerdict := res.Len() == 1 && isBool(res.At(0).Type())
	if !isErr && !isVerdict {
		return outcomeUnknown
	}
	ok1, bad := value{nilness: 1}, value{nilness: -1}
	if isVerdict {
		ok1, bad = boolValue(true), boolValue(false)
	}
	// Where the result goes, and the statements that test it.
	var key any
	var stmts []ast.Stmt
	stmt := cur
	for stmt = cur.Parent(); ; stmt = stmt.Parent() {
		if _, ok := stmt.Node().(ast.Stmt); ok {
			break
		}
		if _, ok := stmt.Node().(*ast.FuncLit); ok || stmt.Node() == nil {
			return outcomeUnknown
		}
	}
	if as, ok := stmt.Node().(*ast.AssignStmt); ok && len(as.Rhs) == 1 && ast.Unparen(as.Rhs[0]) == call {
		i := len(as.Lhs) - 1
		if isVerdict {
			i = 0
		}
		if i >= len(as.Lhs) {
			return outcomeUnknown
		}
		id, ok := as.Lhs[i].(*ast.Ident)
		if ok && id.Name == "_" && !isVerdict && len(as.Lhs) >= 2 {
			switch p.resultUse(stmt, as.Lhs[0]) {
			case resultSent:
				// A request the test sends: it must work.
				return outcomeSuccess
			case resultUsed:
				// The error is dropped, but the result is used as if the
				// call had succeeded: a failed call leaves it nil, and the
				// test panics. The test needs the call to succeed, and
				// says nothing more of its string.
				return outcomeUsed
			}
		}
		if !ok || id.Name == "_" {
			return outcomeUnknown
		}
		key = p.info().ObjectOf(id)
		if ifs, ok := stmt.Parent().Node().(*ast.IfStmt); ok && ifs.Init == as {
			stmts = []ast.Stmt{ifs}
		} else {
			stmts = following(stmt)
		}
	} else {
		if _, ok := stmt.Node().(*ast.ExprStmt); ok && ast.Unparen(stmt.Node().(*ast.ExprStmt).X) == call {
			return outcomeUnknown // the result is dropped
		}
		key = ast.Expr(call)
		stmts = append([]ast.Stmt{stmt.Node().(ast.Stmt)}, following(stmt)...)
	}
	segs := append([][]ast.Stmt{stmts}, continuation(stmt)...)
	rOK := p.runSegments(segs, base.with(key, ok1))
	rBad := p.runSegments(segs, base.with(key, bad))
	if rOK == resReturns || rBad == resReturns {
		if isVerdict || depth > 0 {
			// A helper's body returns it (its fact is its verdict), or
			// a caller's check is already being read.
			return outcomeUnknown
		}
		return p.callersExpect(cur, depth)
	}
	var o Outcome
	switch {
	case rBad == resFails && rOK != resFails:
		o = outcomeSuccess
	case rOK == resFails && rBad != resFails:
		o = outcomeFailure
	default:
		return outcomeUnknown
	}
	if isVerdict {
		// The test wants true (success) or false (failure): what that
		// means is the callee's.
		var meaning Outcome
		if f := p.fact(p.callee(call)); f != nil {
			meaning = f.Verdict
		}
		switch meaning {
		case outcomeSuccess:
		case outcomeFailure:
			o = o.opposite()
		default:
			return outcomePinned
		}
	}
	return o
}

// runSegments runs segs one after another, as control falls out of a
// block into the statements after the statement that holds it.
func (p *Policy) runSegments(segs [][]ast.Stmt, en *env) result {
	maybe, mayStop := false, false
	for _, seg := range segs {
		switch r, _ := p.run(seg, en, 0); r {
		case resThrough:
		case resUnknown:
			maybe = true
		case resMayStop:
			mayStop = true
		case resFails:
			if mayStop {
				return resUnknown
			}
			return r
		default:
			return r
		}
	}
	if maybe {
		return resUnknown
	}
	return resThrough
}

// continuation returns, for the statement at cur, the statements that
// run after its block falls through: those after each enclosing
// statement, up to the function that holds it (after a loop's body, what
// follows the loop).
func continuation(cur inspector.Cursor) [][]ast.Stmt {
	var segs [][]ast.Stmt
	for c := cur.Parent(); c.Node() != nil; c = c.Parent() {
		switch c.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return segs
		case ast.Stmt:
			if _, ok := c.Node().(*ast.BlockStmt); ok {
				continue
			}
			if _, ok := c.Node().(*ast.CaseClause); ok {
				continue
			}
			if _, ok := c.Node().(*ast.CommClause); ok {
				continue
			}
			if f := following(c); len(f) > 0 {
				segs = append(segs, f)
			}
		}
	}
	return segs
}

// following returns the statements after the statement at cur in its
// block or case clause.
func following(cur inspector.Cursor) []ast.Stmt {
	var list []ast.Stmt
	switch b := cur.Parent().Node().(type) {
	case *ast.BlockStmt:
		list = b.List
	case *ast.CaseClause:
		list = b.Body
	case *ast.CommClause:
		list = b.Body
	}
	for i, s := range list {
		if s == cur.Node() {
			return list[i+1:]
		}
	}
	return nil
}

// callersExpect returns what the callers of the function that holds cur
// expect of it, when it returns the result of the call at cur: all
// failure, or success if one expects it.
func (p *Policy) callersExpect(cur inspector.Cursor, depth int) Outcome {
	var sites []inspector.Cursor
	for fc := range cur.Enclosing((*ast.FuncLit)(nil), (*ast.FuncDecl)(nil)) {
		switch f := fc.Node().(type) {
		case *ast.FuncLit:
			if call, ok := fc.Parent().Node().(*ast.CallExpr); ok && call.Fun == f {
				sites = append(sites, fc.Parent())
			}
		case *ast.FuncDecl:
			if fn, ok := p.info().Defs[f.Name].(*types.Func); ok {
				sites = p.callsOf(fn)
			}
		}
		break
	}
	o := outcomeUnknown
	for _, s := range sites {
		switch p.expects(s, &env{}, depth+1) {
		case outcomeSuccess:
			return outcomeSuccess
		case outcomeFailure:
			o = outcomeFailure
		}
	}
	return o
}

// How a test uses the result of a call whose error it drops.
const (
	resultUnused = iota
	resultUsed   // a field or method selected on it
	resultSent   // a request given to a sender ((*http.Client).Do)
)

// resultUse tells how the variable lhs, which the assignment at stmt
// gives a pointer result, is used in the statements that follow: sent
// as a request, used as if it were not nil, or neither.
func (p *Policy) resultUse(stmt inspector.Cursor, lhs ast.Expr) int {
	id, ok := lhs.(*ast.Ident)
	if !ok || id.Name == "_" {
		return resultUnused
	}
	v := p.info().ObjectOf(id)
	if v == nil {
		return resultUnused
	}
	if _, ptr := v.Type().Underlying().(*types.Pointer); !ptr {
		return resultUnused
	}
	is := func(x ast.Expr) bool {
		x2, ok := ast.Unparen(x).(*ast.Ident)
		return ok && p.info().Uses[x2] == v
	}
	use := resultUnused
	for _, s := range following(stmt) {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if is(n.X) {
					use = max(use, resultUsed)
				}
			case *ast.CallExpr:
				if fn := p.callee(n); fn != nil {
					for i, a := range n.Args {
						if is(a) && p.host.SendsRequest(fn, i) {
							use = resultSent
						}
					}
				}
			}
			return use != resultSent
		})
		if use == resultSent {
			break
		}
	}
	return use
}
