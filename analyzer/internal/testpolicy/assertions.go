// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/types"

	"github.com/urilint/urilint/analyzer/internal/knowledge"
	"golang.org/x/tools/go/ast/inspector"
)

// An assertKind is what an assertion function checks of its argument.
type assertKind uint8

const (
	assertNoError  assertKind = iota + 1 // fails when the argument is non-nil (NoError, Nil)
	assertError                          // fails when the argument is nil (Error, NotNil, ErrorIs, …)
	assertTrue                           // fails when the argument is false
	assertFalse                          // fails when the argument is true
	assertEqual                          // fails when its two arguments differ; either is an expected value
	assertNotEqual                       // fails when its two arguments are equal
	assertChecker                        // quicktest: what it checks is its checker argument (the next one)
)

// An assertion is an entry of the assertion table: what the function
// checks, and the index of its (first) checked argument.
type assertion struct {
	kind assertKind
	arg  int
}

// assertions are knowledge.Assertions and knowledge.TestifyAssertions
// by types.Func.FullName: testify's in assert and require, NAME and
// NAMEf, as functions and as methods of their *Assertions.
// TestAssertionTable checks each against the real signature (stubs in
// testdata/src with testify's and go-cmp's signatures).
var assertions = func() map[string]assertion {
	m := map[string]assertion{}
	for _, a := range knowledge.Assertions {
		m[a.Func] = assertion{mustCheck(a.Checks), a.Arg}
	}
	for _, pkg := range testifyPkgs {
		for _, a := range knowledge.TestifyAssertions {
			k := mustCheck(a.Checks)
			for _, n := range []string{a.Func, a.Func + "f"} {
				m[pkg+"."+n] = assertion{k, a.Arg}                      // assert.Equal(t, want, got)
				m["(*"+pkg+".Assertions)."+n] = assertion{k, a.Arg - 1} // a := assert.New(t); a.Equal(want, got)
			}
		}
	}
	return m
}()

// testifyPkgs are the packages of testify's assertions.
var testifyPkgs = []string{"github.com/stretchr/testify/assert", "github.com/stretchr/testify/require"}

// checkKinds are the kinds of assertKind, by the name the knowledge
// tables give them.
var checkKinds = map[string]assertKind{
	"noerror": assertNoError, "error": assertError, "true": assertTrue, "false": assertFalse,
	"equal": assertEqual, "notequal": assertNotEqual, "checker": assertChecker,
}

// mustCheck returns the kind named name, and panics if it names none:
// it is for the knowledge tables, which the package's tests load.
func mustCheck(name string) assertKind {
	k, ok := checkKinds[name]
	if !ok {
		panic("knowledge: unknown check " + name)
	}
	return k
}

// panicAssertions are knowledge.TestifyPanics by types.Func.FullName:
// the assertions that run a function and check that it panics (true) or
// does not (false); the function is their argument at index arg.
// TestAssertionTable checks each against the real signature.
var panicAssertions = func() map[string]struct {
	arg    int
	panics bool
} {
	type entry = struct {
		arg    int
		panics bool
	}
	m := map[string]entry{}
	for _, pkg := range testifyPkgs {
		for _, p := range knowledge.TestifyPanics {
			for _, n := range []string{p.Func, p.Func + "f"} {
				m[pkg+"."+n] = entry{p.Arg, p.Panics}
				m["(*"+pkg+".Assertions)."+n] = entry{p.Arg - 1, p.Panics}
			}
		}
	}
	return m
}()

// inPanicAssertion reports whether cur is in a function literal that an
// assertion of panicAssertions runs, and whether that assertion wants a
// panic.
func (h *helpers) inPanicAssertion(cur inspector.Cursor) (panics, ok bool) {
	for c := range cur.Enclosing((*ast.FuncLit)(nil)) {
		call, isCall := c.Parent().Node().(*ast.CallExpr)
		if !isCall {
			return false, false
		}
		fn := h.callee(call)
		if fn == nil {
			return false, false
		}
		e, known := panicAssertions[h.fullName(fn)]
		if !known || e.arg >= len(call.Args) || call.Args[e.arg] != c.Node() {
			return false, false
		}
		return e.panics, true
	}
	return false, false
}

// recovers reports whether the function around cur defers a function
// literal that calls recover: a panic of the call at cur is caught, and
// the test expects or tolerates it (defer func() { if recover() == nil
// { t.Fatal("no panic") } }()).
func (h *helpers) recovers(cur inspector.Cursor) bool {
	for fc := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		found := false
		ast.Inspect(fc.Node(), func(n ast.Node) bool {
			if found {
				return false
			}
			if lit, ok := n.(*ast.FuncLit); ok && lit != fc.Node() {
				return false // another function's defers
			}
			d, ok := n.(*ast.DeferStmt)
			if !ok {
				return true
			}
			if lit, ok := d.Call.Fun.(*ast.FuncLit); ok {
				ast.Inspect(lit.Body, func(m ast.Node) bool {
					if call, ok := m.(*ast.CallExpr); ok {
						if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
							if b, ok := h.info().Uses[id].(*types.Builtin); ok && b.Name() == "recover" {
								found = true
							}
						}
					}
					return !found
				})
			}
			return false
		})
		return found
	}
	return false
}

// failFuncs is knowledge.FailFuncs, as a set of full names.
var failFuncs = funcSet(knowledge.FailFuncs)

// qtCheckers are knowledge.QTCheckers: quicktest's checkers, package
// variables keyed by their package path and name, and what an assertion
// that names one checks.
var qtCheckers = func() map[string]assertKind {
	m := map[string]assertKind{}
	for _, c := range knowledge.QTCheckers {
		m[c.Var] = mustCheck(c.Checks)
	}
	return m
}()

// mayFail reports whether n calls something that fails the test.
func (h *helpers) mayFail(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if call, ok := m.(*ast.CallExpr); ok && !found {
			if h.fails(call) {
				found = true
			} else {
				_, _, _, found = h.assertionOf(call)
			}
		}
		_, lit := m.(*ast.FuncLit)
		return !found && !lit
	})
	return found
}

// fails reports whether call always fails the test.
func (h *helpers) fails(call *ast.CallExpr) bool {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := h.info().Uses[id].(*types.Builtin); ok && b.Name() == "panic" {
			return true
		}
	}
	fn := h.callee(call)
	if fn == nil {
		return false
	}
	if failFuncs[h.fullName(fn)] {
		return true
	}
	f := h.fact(fn)
	return f != nil && f.Fails
}

// callEffect returns whether call, a statement, fails the test in en.
func (h *helpers) callEffect(call *ast.CallExpr, en *env, depth int) result {
	if h.fails(call) {
		return resFails
	}
	fn := h.callee(call)
	if fn == nil {
		return resThrough
	}
	if kind, x, y, ok := h.assertionOf(call); ok {
		if x == nil {
			return resUnknown
		}
		v := h.ev.eval(x, en)
		var failed, ok bool
		switch kind {
		case assertNoError:
			failed, ok = v.nilness == -1, v.nilness != 0
		case assertError:
			failed, ok = v.nilness == 1, v.nilness != 0
		case assertTrue, assertFalse:
			var b bool
			b, ok = v.bool()
			failed = b == (kind == assertFalse)
		case assertEqual, assertNotEqual:
			if y != nil {
				var eq bool
				eq, ok = equal(v, h.ev.eval(y, en))
				failed = eq == (kind == assertNotEqual)
			}
		}
		switch {
		case !ok:
			return resUnknown
		case failed:
			return resFails
		}
		return resThrough
	}
	if f := h.fact(fn); f != nil {
		// Must(http.NewRequest(…)): the one argument is a call whose
		// results are the parameters, its error the last.
		tuple := false
		if len(call.Args) == 1 {
			if t, ok := h.info().TypeOf(call.Args[0]).(*types.Tuple); ok && t.Len() == fn.Signature().Params().Len() {
				tuple = true
			}
		}
		for _, hp := range f.Params {
			if tuple && hp.Field == "" && hp.By < 0 && hp.Index == fn.Signature().Params().Len()-1 && isError(fn.Signature().Params().At(hp.Index).Type()) {
				v := h.ev.eval(call.Args[0], en)
				if v.nilness == 0 {
					return resUnknown
				}
				if (hp.Expect == outcomeSuccess) != (v.nilness == 1) {
					return resFails
				}
				continue
			}
			if hp.Field != "" || hp.Index < 0 || hp.Index >= len(call.Args) || !isError(fn.Signature().Params().At(hp.Index).Type()) {
				continue
			}
			want := hp.Expect
			if hp.By >= 0 {
				if hp.By >= len(call.Args) {
					continue
				}
				b, ok := h.ev.eval(call.Args[hp.By], en).bool()
				if !ok {
					return resUnknown
				}
				if !b {
					want = want.opposite()
				}
			}
			v := h.ev.eval(call.Args[hp.Index], en)
			if v.nilness == 0 {
				return resUnknown
			}
			if (want == outcomeSuccess) != (v.nilness == 1) {
				return resFails
			}
		}
		return resThrough
	}
	switch {
	case skipFuncs[h.fullName(fn)]:
		return resPasses // the test stops, and does not fail
	case h.printing(fn):
		return resThrough // t.Log(err), fmt.Println(err): only shown
	case h.ev.mentions(call, en):
		return resUnknown // a check the evaluator cannot see into
	}
	return resThrough
}

// skipFuncs is knowledge.SkipFuncs, as a set of full names.
var skipFuncs = funcSet(knowledge.SkipFuncs)

// funcSet returns the functions of a knowledge table as a set of full
// names.
func funcSet(table []knowledge.Func) map[string]bool {
	m := make(map[string]bool, len(table))
	for _, f := range table {
		m[string(f)] = true
	}
	return m
}

// assertionOf reports whether call is an assertion of the table, what
// it checks, and its operands: x, and y for a comparison (nil when the
// call does not hold them). A quicktest assertion checks what its
// checker argument names; an unknown checker is an assertion whose
// check is unknown (kind 0).
func (h *helpers) assertionOf(call *ast.CallExpr) (kind assertKind, x, y ast.Expr, ok bool) {
	fn := h.callee(call)
	if fn == nil {
		return 0, nil, nil, false
	}
	a, ok := assertions[h.fullName(fn)]
	if !ok {
		return 0, nil, nil, false
	}
	kind = a.kind
	arg := func(i int) ast.Expr {
		if i < len(call.Args) {
			return call.Args[i]
		}
		return nil
	}
	if kind != assertChecker {
		return kind, arg(a.arg), arg(a.arg + 1), true
	}
	kind = 0
	if sel, isSel := ast.Unparen(arg(a.arg + 1)).(*ast.SelectorExpr); isSel && arg(a.arg+1) != nil {
		if v, isVar := h.info().Uses[sel.Sel].(*types.Var); isVar && v.Pkg() != nil {
			kind = qtCheckers[v.Pkg().Path()+"."+v.Name()]
		}
	}
	return kind, arg(a.arg), arg(a.arg + 2), true
}

// isAssertion reports whether call is an assertion of the table
// (assert.Equal, require.NotNil).
func (h *helpers) isAssertion(call *ast.CallExpr) bool {
	_, _, _, ok := h.assertionOf(call)
	return ok
}
