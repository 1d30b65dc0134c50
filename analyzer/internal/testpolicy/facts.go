// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// helpers is the layer of assertions and helper facts: what a call does
// to a test (a function that fails it, an assertion of the table, a
// helper whose fact says so), and the facts of this package's helpers,
// derived from their bodies by the layers below. The evaluator and the
// outcome layer ask it through calls and verdicts.
type helpers struct {
	*pkgView
	ev      *evaluator
	out     *outcomes
	facts   map[*types.Func]*HelperFact // this package's helpers, derived on demand
	loading map[*types.Func]bool        // the helpers being derived, against recursion
}

// A HelperFact records what a function expects, derived from its body:
// of its error parameters (fails when non-nil: success), of the strings
// it is given (fails when parsing succeeds: failure), what its bool
// result means, and whether it always fails the test.
type HelperFact struct {
	Params  []HelperParam // by Index
	Verdict Outcome       // for a function returning one bool: success if true means the string was accepted
	Fails   bool          // calling it fails the test
}

// A HelperParam is what a helper expects of one parameter. With By >= 0,
// the bool parameter By decides: true means Expect, false its opposite.
type HelperParam struct {
	Index  int // -1: the receiver
	Expect Outcome
	By     int
	Field  string // of a struct parameter (or a pointer to one): the string field the expectation is about
}

func (*HelperFact) AFact() {}

// String prints what the fact holds, so that a test can want it:
// "testhelper(s#1 success, err#2 failure if #3, verdict success, fails)".
func (f *HelperFact) String() string {
	var parts []string
	for _, hp := range f.Params {
		part := fmt.Sprintf("#%d", hp.Index)
		if hp.Index < 0 {
			part = "recv"
		}
		if hp.Field != "" {
			part += "." + hp.Field
		}
		part += " " + hp.Expect.String()
		if hp.By >= 0 {
			part += fmt.Sprintf(" if #%d", hp.By)
		}
		parts = append(parts, part)
	}
	if f.Verdict != outcomeUnknown {
		parts = append(parts, "verdict "+f.Verdict.String())
	}
	if f.Fails {
		parts = append(parts, "fails")
	}
	return "testhelper(" + strings.Join(parts, ", ") + ")"
}

// fact returns the helper fact of fn: derived from its body in this
// package, imported otherwise.
func (h *helpers) fact(fn *types.Func) *HelperFact {
	if fn == nil {
		return nil
	}
	if fn.Pkg() == h.pass.Pkg {
		return h.deriveFact(fn)
	}
	var f HelperFact
	if fn.Pkg() != nil && h.pass.ImportObjectFact(fn, &f) {
		return &f
	}
	return nil
}

// deriveFact derives the helper fact of fn, a function of this package.
func (h *helpers) deriveFact(fn *types.Func) *HelperFact {
	if f, ok := h.facts[fn]; ok || h.loading[fn] {
		return f
	}
	h.loading[fn] = true
	defer delete(h.loading, fn)
	var f *HelperFact
	if b, ok := h.bodyOf(fn); ok {
		f = h.derive(fn, b)
	}
	h.facts[fn] = f
	return f
}

// A body is the body of a function of this package: a declaration's,
// or that of a function literal a local holds.
type body struct {
	pos   token.Pos
	block *ast.BlockStmt
	cur   inspector.Cursor // the block
}

// bodyOf returns the body of fn, if it is a function of this package
// with one.
func (h *helpers) bodyOf(fn *types.Func) (body, bool) {
	if fd, cur, ok := h.decl(fn); ok && fd.Body != nil {
		return body{fd.Pos(), fd.Body, cur.ChildAt(edge.FuncDecl_Body, -1)}, true
	}
	if cur, ok := h.host.FuncLit(fn); ok {
		lit := cur.Node().(*ast.FuncLit)
		return body{lit.Pos(), lit.Body, cur.ChildAt(edge.FuncLit_Body, -1)}, true
	}
	return body{}, false
}

func (h *helpers) derive(fn *types.Func, fd body) *HelperFact {
	sig := fn.Signature()
	params := sig.Params()
	// Only a file that imports testing can fail a test itself; elsewhere
	// only a wrapper is of interest: a validator's verdict, and a Must…
	// function that panics when its string does not parse.
	tests := h.pkg.Testing[h.pass.Fset.File(fd.pos)]
	wrapper := h.host.Wrapper(fn)
	fieldCalls := h.fieldURICalls(fn, fd)
	if !tests && !wrapper && len(fieldCalls) == 0 {
		return nil
	}
	f := &HelperFact{}
	var bools []int
	for i := range params.Len() {
		if isBool(params.At(i).Type()) {
			bools = append(bools, i)
		}
	}
	start := &env{vars: map[types.Object]value{}, exprs: map[ast.Expr]value{}}
	if tests {
		if r, _ := h.ev.run(fd.block.List, start, 0); r == resFails {
			f.Fails = true
		}
	}
	// decide runs the body with param i set to ok or bad, for each
	// setting of the bool parameters, and says what it expects.
	decide := func(try func(en *env) Outcome) (Outcome, int) {
		if o := try(start); o == outcomeSuccess || o == outcomeFailure || o == outcomeUsed {
			return o, -1
		}
		for _, b := range bools {
			bv := params.At(b)
			t, fl := try(start.with(types.Object(bv), boolValue(true))), try(start.with(types.Object(bv), boolValue(false)))
			if (t == outcomeSuccess || t == outcomeFailure) && fl == t.opposite() {
				return t, b
			}
		}
		return outcomeUnknown, -1
	}
	for i := range params.Len() {
		pv := params.At(i)
		switch {
		case tests && isError(pv.Type()):
			o, by := decide(func(en *env) Outcome {
				rOK, _ := h.ev.run(fd.block.List, en.with(types.Object(pv), value{nilness: 1}), 0)
				rBad, _ := h.ev.run(fd.block.List, en.with(types.Object(pv), value{nilness: -1}), 0)
				switch {
				case rBad == resFails && rOK != resFails:
					return outcomeSuccess
				case rOK == resFails && rBad != resFails:
					return outcomeFailure
				}
				return outcomeUnknown
			})
			if o != outcomeUnknown {
				f.Params = append(f.Params, HelperParam{Index: i, Expect: o, By: by})
			}
		case (tests || wrapper) && typesutil.IsString(pv.Type()):
			// Every URI use of the string in the body counts, in any
			// order; uses that disagree leave the parameter unread.
			calls := h.uriCallsWith(fd, pv)
			if len(calls) == 0 {
				continue
			}
			o, by := decide(func(en *env) Outcome { return h.callsExpect(calls, en) })
			if o != outcomeUnknown {
				f.Params = append(f.Params, HelperParam{Index: i, Expect: o, By: by})
			}
		}
	}
	// The string fields of struct parameters that the body uses as a URI
	// (NewForConfigOrDie(c *Config) panics when c.Host does not parse).
	for _, fc := range fieldCalls {
		o, by := decide(func(en *env) Outcome { return h.callsExpect(fc.calls, en) })
		if o == outcomeUnknown && !tests && h.relaysAll(fn, fc.calls) {
			o, by = outcomeRelayed, -1
		}
		if o != outcomeUnknown {
			f.Params = append(f.Params, HelperParam{Index: fc.param, Expect: o, By: by, Field: fc.field})
		}
	}
	if sig.Results().Len() == 1 && isBool(sig.Results().At(0).Type()) {
		f.Verdict = h.verdict(fn, fd)
	}
	if len(f.Params) == 0 && f.Verdict == outcomeUnknown && !f.Fails {
		return nil
	}
	return f
}

// callsExpect returns what the body, in en, expects of the URI calls
// of one parameter: every call counts, in any order, and calls that
// disagree leave the parameter unread.
func (h *helpers) callsExpect(calls []inspector.Cursor, en *env) Outcome {
	o, used := outcomeUnknown, false
	for _, call := range calls {
		switch co := h.out.expects(call, en, 1); {
		case co == outcomeUnknown:
		case co == outcomeUsed:
			used = true
		case o == outcomeUnknown:
			o = co
		case o != co:
			return outcomeUnknown
		}
	}
	if o == outcomeUnknown && used {
		return outcomeUsed // the body needs the call built, no more
	}
	return o
}

// A fieldUse is the URI calls of one string field of a struct parameter.
type fieldUse struct {
	param int
	field string
	calls []inspector.Cursor
}

// fieldURICalls returns, for each string field of a struct parameter of
// fn (or of a pointer to one), or of its receiver (index -1), that fd's
// body uses as a URI, the calls that do: the field given to a sink, a
// wrapper or a helper whose fact says what it expects of it
// (url.Parse(c.Host)), or the struct given to a function whose fact
// says so of the field (NewForConfig(c)). In the order of the receiver,
// the parameters and the fields' first calls.
func (h *helpers) fieldURICalls(fn *types.Func, fd body) []fieldUse {
	sig := fn.Signature()
	params := sig.Params()
	var out []fieldUse
	for i := -1; i < params.Len(); i++ {
		var pv *types.Var
		if i < 0 {
			pv = sig.Recv()
		} else {
			pv = params.At(i)
		}
		if pv == nil {
			continue
		}
		if _, ok := underStruct(pv.Type()); !ok {
			continue // underStruct sees through a pointer
		}
		is := func(x ast.Expr) bool {
			for {
				switch y := ast.Unparen(x).(type) {
				case *ast.StarExpr:
					x = y.X
					continue
				case *ast.UnaryExpr:
					if y.Op == token.AND {
						x = y.X
						continue
					}
				case *ast.Ident:
					return h.info().Uses[y] == pv
				}
				return false
			}
		}
		first := len(out)
		add := func(field string, cur inspector.Cursor) {
			for j := first; j < len(out); j++ {
				if out[j].field == field {
					out[j].calls = append(out[j].calls, cur)
					return
				}
			}
			out = append(out, fieldUse{param: i, field: field, calls: []inspector.Cursor{cur}})
		}
		h.eachCall(fd, func(cur inspector.Cursor, call *ast.CallExpr, callee *types.Func) {
			for j, a := range call.Args {
				if sel, ok := ast.Unparen(a).(*ast.SelectorExpr); ok && is(sel.X) {
					if s, ok := h.info().Selections[sel]; ok && s.Kind() == types.FieldVal && len(s.Index()) == 1 &&
						typesutil.IsString(s.Obj().Type()) && (h.parses(callee, j) || h.helperParamOf(callee, j)) {
						add(sel.Sel.Name, cur)
					}
					continue
				}
				if !is(a) || callee == fn {
					continue
				}
				if f := h.fact(callee); f != nil {
					for _, hp := range f.Params {
						if hp.Index == j && hp.Field != "" {
							add(hp.Field, cur)
						}
					}
				}
			}
		})
	}
	return out
}

// hasStructParam reports whether a parameter of fn is a struct or a
// pointer to one.
func hasStructParam(fn *types.Func) bool {
	if r := fn.Signature().Recv(); r != nil {
		if _, ok := underStruct(r.Type()); ok {
			return true
		}
	}
	params := fn.Signature().Params()
	for i := range params.Len() {
		if _, ok := underStruct(params.At(i).Type()); ok {
			return true
		}
	}
	return false
}

// relaysAll reports whether fn returns an error when any of the calls
// fails: each assigns its error to a variable, and what follows returns
// when that error is set (if err != nil { return nil, err }).
func (h *helpers) relaysAll(fn *types.Func, calls []inspector.Cursor) bool {
	res := fn.Signature().Results()
	if res.Len() == 0 || !isError(res.At(res.Len()-1).Type()) || len(calls) == 0 {
		return false
	}
	for _, cur := range calls {
		as, ok := cur.Parent().Node().(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) < 1 {
			return false
		}
		id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
		obj := h.info().ObjectOf(id)
		if !ok || obj == nil || !isError(obj.Type()) {
			return false
		}
		var stmts []ast.Stmt
		if ifs, ok := cur.Parent().Parent().Node().(*ast.IfStmt); ok && ifs.Init == as {
			stmts = []ast.Stmt{ifs}
		} else {
			stmts = following(cur.Parent())
		}
		en := &env{vars: map[types.Object]value{}, exprs: map[ast.Expr]value{}}
		if r, _ := h.ev.run(stmts, en.with(obj, value{nilness: -1}), 0); r != resReturns {
			return false
		}
	}
	return true
}

// verdict says what fn's bool result means when a string parameter goes
// to a call with an error result (url.Parse) and fn returns a bool built
// from that error: success if fn cannot return true when the call failed.
func (h *helpers) verdict(fn *types.Func, fd body) Outcome {
	// Every URI use of a string parameter, or of a string field of a
	// struct parameter or of the receiver (func (o Options) Valid()
	// bool), in any order: uses that disagree leave the verdict unread.
	var calls []inspector.Cursor
	params := fn.Signature().Params()
	for i := range params.Len() {
		if pv := params.At(i); typesutil.IsString(pv.Type()) {
			calls = append(calls, h.uriCallsWith(fd, pv)...)
		}
	}
	for _, fc := range h.fieldURICalls(fn, fd) {
		calls = append(calls, fc.calls...)
	}
	verdict := outcomeUnknown
	for _, cur := range calls {
		o := h.callVerdict(cur)
		switch {
		case o == outcomeUnknown:
		case verdict == outcomeUnknown:
			verdict = o
		case verdict != o:
			return outcomeUnknown
		}
	}
	return verdict
}

// callVerdict says what the bool its function returns after the call at
// cur means: success if it cannot be true when the call's error is set,
// failure if it cannot be true when the call succeeded.
func (h *helpers) callVerdict(cur inspector.Cursor) Outcome {
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 {
		return outcomeUnknown
	}
	id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	obj := h.info().ObjectOf(id)
	if !ok || obj == nil || !isError(obj.Type()) {
		return outcomeUnknown
	}
	stmts := following(cur.Parent())
	en := &env{vars: map[types.Object]value{}, exprs: map[ast.Expr]value{}}
	rOK, vOK := h.ev.run(stmts, en.with(obj, value{nilness: 1}), 0)
	rBad, vBad := h.ev.run(stmts, en.with(obj, value{nilness: -1}), 0)
	okB, okKnown := vOK.bool()
	badB, badKnown := vBad.bool()
	switch {
	case rBad == resReturns && badKnown && !badB && !(okKnown && !okB):
		return outcomeSuccess
	case rOK == resReturns && okKnown && !okB && !(badKnown && !badB):
		return outcomeFailure
	}
	return outcomeUnknown
}

// exportFacts exports the helper facts of this package's functions:
// those another package can call, and those this package's checks
// needed, and what its wrappers (this package's functions that pass a
// string on to a sink) expect: a validator's verdict, a Must…
// function's panic. Another package can call an
// exported function, unless this is an external test package (package
// p_test, of _test.go files only), which the go command never lets a
// package import.
func (h *helpers) exportFacts(wrappers []*types.Func) {
	if !h.pkg.External {
		for fn, cur := range h.index.Decls() {
			// A file that imports testing is a checked one; elsewhere a
			// function with a struct parameter may panic or return an
			// error when a field of it does not parse.
			fd := cur.Node().(*ast.FuncDecl)
			if fn.Exported() && fd.Body != nil && (h.pkg.Testing[h.pass.Fset.File(fd.Pos())] || hasStructParam(fn)) {
				h.deriveFact(fn)
			}
		}
	}
	for _, fn := range wrappers {
		h.deriveFact(fn)
	}
	for fn, f := range h.facts {
		if _, lit := h.host.FuncLit(fn); f != nil && !lit { // a function literal has no object path
			h.pass.ExportObjectFact(fn, f)
		}
	}
}

// uriCallsWith returns the calls in fd's body, outside function
// literals, that use the parameter v as a URI: a sink or a wrapper
// given it, or a helper whose fact says what it expects of it.
func (h *helpers) uriCallsWith(fd body, v *types.Var) []inspector.Cursor {
	var out []inspector.Cursor
	h.eachCall(fd, func(cur inspector.Cursor, call *ast.CallExpr, fn *types.Func) {
		for i, a := range call.Args {
			id, isID := ast.Unparen(a).(*ast.Ident)
			if !isID || h.info().Uses[id] != v {
				continue
			}
			if h.parses(fn, i) || h.helperParamOf(fn, i) {
				out = append(out, cur)
				break
			}
		}
	})
	return out
}

// eachCall calls f with each call in fd's body, outside function
// literals, whose callee is known.
func (h *helpers) eachCall(fd body, f func(cur inspector.Cursor, call *ast.CallExpr, callee *types.Func)) {
	fd.cur.Inspect([]ast.Node{(*ast.CallExpr)(nil), (*ast.FuncLit)(nil)}, func(cur inspector.Cursor) bool {
		call, isCall := cur.Node().(*ast.CallExpr)
		if !isCall {
			return false // a function literal
		}
		if callee := h.callee(call); callee != nil {
			f(cur, call, callee)
		}
		return true
	})
}

// helperParamOf reports whether fn's helper fact says what it expects
// of its parameter i.
func (h *helpers) helperParamOf(fn *types.Func, i int) bool {
	if f := h.fact(fn); f != nil {
		for _, hp := range f.Params {
			if hp.Index == i && hp.Field == "" {
				return true
			}
		}
	}
	return false
}

// verdictOf returns what a true answer of fn means, by its helper fact:
// success, failure, or outcomeUnknown.
func (h *helpers) verdictOf(fn *types.Func) Outcome {
	if f := h.fact(fn); f != nil {
		return f.Verdict
	}
	return outcomeUnknown
}
