// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/types"

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

// assertions are the third-party and standard assertions urilint
// understands, keyed by types.Func.FullName. TestAssertionTable checks
// each against the real signature (stubs in testdata/src with testify's
// and go-cmp's signatures).
var assertions = func() map[string]assertion {
	m := map[string]assertion{
		"reflect.DeepEqual":                  {assertEqual, 0},
		"github.com/google/go-cmp/cmp.Equal": {assertEqual, 0},
		"github.com/google/go-cmp/cmp.Diff":  {assertEqual, 0},
	}
	kinds := map[string]assertKind{
		"Equal": assertEqual, "EqualValues": assertEqual, "Exactly": assertEqual,
		"NotEqual": assertNotEqual,
		"NoError":  assertNoError, "Nil": assertNoError,
		"Error": assertError, "NotNil": assertError, "ErrorIs": assertError,
		"ErrorContains": assertError, "EqualError": assertError, "ErrorAs": assertError,
		"True": assertTrue, "False": assertFalse,
	}
	// quicktest: qt.Assert(t, got, qt.Equals, want), c.Check(got, qt.IsNil).
	const qt = "github.com/frankban/quicktest"
	for _, n := range []string{"Assert", "Check"} {
		m[qt+"."+n] = assertion{assertChecker, 1}
		m["(*"+qt+".C)."+n] = assertion{assertChecker, 0}
	}
	for _, pkg := range []string{"github.com/stretchr/testify/assert", "github.com/stretchr/testify/require"} {
		for name, k := range kinds {
			for _, n := range []string{name, name + "f"} {
				m[pkg+"."+n] = assertion{k, 1}                  // assert.Equal(t, want, got)
				m["(*"+pkg+".Assertions)."+n] = assertion{k, 0} // a := assert.New(t); a.Equal(want, got)
			}
		}
	}
	return m
}()

// panicAssertions are the assertions that run a function and check that
// it panics (true) or does not (false), keyed by types.Func.FullName:
// the function is their argument at index arg. A Must function called
// in the function that assert.Panics runs is expected to panic: its
// string is a deliberate bad input. TestAssertionTable checks each
// against the real signature.
var panicAssertions = func() map[string]struct {
	arg    int
	panics bool
} {
	type entry = struct {
		arg    int
		panics bool
	}
	m := map[string]entry{}
	for _, pkg := range []string{"github.com/stretchr/testify/assert", "github.com/stretchr/testify/require"} {
		for name, e := range map[string]entry{
			"Panics": {1, true}, "PanicsWithValue": {2, true}, "PanicsWithError": {2, true}, "NotPanics": {1, false},
		} {
			for _, n := range []string{name, name + "f"} {
				m[pkg+"."+n] = e
				m["(*"+pkg+".Assertions)."+n] = entry{e.arg - 1, e.panics}
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

// failFuncs are the functions that fail a test (or stop the program)
// whenever they are called, keyed by types.Func.FullName.
var failFuncs = map[string]bool{
	"(*testing.common).Error":                     true,
	"(*testing.common).Errorf":                    true,
	"(*testing.common).Fatal":                     true,
	"(*testing.common).Fatalf":                    true,
	"(*testing.common).Fail":                      true,
	"(*testing.common).FailNow":                   true,
	"(testing.TB).Error":                          true,
	"(testing.TB).Errorf":                         true,
	"(testing.TB).Fatal":                          true,
	"(testing.TB).Fatalf":                         true,
	"(testing.TB).Fail":                           true,
	"(testing.TB).FailNow":                        true,
	"log.Fatal":                                   true,
	"log.Fatalf":                                  true,
	"log.Fatalln":                                 true,
	"log.Panic":                                   true,
	"log.Panicf":                                  true,
	"log.Panicln":                                 true,
	"os.Exit":                                     true,
	"github.com/stretchr/testify/assert.Fail":     true,
	"github.com/stretchr/testify/assert.FailNow":  true,
	"github.com/stretchr/testify/require.Fail":    true,
	"github.com/stretchr/testify/require.FailNow": true,
}

// qtCheckers are quicktest's checkers, package variables keyed by
// their package path and name: what an assertion that names one checks.
var qtCheckers = map[string]assertKind{
	"github.com/frankban/quicktest.IsNil":        assertNoError,
	"github.com/frankban/quicktest.IsNotNil":     assertError,
	"github.com/frankban/quicktest.ErrorIs":      assertError,
	"github.com/frankban/quicktest.ErrorMatches": assertError,
	"github.com/frankban/quicktest.IsTrue":       assertTrue,
	"github.com/frankban/quicktest.IsFalse":      assertFalse,
	"github.com/frankban/quicktest.Equals":       assertEqual,
	"github.com/frankban/quicktest.DeepEquals":   assertEqual,
}

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
		for _, hp := range f.Params {
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

// skipFuncs are the functions that end a test without failing it,
// keyed by types.Func.FullName.
var skipFuncs = map[string]bool{
	"(*testing.common).Skip":    true,
	"(*testing.common).Skipf":   true,
	"(*testing.common).SkipNow": true,
	"(testing.TB).Skip":         true,
	"(testing.TB).Skipf":        true,
	"(testing.TB).SkipNow":      true,
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
