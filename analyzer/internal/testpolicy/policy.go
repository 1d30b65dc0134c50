// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package testpolicy reads what a test does with a string, from types,
// flow and facts (DESIGN.md, "Test files"): whether the test needs it to
// work as a URI, feeds it in on purpose, or pins it as an expected
// output. urilint's pass asks it once per use, and reports a finding in
// a test only where the answer is [MustWork]: what it cannot read, it
// leaves [Unread], and the pass stays silent.
//
// The core is a small evaluator of the statements that follow a call:
// it runs them twice, once as if the call succeeded and once as if it
// failed (its error nil or not, its bool true or false), with the
// constants of the table row at hand, and sees in which run the test
// fails (t.Fatal, t.Error, an assertion of the table, a helper whose
// fact says it fails). A test that fails when the call fails expects
// success; one that fails when the call succeeds expects failure: its
// string is a deliberate input. Helpers get the same treatment on their
// own bodies, and their expectations are exported as facts.
package testpolicy

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// A Role is what a test does with a string.
type Role uint8

const (
	Unread   Role = iota // the policy cannot tell what the test needs: silent
	MustWork             // the test needs the string to work as a URI: reported
	Input                // a deliberate input: the test expects it to be rejected, or feeds it to the code under test
	Expected             // an expected output or a fixture: the test pins what the code answers
	Built                // the test builds the code under test's input from it (a request, a URL): deliberate, unless the build itself fails
)

func (r Role) String() string {
	switch r {
	case MustWork:
		return "must work"
	case Input:
		return "deliberate input"
	case Expected:
		return "expected output"
	case Built:
		return "input built for the code under test"
	}
	return "unread"
}

// Combine combines the roles of two uses of one literal, in any order:
// a deliberate role wins over an input built for the code under test,
// which wins over a use that must work, which wins over an unread one.
func Combine(a, b Role) Role {
	rank := func(r Role) int {
		switch r {
		case Input, Expected:
			return 3
		case Built:
			return 2
		case MustWork:
			return 1
		}
		return 0
	}
	if rank(b) > rank(a) || rank(b) == rank(a) && b < a {
		return b
	}
	return a
}

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
	Index  int
	Expect Outcome
	By     int
}

func (*HelperFact) AFact() {}

// String prints what the fact holds, so that a test can want it:
// "testhelper(s#1 success, err#2 failure if #3, verdict success, fails)".
func (f *HelperFact) String() string {
	var parts []string
	for _, hp := range f.Params {
		part := fmt.Sprintf("#%d %s", hp.Index, hp.Expect)
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
}

func (e *env) with(key any, v value) *env {
	n := &env{vars: map[types.Object]value{}, exprs: map[ast.Expr]value{}, rowVars: e.rowVars, uriField: e.uriField}
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

// A Host is what the policy needs of the analysis that asks it: the
// knowledge of sinks, wrappers and formats that the pass derives.
type Host interface {
	// URIArgs returns the arguments fn uses as a URI: a sink of the
	// table or of -sinks, or a wrapper (this package's, or another's
	// through its fact).
	URIArgs(fn *types.Func) []URIArg
	// Wrapper reports whether fn, a function of this package, passes a
	// string parameter on to a sink.
	Wrapper(fn *types.Func) bool
	// NotURI reports whether fn uses its arguments as text, not as a
	// URI: a printf-like function, a regexp, a template expander.
	NotURI(fn *types.Func) bool
	// StringPrintf reports whether fn builds a string from a printf format.
	StringPrintf(fn *types.Func) bool
	// LocalValue returns the value a local is assigned exactly once, or nil.
	LocalValue(v *types.Var) ast.Expr
	// FullName returns fn.FullName(), computed once for the pass.
	FullName(fn *types.Func) string
	// SendsRequest reports whether fn sends its request argument i
	// ((*http.Client).Do).
	SendsRequest(fn *types.Func, i int) bool
}

// A URIArg is an argument a function uses as a URI.
type URIArg struct {
	Index int
	Sends bool // it becomes the URL of a request (http.Get, http.NewRequest), not only parsed
}

// A Policy classifies the uses of strings in one package's tests. Its
// answers are computed once and kept for the run of the pass.
type Policy struct {
	pass *analysis.Pass
	in   *inspector.Inspector
	host Host
	pkg  Package

	helpers map[*types.Func]*HelperFact // this package's helpers, derived on demand
	calls   map[*types.Func][]inspector.Cursor
	ranges  []inspector.Cursor
	loading map[*types.Func]bool

	decls    map[*ast.FuncDecl]inspector.Cursor // built on first use
	callList []inspector.Cursor                 // the calls of the package, built on first use
	loops    map[ast.Node]tableLoops            // memo of loopsOver
}

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

// A Package is what the analysis knows of the files of the package it
// checks, which the policy reads and does not compute again.
type Package struct {
	Test     map[*token.File]bool                 // the checked files, and whether each is a _test.go file
	Testing  map[*token.File]bool                 // the checked files that import testing
	Decls    func() map[*types.Func]*ast.FuncDecl // the checked files' functions, built on first use
	External bool                                 // an external test package (package p_test), which no package imports
}

// New returns the policy of the package of pass.
func New(pass *analysis.Pass, in *inspector.Inspector, pkg Package, host Host) *Policy {
	return &Policy{
		pass: pass, in: in, host: host, pkg: pkg,
		helpers: map[*types.Func]*HelperFact{}, loading: map[*types.Func]bool{}, loops: map[ast.Node]tableLoops{},
	}
}

// fullName returns fn.FullName(), as the host keeps it.
func (p *Policy) fullName(fn *types.Func) string { return p.host.FullName(fn) }

// parses reports whether fn uses its argument arg as a URI: a sink or a
// function that passes it on to one. Only a parser's pinned answer
// makes a fixture of its input; code that merely takes a URL among its
// data (a regexp match, a cache key) is given it as it would be in use.
func (p *Policy) parses(fn *types.Func, arg int) bool {
	return slices.ContainsFunc(p.host.URIArgs(fn), func(a URIArg) bool { return a.Index == arg })
}

// cursor returns the cursor of lit.
func (p *Policy) cursor(lit *ast.BasicLit) (inspector.Cursor, bool) {
	cur, ok := p.in.Root().FindByPos(lit.Pos(), lit.End())
	if !ok || cur.Node() != lit {
		return inspector.Cursor{}, false
	}
	return cur, true
}

func (p *Policy) info() *types.Info { return p.pass.TypesInfo }

// callee returns the function call calls, or nil.
func (p *Policy) callee(call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(p.info(), call).(*types.Func)
	if fn != nil && fn.Origin() != nil {
		fn = fn.Origin()
	}
	return fn
}

// fact returns the helper fact of fn: derived from its body in this
// package, imported otherwise.
func (p *Policy) fact(fn *types.Func) *HelperFact {
	if fn == nil {
		return nil
	}
	if fn.Pkg() == p.pass.Pkg {
		return p.deriveFact(fn)
	}
	var f HelperFact
	if fn.Pkg() != nil && p.pass.ImportObjectFact(fn, &f) {
		return &f
	}
	return nil
}

// ---- The evaluator ----

// eval returns what e is known to be in en.
func (p *Policy) eval(e ast.Expr, en *env) value {
	e = ast.Unparen(e)
	if v, ok := en.exprs[e]; ok {
		return v
	}
	info := p.info()
	switch x := e.(type) {
	case *ast.Ident:
		obj := info.Uses[x]
		if v, ok := en.vars[obj]; ok {
			return v
		}
	case *ast.SelectorExpr:
		if f, ok := info.Uses[x.Sel].(*types.Var); ok && f.IsField() {
			if v, ok := en.vars[f]; ok && p.isRowVar(x.X, en) {
				return v
			}
		}
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			if b, ok := p.eval(x.X, en).bool(); ok {
				return boolValue(!b)
			}
			return unknown
		}
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND, token.LOR:
			l, lok := p.eval(x.X, en).bool()
			r, rok := p.eval(x.Y, en).bool()
			and := x.Op == token.LAND
			switch {
			case lok && l != and, rok && r != and:
				return boolValue(!and) // false && _, true || _
			case lok && rok:
				return boolValue(and)
			}
			return unknown
		case token.EQL, token.NEQ:
			l, r := p.eval(x.X, en), p.eval(x.Y, en)
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
func (p *Policy) isRowVar(x ast.Expr, en *env) bool {
	if en.rowVars == nil {
		return true
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	return ok && en.rowVars[p.info().Uses[id]]
}

// mentions reports whether n refers to a variable or expression en
// gives a value to, other than a row's field.
func (p *Policy) mentions(n ast.Node, en *env) bool {
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
			if _, ok := en.vars[p.info().Uses[id]]; ok {
				found = true
			}
		}
		return !found
	})
	return found
}

// run evaluates stmts in en: whether they fail the test.
func (p *Policy) run(stmts []ast.Stmt, en *env, depth int) (result, value) {
	maybe, mayStop := false, false
	for _, s := range stmts {
		r, v := p.stmt(s, en, depth)
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

func (p *Policy) stmt(s ast.Stmt, en *env, depth int) (result, value) {
	if depth > 8 {
		return resUnknown, unknown
	}
	switch s := s.(type) {
	case *ast.ExprStmt:
		if call, ok := ast.Unparen(s.X).(*ast.CallExpr); ok {
			return p.callEffect(call, en, depth), unknown
		}
	case *ast.BlockStmt:
		return p.run(s.List, en, depth+1)
	case *ast.LabeledStmt:
		return p.stmt(s.Stmt, en, depth)
	case *ast.IfStmt:
		var els []ast.Stmt
		if s.Else != nil {
			els = []ast.Stmt{s.Else}
		}
		return p.branch(p.eval(s.Cond, en), s.Body.List, els, en, depth)
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
				return p.run(def, en, depth+1)
			}
			cc := clauses[i].(*ast.CaseClause)
			if cc.List == nil {
				def = cc.Body
				return chain(i + 1)
			}
			cond := unknown
			for _, e := range cc.List {
				if b, ok := p.eval(e, en).bool(); ok && b {
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
					return p.run(cc.Body, en, depth+1)
				}
				return chain(i + 1)
			}
			r1, v1 := p.run(cc.Body, en, depth+1)
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
			if p.mentions(r, en) {
				if len(s.Results) == 1 {
					return resReturns, p.eval(r, en)
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
			if id, ok := l.(*ast.Ident); ok && s.Tok == token.ASSIGN {
				if _, ok := en.vars[p.info().Uses[id]]; ok {
					return resPasses, unknown
				}
			}
		}
		// ok := err == nil: the evaluator follows the new variable.
		if s.Tok == token.DEFINE && len(s.Lhs) == 1 && len(s.Rhs) == 1 {
			if id, ok := s.Lhs[0].(*ast.Ident); ok {
				if v := p.eval(s.Rhs[0], en); v.c != nil || v.nilness != 0 {
					if obj := p.info().Defs[id]; obj != nil {
						en.vars[obj] = v
					}
				}
			}
		}
		if p.mayFail(s) {
			return resUnknown, unknown
		}
	case *ast.ForStmt, *ast.RangeStmt:
		if p.mayFail(s) {
			return resUnknown, unknown
		}
		if hasBranch(s) {
			return resMayStop, unknown // a return inside the loop
		}
	default:
		if p.mayFail(s) {
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
func (p *Policy) branch(cond value, then, els []ast.Stmt, en *env, depth int) (result, value) {
	if b, ok := cond.bool(); ok {
		if b {
			return p.run(then, en, depth+1)
		}
		return p.run(els, en, depth+1)
	}
	r1, v1 := p.run(then, en, depth+1)
	r2, _ := p.run(els, en, depth+1)
	if r1 == r2 {
		return r1, v1
	}
	return resUnknown, unknown
}

// mayFail reports whether n calls something that fails the test.
func (p *Policy) mayFail(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if call, ok := m.(*ast.CallExpr); ok && !found {
			if p.fails(call) {
				found = true
			} else {
				_, _, _, found = p.assertionOf(call)
			}
		}
		_, lit := m.(*ast.FuncLit)
		return !found && !lit
	})
	return found
}

// fails reports whether call always fails the test.
func (p *Policy) fails(call *ast.CallExpr) bool {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := p.info().Uses[id].(*types.Builtin); ok && b.Name() == "panic" {
			return true
		}
	}
	fn := p.callee(call)
	if fn == nil {
		return false
	}
	if failFuncs[p.fullName(fn)] {
		return true
	}
	f := p.fact(fn)
	return f != nil && f.Fails
}

// callEffect returns whether call, a statement, fails the test in en.
func (p *Policy) callEffect(call *ast.CallExpr, en *env, depth int) result {
	if p.fails(call) {
		return resFails
	}
	fn := p.callee(call)
	if fn == nil {
		return resThrough
	}
	if kind, x, y, ok := p.assertionOf(call); ok {
		if x == nil {
			return resUnknown
		}
		v := p.eval(x, en)
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
				eq, ok = equal(v, p.eval(y, en))
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
	if f := p.fact(fn); f != nil {
		for _, hp := range f.Params {
			if hp.Index >= len(call.Args) || !isError(fn.Signature().Params().At(hp.Index).Type()) {
				continue
			}
			want := hp.Expect
			if hp.By >= 0 {
				if hp.By >= len(call.Args) {
					continue
				}
				b, ok := p.eval(call.Args[hp.By], en).bool()
				if !ok {
					return resUnknown
				}
				if !b {
					want = want.opposite()
				}
			}
			v := p.eval(call.Args[hp.Index], en)
			if v.nilness == 0 {
				return resUnknown
			}
			if (want == outcomeSuccess) != (v.nilness == 1) {
				return resFails
			}
		}
		return resThrough
	}
	if p.mentions(call, en) {
		return resUnknown // a check the evaluator cannot see into
	}
	return resThrough
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

func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// ---- What a test expects of a call ----

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

// callsOf returns the calls of fn in this package.
func (p *Policy) callsOf(fn *types.Func) []inspector.Cursor {
	if p.calls == nil {
		p.calls = map[*types.Func][]inspector.Cursor{}
		for cur := range p.in.Root().Preorder((*ast.CallExpr)(nil)) {
			if f := p.callee(cur.Node().(*ast.CallExpr)); f != nil && f.Pkg() == p.pass.Pkg {
				p.calls[f] = append(p.calls[f], cur)
			}
		}
	}
	return p.calls[fn]
}

// ---- Helper facts ----

// deriveFact derives the helper fact of fn, a function of this package.
func (p *Policy) deriveFact(fn *types.Func) *HelperFact {
	if f, ok := p.helpers[fn]; ok || p.loading[fn] {
		return f
	}
	p.loading[fn] = true
	defer delete(p.loading, fn)
	var f *HelperFact
	if fd := p.pkg.Decls()[fn]; fd != nil && fd.Body != nil {
		f = p.derive(fn, fd)
	}
	p.helpers[fn] = f
	return f
}

func (p *Policy) derive(fn *types.Func, fd *ast.FuncDecl) *HelperFact {
	sig := fn.Signature()
	params := sig.Params()
	// Only a file that imports testing can fail a test itself; elsewhere
	// only a validator's verdict is of interest.
	tests := p.pkg.Testing[p.pass.Fset.File(fd.Pos())]
	if !tests && !p.isWrapperVerdict(fn) {
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
		if r, _ := p.run(fd.Body.List, start, 0); r == resFails {
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
				rOK, _ := p.run(fd.Body.List, en.with(types.Object(pv), value{nilness: 1}), 0)
				rBad, _ := p.run(fd.Body.List, en.with(types.Object(pv), value{nilness: -1}), 0)
				switch {
				case rBad == resFails && rOK != resFails:
					return outcomeSuccess
				case rOK == resFails && rBad != resFails:
					return outcomeFailure
				}
				return outcomeUnknown
			})
			if o != outcomeUnknown {
				f.Params = append(f.Params, HelperParam{i, o, by})
			}
		case tests && typesutil.IsString(pv.Type()):
			// Every URI use of the string in the body counts, in any
			// order; uses that disagree leave the parameter unread.
			calls := p.uriCallsWith(fd, pv)
			if len(calls) == 0 {
				continue
			}
			o, by := decide(func(en *env) Outcome {
				o, used := outcomeUnknown, false
				for _, call := range calls {
					switch co := p.expects(call, en, 1); {
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
			})
			if o != outcomeUnknown {
				f.Params = append(f.Params, HelperParam{i, o, by})
			}
		}
	}
	if sig.Results().Len() == 1 && isBool(sig.Results().At(0).Type()) {
		f.Verdict = p.verdict(fn, fd)
	}
	if len(f.Params) == 0 && f.Verdict == outcomeUnknown && !f.Fails {
		return nil
	}
	return f
}

// isWrapperVerdict reports whether fn is a sink wrapper returning one bool:
// a validator whose answer's meaning is exported even outside tests.
func (p *Policy) isWrapperVerdict(fn *types.Func) bool {
	r := fn.Signature().Results()
	return p.host.Wrapper(fn) && r.Len() == 1 && isBool(r.At(0).Type())
}

// verdict says what fn's bool result means when a string parameter goes
// to a call with an error result (url.Parse) and fn returns a bool built
// from that error: success if fn cannot return true when the call failed.
func (p *Policy) verdict(fn *types.Func, fd *ast.FuncDecl) Outcome {
	params := fn.Signature().Params()
	verdict := outcomeUnknown
	for i := range params.Len() {
		pv := params.At(i)
		if !typesutil.IsString(pv.Type()) {
			continue
		}
		// Every URI use of the parameter, in any order: uses that
		// disagree leave the verdict unread.
		for _, cur := range p.uriCallsWith(fd, pv) {
			o := p.callVerdict(cur)
			switch {
			case o == outcomeUnknown:
			case verdict == outcomeUnknown:
				verdict = o
			case verdict != o:
				return outcomeUnknown
			}
		}
	}
	return verdict
}

// callVerdict says what the bool its function returns after the call at
// cur means: success if it cannot be true when the call's error is set,
// failure if it cannot be true when the call succeeded.
func (p *Policy) callVerdict(cur inspector.Cursor) Outcome {
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 {
		return outcomeUnknown
	}
	id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	obj := p.info().ObjectOf(id)
	if !ok || obj == nil || !isError(obj.Type()) {
		return outcomeUnknown
	}
	stmts := following(cur.Parent())
	en := &env{vars: map[types.Object]value{}, exprs: map[ast.Expr]value{}}
	rOK, vOK := p.run(stmts, en.with(obj, value{nilness: 1}), 0)
	rBad, vBad := p.run(stmts, en.with(obj, value{nilness: -1}), 0)
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

// FirstCallWith returns the first call in fd's body with the parameter
// v as an argument, outside function literals.
func (p *Policy) FirstCallWith(fd *ast.FuncDecl, v *types.Var) (inspector.Cursor, bool) {
	fc, ok := p.declCursor(fd)
	if !ok {
		return inspector.Cursor{}, false
	}
	var found inspector.Cursor
	ok = false
	fc.Inspect([]ast.Node{(*ast.CallExpr)(nil), (*ast.FuncLit)(nil)}, func(cur inspector.Cursor) bool {
		if ok {
			return false
		}
		call, isCall := cur.Node().(*ast.CallExpr)
		if !isCall {
			return false // a function literal
		}
		for _, a := range call.Args {
			if id, isID := ast.Unparen(a).(*ast.Ident); isID && p.info().Uses[id] == v {
				if fn := p.callee(call); fn != nil && p.printing(fn) {
					continue
				}
				found, ok = cur, true
				return false
			}
		}
		return true
	})
	return found, ok
}

// printing reports whether fn prints its arguments or uses them as
// text (t.Errorf, fmt.Sprint, strings.HasPrefix): such a call says
// nothing of what the test expects of a string.
func (p *Policy) printing(fn *types.Func) bool {
	if fn.Pkg() != nil && fn.Pkg().Path() == "testing" {
		return true
	}
	return p.host.NotURI(fn)
}

// ExportFacts exports the helper facts of this package's functions:
// those another package can call, and those this package's checks
// needed, and the verdicts of its wrappers (this package's functions
// that pass a string on to a sink). Another package can call an
// exported function, unless this is an external test package (package
// p_test, of _test.go files only), which the go command never lets a
// package import.
func (p *Policy) ExportFacts(wrappers []*types.Func) {
	if len(p.pkg.Testing) == 0 && len(wrappers) == 0 {
		// No function can be a test helper or a validator's verdict.
		return
	}
	if len(p.pkg.Testing) > 0 && !p.pkg.External {
		for fn, fd := range p.pkg.Decls() {
			if fn.Exported() && fd.Body != nil && p.pkg.Testing[p.pass.Fset.File(fd.Pos())] {
				p.deriveFact(fn)
			}
		}
	}
	for _, fn := range wrappers {
		if p.isWrapperVerdict(fn) {
			p.deriveFact(fn)
		}
	}
	for fn, f := range p.helpers {
		if f != nil {
			p.pass.ExportObjectFact(fn, f)
		}
	}
}

// ---- Roles ----

// UseRole returns the role of a sink call in a test: what the test
// expects of the call, or of the helper it is (rejects(t, s)).
func (p *Policy) UseRole(cur inspector.Cursor, arg int) Role {
	call := cur.Node().(*ast.CallExpr)
	switch p.handlerInput(cur) {
	case parserInput:
		return Input
	case builtInput:
		if p.needsBuild(cur, &env{}) {
			return Built
		}
		return Input
	}
	if arg < len(call.Args) && p.identity(cur, call.Args[arg], &env{}) {
		return Expected
	}
	if o := p.paramExpect(call, arg, &env{}); o != outcomeUnknown {
		return o.role()
	}
	return p.expects(cur, &env{}, 0).role()
}

// paramExpect returns what the helper call calls expects of its string
// argument arg, from the helper's fact.
func (p *Policy) paramExpect(call *ast.CallExpr, arg int, en *env) Outcome {
	f := p.fact(p.callee(call))
	if f == nil {
		return outcomeUnknown
	}
	for _, hp := range f.Params {
		if hp.Index != arg {
			continue
		}
		o := hp.Expect
		if hp.By >= 0 {
			if hp.By >= len(call.Args) {
				return outcomeUnknown
			}
			b, ok := p.eval(call.Args[hp.By], en).bool()
			if !ok {
				return outcomeUnknown
			}
			if !b {
				o = o.opposite()
			}
		}
		return o
	}
	return outcomeUnknown
}

// A useClass is what one use of a string does.
type useClass struct {
	compared bool    // an operand of a comparison or an equality assertion: an expected output
	input    bool    // given to a call
	uri      bool    // for an input: the call uses it as a URI (a sink, a wrapper, a helper whose fact says so, a url.URL)
	out      Outcome // for an input: what the test expects of the call
	fixture  bool    // for an input: the call's answer is pinned (compared with another field of the row, or with the input itself)
	handler  bool    // for an input: the input of the code under test (a parser's, a handler's)
	built    bool    // for a handler's input: the test needs the request or URL built from it
}

// combine decides a string's role from all its uses, in any order: the
// test must need it to work as a URI (a URI use it fails without), and
// no use may say it is deliberate (an input the test expects rejected,
// a handler's input, a fixture, an expected output). Anything else is
// left unread, and reporting stays silent.
func combine(cs []useClass) Role {
	var works, input, expected, built bool
	for _, c := range cs {
		switch {
		case c.fixture, c.compared:
			expected = true
		case c.handler && c.built:
			built = true
		case c.handler:
			input = true
		case c.input:
			switch c.out {
			case outcomeSuccess:
				works = works || c.uri
			case outcomeUsed:
				built = built || c.uri
			case outcomeFailure:
				input = true
			case outcomePinned:
				expected = true
			}
		}
	}
	switch {
	case input:
		return Input
	case expected:
		return Expected
	case built:
		return Built
	case works:
		return MustWork
	}
	return Unread
}

// classify returns what the use of a string at cur does, in en. row is
// the row's own field of the string (nil outside tables): the answer of
// a call compared with another field of the row makes a fixture.
func (p *Policy) classify(cur inspector.Cursor, en *env, row *rowInfo) []useClass {
	return p.classifyDepth(cur, en, row, 0)
}

func (p *Policy) classifyDepth(cur inspector.Cursor, en *env, row *rowInfo, depth int) []useClass {
	for {
		if _, ok := cur.Parent().Node().(*ast.ParenExpr); !ok {
			break
		}
		cur = cur.Parent()
	}
	e := cur.Node().(ast.Expr)
	if en.uriField && depth <= 3 {
		// A field that is a URI, set in a struct literal: what the test
		// does with the struct (New(Options{Endpoint: s})).
		if up, ok := p.structValue(cur); ok {
			return p.classifyDepth(up, en, row, depth+1)
		}
	}
	if en.uriField && depth <= 3 {
		// A struct that holds the URI, assigned to a variable: what the
		// test does with the variable (client := &acme.Client{…};
		// client.NewAccount(…)).
		_, lit := e.(*ast.CompositeLit)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			lit = true
		}
		if _, assigned := cur.Parent().Node().(*ast.AssignStmt); lit && assigned {
			return p.valueUses(cur, en, row, depth+1)
		}
	}
	switch parent := cur.Parent().Node().(type) {
	case *ast.SelectorExpr:
		// A method called on the value: c.Get(ctx) on what holds the URI.
		call, ok := cur.Parent().Parent().Node().(*ast.CallExpr)
		if !en.uriField || parent.X != e || !ok || call.Fun != parent {
			return nil
		}
		return []useClass{{input: true, uri: true, out: p.expects(cur.Parent().Parent(), en, 0)}}
	case *ast.RangeStmt:
		// for _, r := range tt.responses { w.write(&r) }: the uses of r.
		id, ok := parent.Value.(*ast.Ident)
		if parent.X != e || !ok || depth > 2 {
			return nil
		}
		v := p.info().ObjectOf(id)
		body, _ := cur.Parent().FindNode(parent.Body)
		var cs []useClass
		for u := range body.Preorder((*ast.Ident)(nil)) {
			if p.info().Uses[u.Node().(*ast.Ident)] != v {
				continue
			}
			// Up through r.F.G and &r.
			for {
				if sel, ok := u.Parent().Node().(*ast.SelectorExpr); ok && sel.X == u.Node() {
					u = u.Parent()
					continue
				}
				if un, ok := u.Parent().Node().(*ast.UnaryExpr); ok && un.Op == token.AND {
					u = u.Parent()
					continue
				}
				break
			}
			cs = append(cs, p.classifyDepth(u, en, row, depth+1)...)
		}
		return cs
	case *ast.BinaryExpr:
		if parent.Op != token.EQL && parent.Op != token.NEQ {
			return nil
		}
		other := parent.X
		if other == e {
			other = parent.Y
		}
		if tv, ok := p.info().Types[other]; ok && (tv.Value != nil || tv.IsNil()) {
			return nil // a test for "" or nil
		}
		return []useClass{useClass{compared: true}}
	case *ast.CallExpr:
		if parent.Fun == e {
			return nil
		}
		fn := p.callee(parent)
		if fn == nil {
			return nil
		}
		if kind, _, _, ok := p.assertionOf(parent); ok {
			if kind == assertEqual || kind == assertNotEqual {
				return []useClass{{compared: true}}
			}
			return nil
		}
		if p.printing(fn) {
			return nil
		}
		idx := -1
		for i, a := range parent.Args {
			if a == e {
				idx = i
			}
		}
		switch p.handlerInput(cur.Parent()) {
		case parserInput:
			return []useClass{{input: true, handler: true}}
		case builtInput:
			return []useClass{{input: true, handler: true, built: p.needsBuild(cur.Parent(), en)}}
		}
		o := p.paramExpect(parent, idx, en)
		uri := o != outcomeUnknown || en.uriField || p.parses(fn, idx) || typesutil.IsURL(p.info().TypeOf(e))
		if o == outcomeUnknown {
			o = p.expects(cur.Parent(), en, 0)
		}
		if o == outcomeUnknown && en.uriField && depth <= 3 {
			// A constructor given the URI: what the test does with
			// what it built.
			if cs := p.valueUses(cur.Parent(), en, row, depth+1); len(cs) > 0 {
				return cs
			}
		}
		uc := useClass{input: true, uri: uri, out: o}
		if row != nil && p.parses(fn, idx) {
			uc.fixture = p.pinsAnswer(cur.Parent(), row)
		}
		uc.fixture = uc.fixture || p.identity(cur.Parent(), e, en)
		return []useClass{uc}
	}
	return nil
}

// LiteralRole returns the role of a literal in a test file: from its
// table row, or from what the test does with it or with the local it
// initializes. uriField says that the literal is written to a field
// or variable that is read as a URI.
func (p *Policy) LiteralRole(lit *ast.BasicLit, uriField bool) Role {
	cur, ok := p.cursor(lit)
	if !ok {
		return Unread
	}
	for {
		switch pn := cur.Parent().Node().(type) {
		case *ast.ParenExpr:
			cur = cur.Parent()
			continue
		case *ast.BinaryExpr:
			if pn.Op == token.ADD {
				cur = cur.Parent()
				continue
			}
		case *ast.CallExpr:
			// The format of fmt.Sprintf or a wrapper: the text it builds
			// carries the literal's.
			if fn, _ := typeutil.Callee(p.info(), pn).(*types.Func); fn != nil && p.host.StringPrintf(fn) {
				if n := fn.Signature().Params().Len(); n >= 2 && len(pn.Args) >= n-1 && pn.Args[n-2] == cur.Node() {
					cur = cur.Parent()
					continue
				}
			}
		}
		break
	}
	if row, ok := p.rowOf(cur); ok {
		return p.rowRole(row, uriField)
	}
	cs := p.classify(cur, &env{uriField: uriField}, nil)
	// A local it initializes: the uses of the local.
	var id *ast.Ident
	switch pn := cur.Parent().Node().(type) {
	case *ast.AssignStmt:
		if pn.Tok == token.DEFINE && len(pn.Lhs) == len(pn.Rhs) {
			for i, r := range pn.Rhs {
				if r == cur.Node() {
					id, _ = pn.Lhs[i].(*ast.Ident)
				}
			}
		}
	case *ast.ValueSpec:
		if len(pn.Names) == len(pn.Values) {
			for i, r := range pn.Values {
				if r == cur.Node() {
					id = pn.Names[i]
				}
			}
		}
	}
	if id != nil {
		if v, ok := p.info().Defs[id].(*types.Var); ok && p.host.LocalValue(v) != nil {
			for fn := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
				for u := range fn.Preorder((*ast.Ident)(nil)) {
					if p.info().Uses[u.Node().(*ast.Ident)] == v {
						cs = append(cs, p.classify(u, &env{uriField: uriField}, nil)...)
					}
				}
				break
			}
		}
	}
	return combine(cs)
}

// ---- Table rows ----

// A rowInfo is a row of a test table that holds a string.
type rowInfo struct {
	row   *ast.CompositeLit
	cur   inspector.Cursor // the row
	path  []*types.Var     // fields from the row to the string
	table inspector.Cursor // the slice, array or map literal that holds the row
}

// rowOf returns the table row that holds the value at cur: the
// outermost struct literal that is an element of a slice, array or map
// literal, through nested structs and slices ({responses: []response{{
// Href: []string{s}}}, wantErr: errBad}), with the fields from the row
// to the string.
func (p *Policy) rowOf(cur inspector.Cursor) (*rowInfo, bool) {
	info := p.info()
	var path []*types.Var
	var best *rowInfo
	for {
		elt := cur
		if _, ok := cur.Parent().Node().(*ast.KeyValueExpr); ok {
			elt = cur.Parent()
		}
		lit, ok := elt.Parent().Node().(*ast.CompositeLit)
		if !ok {
			return best, best != nil
		}
		st, ok := underStruct(info.TypeOf(lit))
		if !ok {
			// An element of a slice or map literal: the literal is the
			// value of a field further up, or a table of strings.
			cur = elt.Parent()
			continue
		}
		var field *types.Var
		if kv, ok := elt.Node().(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				field, _ = info.ObjectOf(id).(*types.Var)
			}
		} else {
			for i, e := range lit.Elts {
				if e == elt.Node() && i < st.NumFields() {
					field = st.Field(i)
				}
			}
		}
		if field == nil {
			return best, best != nil
		}
		path = append([]*types.Var{field}, path...)
		// Is the struct literal a row of a table, or a field of another struct?
		litCur := elt.Parent()
		up := litCur
		if u, ok := up.Parent().Node().(*ast.UnaryExpr); ok && u.Op == token.AND {
			up = up.Parent()
		}
		holder := up.Parent()
		table := holder
		if _, ok := holder.Node().(*ast.KeyValueExpr); ok {
			table = holder.Parent() // map[string]T{"name": {...}}, or a field
		}
		if outer, ok := table.Node().(*ast.CompositeLit); ok {
			if _, isStruct := underStruct(info.TypeOf(outer)); !isStruct {
				best = &rowInfo{lit, litCur, slices.Clone(path), table}
				cur = table // a table that is itself a field of an outer row?
				continue
			}
			cur = up
			continue
		}
		return best, best != nil
	}
}

func underStruct(t types.Type) (*types.Struct, bool) {
	if t == nil {
		return nil, false
	}
	if ptr, ok := t.Underlying().(*types.Pointer); ok {
		t = ptr.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}

// rowEnv returns the values of the row's fields.
func (p *Policy) rowEnv(r *rowInfo) *env {
	info := p.info()
	en := &env{vars: map[types.Object]value{}, exprs: map[ast.Expr]value{}}
	st, _ := underStruct(info.TypeOf(r.row))
	if st == nil {
		return en
	}
	set := map[*types.Var]ast.Expr{}
	for i, e := range r.row.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				if f, ok := info.ObjectOf(id).(*types.Var); ok {
					set[f] = kv.Value
				}
			}
		} else if i < st.NumFields() {
			set[st.Field(i)] = e
		}
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		e, ok := set[f]
		if !ok {
			// The zero value.
			switch u := f.Type().Underlying().(type) {
			case *types.Basic:
				switch {
				case u.Info()&types.IsBoolean != 0:
					en.vars[f] = boolValue(false)
				case u.Info()&types.IsString != 0:
					en.vars[f] = value{c: constant.MakeString("")}
				case u.Info()&types.IsNumeric != 0:
					en.vars[f] = value{c: constant.MakeInt64(0)}
				}
			case *types.Pointer, *types.Interface, *types.Map, *types.Slice, *types.Signature, *types.Chan:
				en.vars[f] = value{nilness: 1}
			}
			continue
		}
		tv := info.Types[e]
		switch {
		case tv.IsNil():
			en.vars[f] = value{nilness: 1}
		case tv.Value != nil:
			en.vars[f] = value{c: tv.Value}
		default:
			switch f.Type().Underlying().(type) {
			case *types.Pointer, *types.Interface:
				en.vars[f] = value{nilness: -1} // errors.New("…"), &url.URL{…}
			}
		}
	}
	return en
}

// rowRole returns the role of the string at r from the loops that range
// over its table.
func (p *Policy) rowRole(r *rowInfo, uriField bool) Role {
	// A row that pins a parser's answer: a sibling url.URL.
	st, _ := underStruct(p.info().TypeOf(r.row))
	en := p.rowEnv(r)
	en.uriField = uriField
	for _, f := range r.path[:len(r.path)-1] {
		if typesutil.IsURL(f.Type()) {
			return Expected // inside the url.URL a row expects
		}
	}
	if st != nil {
		for i := range st.NumFields() {
			f := st.Field(i)
			if f != r.path[0] && typesutil.IsURL(f.Type()) && en.vars[f].nilness != 1 {
				if _, set := p.rowField(r, f); set {
					return Expected
				}
			}
		}
	}
	loops, rowVars := p.loopsOver(r.table)
	if len(loops) > 0 {
		en.rowVars = rowVars
	}
	var cs []useClass
	visit := func(cur inspector.Cursor) {
		if !p.selects(cur.Node().(*ast.SelectorExpr), r.path, en) {
			return
		}
		cs = append(cs, p.classify(cur, en, r)...)
	}
	escapes := false
	for _, l := range loops {
		for cur := range l.Preorder((*ast.SelectorExpr)(nil)) {
			visit(cur)
		}
		escapes = escapes || p.rowEscapes(l, rowVars)
	}
	if len(loops) == 0 || escapes {
		// The table or its rows go to a helper of this package that
		// runs them (testProxy(t, tt), runTests(t, tests)): the reads
		// of the fields in that helper, through its parameter.
		for _, h := range p.rowHelpers(r.table, loops, rowVars) {
			hen := *en
			hen.rowVars = h.rowVars
			en := &hen
			for cur := range h.body.Preorder((*ast.SelectorExpr)(nil)) {
				if p.selects(cur.Node().(*ast.SelectorExpr), r.path, en) {
					cs = append(cs, p.classify(cur, en, r)...)
				}
			}
		}
	}
	return combine(cs)
}

// rowEscapes reports whether a row variable is used in body otherwise
// than to read a field: given whole to a helper (testProxy(t, tt)),
// whose reads of the fields are elsewhere.
func (p *Policy) rowEscapes(body inspector.Cursor, rowVars map[types.Object]bool) bool {
	for cur := range body.Preorder((*ast.Ident)(nil)) {
		if !rowVars[p.info().Uses[cur.Node().(*ast.Ident)]] {
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

// rowField reports whether the row sets field f.
func (p *Policy) rowField(r *rowInfo, f *types.Var) (ast.Expr, bool) {
	st, _ := underStruct(p.info().TypeOf(r.row))
	for i, e := range r.row.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && p.info().ObjectOf(id) == f {
				return kv.Value, true
			}
		} else if st != nil && i < st.NumFields() && st.Field(i) == f {
			return e, true
		}
	}
	return nil, false
}

// selects reports whether sel reads the field path of a row, or a
// leading part of it: tt.in, tt.cfg.Proxy, tt.cfg.
func (p *Policy) selects(sel *ast.SelectorExpr, path []*types.Var, en *env) bool {
	for n := len(path); n >= 1; n-- {
		var x ast.Expr = sel
		ok := true
		for i := n - 1; i >= 0 && ok; i-- {
			s, isSel := ast.Unparen(x).(*ast.SelectorExpr)
			if !isSel || p.info().Uses[s.Sel] != path[i] {
				ok = false
				break
			}
			x = s.X
		}
		if ok && (en.rowVars == nil || p.isRowVar(x, en)) {
			return true
		}
	}
	return false
}

// loopsOver returns the bodies of the range loops over the table at
// cur (directly, or through the variable it initializes), and the
// variables the rows are read through.
func (p *Policy) loopsOver(table inspector.Cursor) ([]inspector.Cursor, map[types.Object]bool) {
	if l, ok := p.loops[table.Node()]; ok {
		return l.bodies, l.rowVars
	}
	bodies, rowVars := p.loopsOver1(table)
	p.loops[table.Node()] = tableLoops{bodies, rowVars}
	return bodies, rowVars
}

func (p *Policy) loopsOver1(table inspector.Cursor) ([]inspector.Cursor, map[types.Object]bool) {
	info := p.info()
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
	if p.ranges == nil {
		for cur := range p.in.Root().Preorder((*ast.RangeStmt)(nil)) {
			p.ranges = append(p.ranges, cur)
		}
	}
	var bodies []inspector.Cursor
	rowVars := map[types.Object]bool{}
	for _, cur := range p.ranges {
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

// pinsAnswer reports whether the answer of the call at cur, which took
// a row's string, is compared with another, non-bool field of the row:
// the row pins what the parser answers on this very string.
func (p *Policy) pinsAnswer(cur inspector.Cursor, r *rowInfo) bool {
	info := p.info()
	call := cur.Node().(*ast.CallExpr)
	results := map[types.Object]bool{}
	if as, ok := cur.Parent().Node().(*ast.AssignStmt); ok && len(as.Rhs) == 1 {
		for _, l := range as.Lhs {
			if id, ok := l.(*ast.Ident); ok && id.Name != "_" {
				if obj := info.ObjectOf(id); obj != nil && !isError(obj.Type()) && !isBool(obj.Type()) {
					results[obj] = true
				}
			}
		}
	}
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
			if kind, a, b, ok := p.assertionOf(x); ok && (kind == assertEqual || kind == assertNotEqual) && b != nil && pair(a, b) {
				found = true
			}
		}
		if found {
			return true
		}
	}
	return false
}

// handlerInput tells whether the call at cur gives its string to the
// code under test as that code's input, whatever the test expects of
// it (DESIGN.md, "the input of the code under test is deliberate"):
//   - httptest.NewRequest builds a handler's input;
//   - a function of the package under test that parses the string (and
//     sends no request with it) is the parser under test: the string is
//     its input, and the row it comes from pins its answer;
//   - a request or URL built from the string (http.NewRequest,
//     url.Parse, a helper that returns one) that the test gives to a
//     handler or to the code under test, directly, through a struct
//     literal (&http.Request{URL: u}), a variable or a table row.
func (p *Policy) handlerInput(cur inspector.Cursor) inputKind {
	call := cur.Node().(*ast.CallExpr)
	fn := p.callee(call)
	if fn == nil {
		return notInput
	}
	switch p.fullName(fn) {
	case "net/http/httptest.NewRequest", "net/http/httptest.NewRequestWithContext":
		return builtInput
	}
	if p.underTest(fn) && p.parsesOnly(fn) {
		return parserInput
	}
	res := fn.Signature().Results()
	if res.Len() == 0 || !isRequest(res.At(0).Type()) && !typesutil.IsURL(res.At(0).Type()) {
		return notInput
	}
	if as, ok := cur.Parent().Node().(*ast.AssignStmt); ok && len(as.Lhs) > 0 && p.resultUse(cur.Parent(), as.Lhs[0]) == resultSent {
		return notInput // the test sends it: it must work
	}
	if p.reachesCodeUnderTest(cur, 0) {
		return builtInput
	}
	return notInput
}

// An inputKind says how a string is the input of the code under test.
type inputKind uint8

const (
	notInput    inputKind = iota
	parserInput           // given to a parser under test, which is tested on it
	builtInput            // a request or URL the test builds from it for the code under test
)

// needsBuild reports whether the test needs the call at cur, which
// builds the code under test's input, to succeed: httptest.NewRequest
// panics on a target it cannot read; other builders fail the test
// through their error, or leave a nil result the test uses.
func (p *Policy) needsBuild(cur inspector.Cursor, en *env) bool {
	if fn := p.callee(cur.Node().(*ast.CallExpr)); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "net/http/httptest" {
		return true
	}
	o := p.expects(cur, en, 0)
	return o == outcomeSuccess || o == outcomeUsed
}

// reachesCodeUnderTest reports whether the value at cur (a request or
// a URL) is given to a handler or to the code under test.
func (p *Policy) reachesCodeUnderTest(cur inspector.Cursor, depth int) bool {
	if depth > 4 {
		return false
	}
	for {
		if _, ok := cur.Parent().Node().(*ast.ParenExpr); !ok {
			break
		}
		cur = cur.Parent()
	}
	if up, ok := p.structValue(cur); ok {
		// &http.Request{URL: u}, or a table row's field.
		if row, ok := p.rowOf(cur); ok {
			loops, rowVars := p.loopsOver(row.table)
			en := &env{rowVars: rowVars}
			for _, l := range loops {
				for sc := range l.Preorder((*ast.SelectorExpr)(nil)) {
					if p.selects(sc.Node().(*ast.SelectorExpr), row.path, en) && p.reachesCodeUnderTest(sc, depth+1) {
						return true
					}
				}
			}
			return false
		}
		return p.reachesCodeUnderTest(up, depth+1)
	}
	switch parent := cur.Parent().Node().(type) {
	case *ast.CallExpr:
		for i, a := range parent.Args {
			if a == cur.Node() {
				return p.servesRequest(parent, i)
			}
		}
	case *ast.AssignStmt:
		if len(parent.Lhs) != len(parent.Rhs) && !(len(parent.Rhs) == 1 && parent.Rhs[0] == cur.Node()) {
			return false
		}
		i := 0
		for j, r := range parent.Rhs {
			if r == cur.Node() {
				i = j
			}
		}
		id, ok := parent.Lhs[i].(*ast.Ident)
		if !ok || id.Name == "_" {
			return false
		}
		v := p.info().ObjectOf(id)
		for fc := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
			for u := range fc.Preorder((*ast.Ident)(nil)) {
				if u.Node() != ast.Node(id) && p.info().Uses[u.Node().(*ast.Ident)] == v && p.reachesCodeUnderTest(u, depth+1) {
					return true
				}
			}
			break
		}
	}
	return false
}

// parsesOnly reports whether fn uses a string as a URI and sends no
// request with any: a parser or a validator.
func (p *Policy) parsesOnly(fn *types.Func) bool {
	args := p.host.URIArgs(fn)
	return len(args) > 0 && !slices.ContainsFunc(args, func(a URIArg) bool { return a.Sends })
}

// underTest reports whether fn is code under test: a function declared
// in a non-test file of this package, or of the package an external
// test package tests.
func (p *Policy) underTest(fn *types.Func) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != strings.TrimSuffix(p.pass.Pkg.Path(), "_test") {
		return false
	}
	if fn.Pkg() != p.pass.Pkg {
		return true // package p_test calling p
	}
	fd := p.pkg.Decls()[fn]
	return fd != nil && !p.pkg.Test[p.pass.Fset.File(fd.Pos())]
}

// servesRequest reports whether call hands its argument i, a request
// or a URL, to a handler (a function whose parameter before it is an
// http.ResponseWriter) or to the code under test.
func (p *Policy) servesRequest(call *ast.CallExpr, i int) bool {
	sig, _ := p.info().TypeOf(call.Fun).Underlying().(*types.Signature)
	if sig == nil {
		return false
	}
	if params := sig.Params(); i > 0 && i < params.Len() && typesutil.IsNamed(params.At(i-1).Type(), "net/http", "ResponseWriter") {
		return true
	}
	fn := p.callee(call)
	return fn != nil && p.underTest(fn)
}

// isRequest reports whether t is *net/http.Request.
func isRequest(t types.Type) bool {
	ptr, ok := t.(*types.Pointer)
	return ok && typesutil.IsNamed(ptr.Elem(), "net/http", "Request")
}

// identity reports whether the answer of the call at cur, which took
// the string e, is compared with that same string: an identity row
// (assert.Equal(t, X, f(X))) pins that the input comes back unchanged.
func (p *Policy) identity(cur inspector.Cursor, e ast.Expr, en *env) bool {
	v := p.eval(e, en).c
	if v == nil || v.Kind() != constant.String {
		return false
	}
	call := cur.Node().(*ast.CallExpr)
	same := func(x ast.Expr) bool {
		w := p.eval(x, en).c
		return w != nil && w.Kind() == constant.String && constant.StringVal(w) == constant.StringVal(v)
	}
	// The answer: the call itself, or the variable it initializes.
	var result types.Object
	if as, ok := cur.Parent().Node().(*ast.AssignStmt); ok && len(as.Rhs) == 1 && ast.Unparen(as.Rhs[0]) == call {
		if id, ok := as.Lhs[0].(*ast.Ident); ok && id.Name != "_" {
			result = p.info().ObjectOf(id)
		}
	}
	answer := func(x ast.Expr) bool {
		x = ast.Unparen(x)
		if x == call {
			return true
		}
		id, ok := x.(*ast.Ident)
		return ok && result != nil && p.info().Uses[id] == result
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
			if kind, a, b, ok := p.assertionOf(x); ok && (kind == assertEqual || kind == assertNotEqual) && b != nil && pinned(a, b) {
				return true
			}
		}
	}
	return false
}

// structValue returns the outermost struct literal that holds the
// value at cur as a field (through nested structs and &), if cur is
// one's field value.
func (p *Policy) structValue(cur inspector.Cursor) (inspector.Cursor, bool) {
	found := false
	for {
		elt := cur
		if kv, ok := cur.Parent().Node().(*ast.KeyValueExpr); ok && kv.Value == cur.Node() {
			elt = cur.Parent()
		}
		lit, ok := elt.Parent().Node().(*ast.CompositeLit)
		if !ok {
			break
		}
		if _, isStruct := underStruct(p.info().TypeOf(lit)); !isStruct {
			break
		}
		cur, found = elt.Parent(), true
		if u, ok := cur.Parent().Node().(*ast.UnaryExpr); ok && u.Op == token.AND {
			cur = cur.Parent()
		}
	}
	return cur, found
}

// valueUses returns what the test does with the value at cur, the
// result of a call or a struct literal: a method called on it, or the
// uses of the variable it is assigned to.
func (p *Policy) valueUses(cur inspector.Cursor, en *env, row *rowInfo, depth int) []useClass {
	x := cur.Node().(ast.Expr)
	if _, ok := cur.Parent().Node().(*ast.SelectorExpr); ok {
		return p.classifyDepth(cur, en, row, depth)
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != x {
		return nil
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil
	}
	v := p.info().ObjectOf(id)
	var cs []useClass
	for fc := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		for u := range fc.Preorder((*ast.Ident)(nil)) {
			if p.info().Uses[u.Node().(*ast.Ident)] == v {
				cs = append(cs, p.classifyDepth(u, en, row, depth)...)
			}
		}
		break
	}
	return cs
}

// rowHelpers returns the functions of this package that read the rows
// of the table at table: those a row variable of its loops is given to
// (the parameter is then a row), and those the table itself is given to
// (the rows are then read through a loop over the parameter).
func (p *Policy) rowHelpers(table inspector.Cursor, loops []inspector.Cursor, rowVars map[types.Object]bool) []rowHelper {
	var out []rowHelper
	// param returns the body and parameter of the callee of call that
	// receives argument i.
	param := func(call *ast.CallExpr, i int) (inspector.Cursor, types.Object, bool) {
		fn := p.callee(call)
		if fn == nil || fn.Pkg() != p.pass.Pkg {
			return inspector.Cursor{}, nil, false
		}
		fd := p.pkg.Decls()[fn]
		if fd == nil || fd.Body == nil {
			return inspector.Cursor{}, nil, false
		}
		params := fn.Signature().Params()
		if i >= params.Len() || fn.Signature().Variadic() && i >= params.Len()-1 {
			return inspector.Cursor{}, nil, false
		}
		body, ok := p.declCursor(fd)
		if !ok {
			return inspector.Cursor{}, nil, false
		}
		body, ok = body.FindNode(fd.Body)
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
				if !ok || !rowVars[p.info().Uses[id]] {
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
					tableVar = p.info().ObjectOf(id)
				}
			}
		}
	} else if vs, ok := table.Parent().Node().(*ast.ValueSpec); ok && len(vs.Names) == len(vs.Values) {
		for i, r := range vs.Values {
			if r == table.Node() {
				tableVar = p.info().ObjectOf(vs.Names[i])
			}
		}
	}
	for _, cur := range p.allCalls() {
		call := cur.Node().(*ast.CallExpr)
		for i, a := range call.Args {
			x := argOf(a)
			id, isID := x.(*ast.Ident)
			if x != table.Node() && !(isID && tableVar != nil && p.info().Uses[id] == tableVar) {
				continue
			}
			body, v, ok := param(call, i)
			if !ok {
				continue
			}
			vars := map[types.Object]bool{}
			for rc := range body.Preorder((*ast.RangeStmt)(nil)) {
				rs := rc.Node().(*ast.RangeStmt)
				if rid, ok := ast.Unparen(rs.X).(*ast.Ident); ok && p.info().Uses[rid] == v {
					if vid, ok := rs.Value.(*ast.Ident); ok {
						vars[p.info().ObjectOf(vid)] = true
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

// declCursor returns the cursor of the function declaration fd.
func (p *Policy) declCursor(fd *ast.FuncDecl) (inspector.Cursor, bool) {
	if p.decls == nil {
		p.decls = map[*ast.FuncDecl]inspector.Cursor{}
		for cur := range p.in.Root().Preorder((*ast.FuncDecl)(nil)) {
			p.decls[cur.Node().(*ast.FuncDecl)] = cur
		}
	}
	cur, ok := p.decls[fd]
	return cur, ok
}

// allCalls returns the calls of the package, listed on first use.
func (p *Policy) allCalls() []inspector.Cursor {
	if p.callList == nil {
		p.callList = []inspector.Cursor{}
		for cur := range p.in.Root().Preorder((*ast.CallExpr)(nil)) {
			p.callList = append(p.callList, cur)
		}
	}
	return p.callList
}

// uriCallsWith returns the calls in fd's body, outside function
// literals, that use the parameter v as a URI: a sink or a wrapper
// given it, or a helper whose fact says what it expects of it.
func (p *Policy) uriCallsWith(fd *ast.FuncDecl, v *types.Var) []inspector.Cursor {
	fc, ok := p.declCursor(fd)
	if !ok {
		return nil
	}
	var out []inspector.Cursor
	fc.Inspect([]ast.Node{(*ast.CallExpr)(nil), (*ast.FuncLit)(nil)}, func(cur inspector.Cursor) bool {
		call, isCall := cur.Node().(*ast.CallExpr)
		if !isCall {
			return false // a function literal
		}
		fn := p.callee(call)
		if fn == nil {
			return true
		}
		for i, a := range call.Args {
			id, isID := ast.Unparen(a).(*ast.Ident)
			if !isID || p.info().Uses[id] != v {
				continue
			}
			if p.parses(fn, i) || p.helperParamOf(fn, i) {
				out = append(out, cur)
				break
			}
		}
		return true
	})
	return out
}

// helperParamOf reports whether fn's helper fact says what it expects
// of its parameter i.
func (p *Policy) helperParamOf(fn *types.Func, i int) bool {
	if f := p.fact(fn); f != nil {
		for _, hp := range f.Params {
			if hp.Index == i {
				return true
			}
		}
	}
	return false
}

// assertionOf reports whether call is an assertion of the table, what
// it checks, and its operands: x, and y for a comparison (nil when the
// call does not hold them). A quicktest assertion checks what its
// checker argument names; an unknown checker is an assertion whose
// check is unknown (kind 0).
func (p *Policy) assertionOf(call *ast.CallExpr) (kind assertKind, x, y ast.Expr, ok bool) {
	fn := p.callee(call)
	if fn == nil {
		return 0, nil, nil, false
	}
	a, ok := assertions[p.fullName(fn)]
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
		if v, isVar := p.info().Uses[sel.Sel].(*types.Var); isVar && v.Pkg() != nil {
			kind = qtCheckers[v.Pkg().Path()+"."+v.Name()]
		}
	}
	return kind, arg(a.arg), arg(a.arg + 2), true
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
