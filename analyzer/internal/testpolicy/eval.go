// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// An evaluator runs a test's statements and evaluates its expressions
// in an env: whether they fail the test, and what an expression is known
// to be. It is the policy's lowest layer: it knows Go's statements and
// nothing of assertions, helpers or tables; what a call statement does
// to the test it asks its calls, the layer above.
type evaluator struct {
	info  *types.Info
	calls calls
}

// calls is what the evaluator asks of the layer above.
type calls interface {
	// callEffect returns whether call, a statement, fails the test in en.
	callEffect(call *ast.CallExpr, en *env, depth int) result
	// mayFail reports whether n calls something that fails the test.
	mayFail(n ast.Node) bool
}

// A value is what the evaluator knows of an expression.
type value struct {
	c       constant.Value // a known constant (bool, string, number), or nil
	nilness int8           // 1: nil, -1: not nil, 0: unknown
}

var unknown value

func boolValue(b bool) value { return value{c: constant.MakeBool(b)} }

func (v value) bool() (b, ok bool) {
	if v.c == nil || v.c.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(v.c), true
}

// An env is what the evaluator knows: the values of variables (a row's
// fields, parameters, the variable a call's result went into) and of
// expressions (a call whose result is tested in place).
type env struct {
	vars    map[types.Object]value
	exprs   map[ast.Expr]value
	rowVars map[types.Object]bool // variables a row's fields are read through; nil: any

	// uriField: the string under test is written to a field or variable
	// whose reads use it as a URI, so a call given what holds it (the
	// row, the struct) uses it as a URI.
	uriField bool

	// field is the struct field the string under test is written to
	// (Config{Host: s}), matched against helper facts about a struct
	// parameter's field; "" when it is not written to one.
	field string

	// results are the variables of vars that hold a call's result
	// beside its error: their nilness is known, but a use of them is
	// no check of the call (mentions skips them).
	results map[types.Object]bool
}

func (e *env) with(key any, v value) *env {
	n := &env{vars: map[types.Object]value{}, exprs: map[ast.Expr]value{}, rowVars: e.rowVars, uriField: e.uriField, field: e.field, results: e.results}
	for k, x := range e.vars {
		n.vars[k] = x
	}
	for k, x := range e.exprs {
		n.exprs[k] = x
	}
	switch k := key.(type) {
	case types.Object:
		n.vars[k] = v
	case ast.Expr:
		n.exprs[k] = v
	}
	return n
}

// A result is how a run of statements ends.
type result uint8

const (
	resThrough result = iota // falls off the end
	resPasses                // stops (return, continue, break) without failing
	resFails                 // fails the test
	resUnknown               // may fail, for reasons the evaluator cannot see
	resReturns               // returns the result under test to its caller
	resMayStop               // may stop (a loop that returns inside) without failing, or fall through
)

// eval returns what e is known to be in en.
func (ev *evaluator) eval(e ast.Expr, en *env) value {
	e = ast.Unparen(e)
	if v, ok := en.exprs[e]; ok {
		return v
	}
	info := ev.info
	switch x := e.(type) {
	case *ast.Ident:
		obj := info.Uses[x]
		if v, ok := en.vars[obj]; ok {
			return v
		}
	case *ast.SelectorExpr:
		if f, ok := info.Uses[x.Sel].(*types.Var); ok && f.IsField() {
			if v, ok := en.vars[f]; ok && ev.isRowVar(x.X, en) {
				return v
			}
		}
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			if b, ok := ev.eval(x.X, en).bool(); ok {
				return boolValue(!b)
			}
			return unknown
		}
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND, token.LOR:
			l, lok := ev.eval(x.X, en).bool()
			r, rok := ev.eval(x.Y, en).bool()
			and := x.Op == token.LAND
			switch {
			case lok && l != and, rok && r != and:
				return boolValue(!and) // false && _, true || _
			case lok && rok:
				return boolValue(and)
			}
			return unknown
		case token.EQL, token.NEQ:
			l, r := ev.eval(x.X, en), ev.eval(x.Y, en)
			eq, ok := equal(l, r)
			if !ok {
				return unknown
			}
			return boolValue(eq == (x.Op == token.EQL))
		}
	}
	if tv, ok := info.Types[e]; ok {
		if tv.IsNil() {
			return value{nilness: 1}
		}
		if tv.Value != nil {
			return value{c: tv.Value}
		}
	}
	return unknown
}

// equal compares two values, if it can.
func equal(l, r value) (eq, ok bool) {
	switch {
	case l.c != nil && r.c != nil && l.c.Kind() == r.c.Kind():
		return constant.Compare(l.c, token.EQL, r.c), true
	case l.nilness != 0 && r.nilness != 0:
		// Two non-nil values here are an error and the error a row
		// expects: an error where one is expected is taken to be it.
		return l.nilness == r.nilness, true
	}
	return false, false
}

// isRowVar reports whether x is a variable through which the row of en
// is read.
func (ev *evaluator) isRowVar(x ast.Expr, en *env) bool {
	if en.rowVars == nil {
		return true
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	return ok && en.rowVars[ev.info.Uses[id]]
}

// mentions reports whether n refers to a variable or expression en
// gives a value to, other than a row's field.
func (ev *evaluator) mentions(n ast.Node, en *env) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if found {
			return false
		}
		if e, ok := m.(ast.Expr); ok {
			if _, ok := en.exprs[e]; ok {
				found = true
			}
		}
		if id, ok := m.(*ast.Ident); ok {
			obj := ev.info.Uses[id]
			if _, ok := en.vars[obj]; ok && !en.results[obj] {
				found = true
			}
		}
		return !found
	})
	return found
}

// run evaluates stmts in en: whether they fail the test.
func (ev *evaluator) run(stmts []ast.Stmt, en *env, depth int) (result, value) {
	maybe, mayStop := false, false
	for _, s := range stmts {
		r, v := ev.stmt(s, en, depth)
		switch r {
		case resThrough:
			continue
		case resUnknown:
			maybe = true
			continue
		case resMayStop:
			mayStop = true
			continue
		case resFails:
			if mayStop {
				// A loop before may have returned: the test does not
				// always get here (poll until found, then fail).
				return resUnknown, unknown
			}
		}
		return r, v
	}
	switch {
	case maybe:
		return resUnknown, unknown
	case mayStop:
		return resMayStop, unknown
	}
	return resThrough, unknown
}

func (ev *evaluator) stmt(s ast.Stmt, en *env, depth int) (result, value) {
	if depth > 8 {
		return resUnknown, unknown
	}
	switch s := s.(type) {
	case *ast.ExprStmt:
		if call, ok := ast.Unparen(s.X).(*ast.CallExpr); ok {
			return ev.calls.callEffect(call, en, depth), unknown
		}
	case *ast.BlockStmt:
		return ev.run(s.List, en, depth+1)
	case *ast.LabeledStmt:
		return ev.stmt(s.Stmt, en, depth)
	case *ast.IfStmt:
		var els []ast.Stmt
		if s.Else != nil {
			els = []ast.Stmt{s.Else}
		}
		return ev.branch(ev.eval(s.Cond, en), s.Body.List, els, en, depth)
	case *ast.SwitchStmt:
		if s.Tag != nil {
			break
		}
		// switch { case c1: …; case c2: …; default: … } as an if chain.
		var def []ast.Stmt
		var chain func(i int) (result, value)
		clauses := s.Body.List
		chain = func(i int) (result, value) {
			if i == len(clauses) {
				return ev.run(def, en, depth+1)
			}
			cc := clauses[i].(*ast.CaseClause)
			if cc.List == nil {
				def = cc.Body
				return chain(i + 1)
			}
			cond := unknown
			for _, e := range cc.List {
				if b, ok := ev.eval(e, en).bool(); ok && b {
					cond = boolValue(true)
					break
				} else if ok && cond.c == nil {
					cond = boolValue(false)
				} else if !ok {
					cond = unknown
					break
				}
			}
			if b, ok := cond.bool(); ok {
				if b {
					return ev.run(cc.Body, en, depth+1)
				}
				return chain(i + 1)
			}
			r1, v1 := ev.run(cc.Body, en, depth+1)
			r2, _ := chain(i + 1)
			if r1 == r2 {
				return r1, v1
			}
			return resUnknown, unknown
		}
		r, v := chain(0)
		if r == resPasses && !hasBranch(s) {
			r = resThrough // a case that ends is not a return
		}
		return r, v
	case *ast.ReturnStmt:
		for _, r := range s.Results {
			if ev.mentions(r, en) {
				if len(s.Results) == 1 {
					return resReturns, ev.eval(r, en)
				}
				return resReturns, unknown
			}
		}
		return resPasses, unknown
	case *ast.BranchStmt:
		if s.Tok == token.FALLTHROUGH {
			return resUnknown, unknown
		}
		return resPasses, unknown
	case *ast.AssignStmt:
		// A new value for a variable under test: what follows is about
		// that value.
		for _, l := range s.Lhs {
			// resp, err := next(): err, declared before, is written too.
			if id, ok := l.(*ast.Ident); ok && (s.Tok == token.ASSIGN || s.Tok == token.DEFINE) {
				if obj := ev.info.Uses[id]; obj != nil {
					if _, ok := en.vars[obj]; ok {
						return resPasses, unknown
					}
				}
			}
		}
		// ok := err == nil: the evaluator follows the new variable.
		if s.Tok == token.DEFINE && len(s.Lhs) == 1 && len(s.Rhs) == 1 {
			if id, ok := s.Lhs[0].(*ast.Ident); ok {
				if v := ev.eval(s.Rhs[0], en); v.c != nil || v.nilness != 0 {
					if obj := ev.info.Defs[id]; obj != nil {
						en.vars[obj] = v
					}
				}
			}
		}
		// req := Must(http.NewRequest(…)): a helper that fails on the
		// error of the call under test, its result kept.
		if len(s.Rhs) == 1 {
			if call, ok := ast.Unparen(s.Rhs[0]).(*ast.CallExpr); ok && len(call.Args) == 1 {
				if _, ok := en.exprs[ast.Unparen(call.Args[0])]; ok {
					if r := ev.calls.callEffect(call, en, depth); r == resFails || r == resUnknown {
						return r, unknown
					}
				}
			}
		}
		if ev.calls.mayFail(s) {
			return resUnknown, unknown
		}
	case *ast.ForStmt, *ast.RangeStmt:
		if ev.calls.mayFail(s) {
			return resUnknown, unknown
		}
		if hasBranch(s) {
			return resMayStop, unknown // a return inside the loop
		}
	default:
		if ev.calls.mayFail(s) {
			return resUnknown, unknown
		}
	}
	return resThrough, unknown
}

// hasBranch reports whether n holds a return statement.
func hasBranch(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if _, ok := m.(*ast.ReturnStmt); ok {
			found = true
		}
		_, lit := m.(*ast.FuncLit)
		return !found && !lit
	})
	return found
}

// branch runs the branch that cond selects, or both if it is unknown.
func (ev *evaluator) branch(cond value, then, els []ast.Stmt, en *env, depth int) (result, value) {
	if b, ok := cond.bool(); ok {
		if b {
			return ev.run(then, en, depth+1)
		}
		return ev.run(els, en, depth+1)
	}
	r1, v1 := ev.run(then, en, depth+1)
	r2, _ := ev.run(els, en, depth+1)
	if r1 == r2 {
		return r1, v1
	}
	return resUnknown, unknown
}

func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}
