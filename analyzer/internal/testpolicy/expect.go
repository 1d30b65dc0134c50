// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/knowledge"
	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// outcomes reads what a test expects of a call: the layer above the
// evaluator. What an assertion or a helper's answer means it asks the
// layer above it (verdicts).
type outcomes struct {
	*pkgView
	ev    *evaluator
	above verdicts
}

// verdicts is what the outcome layer asks of the layer above.
type verdicts interface {
	// isAssertion reports whether call is an assertion of the table.
	isAssertion(call *ast.CallExpr) bool
	// verdictOf returns what a true answer of fn means: success,
	// failure, or outcomeUnknown if nothing says.
	verdictOf(fn *types.Func) Outcome
}

// An Outcome is what a test expects of a call.
type Outcome uint8

const (
	outcomeUnknown Outcome = iota
	outcomeSuccess         // the test fails if the call fails
	outcomeFailure         // the test fails if the call succeeds
	outcomePinned          // the test pins a bool answer whose meaning is unknown
	outcomeUsed            // the error is dropped, but the test uses the result: it needs the call to succeed, no more
	outcomeRelayed         // of a function's parameter: the function returns an error when its URI fails; the caller's check of that error decides
)

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
	case outcomeRelayed:
		return "relayed"
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
//
// A test that checks the call's answer says what it expects: success,
// failure, or an answer it pins. A test that does not (it drops the
// error, only logs it, skips on it, or checks it in no way that can
// fail) still needs what it goes on to use: a request it sends must
// work, whatever happens to the answer (nothing observes the failure,
// so it cannot be a deliberate bad input); a URL or request whose URL
// it then reads or passes on must work; one it only uses otherwise
// (a header set on a request) must be built, no more.
func (oc *outcomes) expects(cur inspector.Cursor, base *env, depth int) Outcome {
	o, unchecked := oc.checked(cur, base, depth)
	if !unchecked {
		return o
	}
	call := cur.Node().(*ast.CallExpr)
	if !oc.pkg.Testing[oc.pass.Fset.File(call.Pos())] {
		// Outside tests (a wrapper's body), only a check that fails or
		// panics says what the function expects.
		return outcomeUnknown
	}
	if oc.performs(call) {
		return outcomeSuccess
	}
	return o
}

// performs reports whether call sends a request to one of its URI
// arguments (http.Get, a client's Get, a function that passes its
// string on to one).
func (oc *outcomes) performs(call *ast.CallExpr) bool {
	fn := oc.callee(call)
	return fn != nil && slices.ContainsFunc(oc.host.URIArgs(fn), func(a URIArg) bool { return a.Request })
}

// checked returns what the code around the call at cur expects of it,
// and whether that code leaves the call's answer unchecked: it drops
// the answer, or no run of what follows fails or stops on it (the
// outcome then says what the use of the result needs, if anything).
func (oc *outcomes) checked(cur inspector.Cursor, base *env, depth int) (Outcome, bool) {
	call, ok := cur.Node().(*ast.CallExpr)
	if !ok || depth > 3 {
		return outcomeUnknown, false
	}
	sig, _ := oc.info().TypeOf(call.Fun).Underlying().(*types.Signature)
	if sig == nil || sig.Results().Len() == 0 {
		return outcomeUnknown, true
	}
	res := sig.Results()
	isErr := isError(res.At(res.Len() - 1).Type())
	isVerdict := res.Len() == 1 && isBool(res.At(0).Type())
	if !isErr && !isVerdict {
		// An option built for another call (otlptracehttp.New(ctx,
		// otlptracehttp.WithEndpoint(…)), mongo.Connect(ctx,
		// options.Client().ApplyURI(…))): its string fails or works
		// where that call reports it.
		if outer, ok := cur.Parent().Node().(*ast.CallExpr); ok && outer.Fun != call {
			return oc.checked(cur.Parent(), base, depth+1)
		}
		return outcomeUnknown, true
	}
	ok1, bad := value{nilness: 1}, value{nilness: -1}
	if isVerdict {
		ok1, bad = boolValue(true), boolValue(false)
	}
	// Where the result goes, and the statements that test it.
	var key any
	var stmts []ast.Stmt
	var result ast.Expr // the variable the call's first result goes to, beside its error
	stmt := cur
	for stmt = cur.Parent(); ; stmt = stmt.Parent() {
		if _, ok := stmt.Node().(ast.Stmt); ok {
			break
		}
		if _, ok := stmt.Node().(*ast.FuncLit); ok || stmt.Node() == nil {
			return outcomeUnknown, false
		}
	}
	if as, ok := stmt.Node().(*ast.AssignStmt); ok && len(as.Rhs) == 1 && ast.Unparen(as.Rhs[0]) == call {
		i := len(as.Lhs) - 1
		if isVerdict {
			i = 0
		}
		if i >= len(as.Lhs) {
			return outcomeUnknown, false
		}
		id, ok := as.Lhs[i].(*ast.Ident)
		if ok && id.Name == "_" && !isVerdict {
			// The error is dropped: what follows needs what it uses.
			if len(as.Lhs) >= 2 {
				return oc.resultUse(stmt, as.Lhs[0]).outcome(), true
			}
			return outcomeUnknown, true
		}
		if !ok {
			return outcomeUnknown, false
		}
		if isErr && !isVerdict && len(as.Lhs) >= 2 {
			result = as.Lhs[0]
		}
		key = oc.info().ObjectOf(id)
		if ifs, ok := stmt.Parent().Node().(*ast.IfStmt); ok && ifs.Init == as {
			stmts = []ast.Stmt{ifs}
		} else {
			stmts = following(stmt)
		}
	} else {
		switch s := stmt.Node().(type) {
		case *ast.ExprStmt, *ast.GoStmt, *ast.DeferStmt:
			return outcomeUnknown, true // the answer is dropped
		case *ast.AssignStmt:
			if len(s.Rhs) == 1 && ast.Unparen(s.Rhs[0]) == call {
				return outcomeUnknown, false // into a variable of a kind not followed
			}
		}
		key = ast.Expr(call)
		stmts = append([]ast.Stmt{stmt.Node().(ast.Stmt)}, following(stmt)...)
	}
	segs := append([][]ast.Stmt{stmts}, continuation(stmt)...)
	enOK, enBad := base.with(key, ok1), base.with(key, bad)
	if obj := oc.resultVar(result); obj != nil {
		// A failed call leaves its pointer result nil, a successful one
		// not (the convention of net/url, net/http and most Go code).
		enOK, enBad = enOK.with(obj, value{nilness: -1}), enBad.with(obj, value{nilness: 1})
		results := map[types.Object]bool{obj: true}
		enOK.results, enBad.results = results, results
	}
	rOK := oc.runSegments(segs, enOK)
	rBad := oc.runSegments(segs, enBad)
	if rOK == resReturns || rBad == resReturns {
		if isVerdict || depth > 0 {
			// A helper's body returns it (its fact is its verdict), or
			// a caller's check is already being read.
			return outcomeUnknown, false
		}
		return oc.callersExpect(cur, depth), false
	}
	var o Outcome
	switch {
	case rBad == resFails && rOK != resFails:
		o = outcomeSuccess
	case rOK == resFails && rBad != resFails:
		o = outcomeFailure
	case quiet(rOK) && quiet(rBad):
		// Nothing that follows fails or stops on the answer: it is
		// unchecked (logged, skipped on, ignored), and what the test
		// does with the result decides. An Example that reads the
		// error other than to bail out on it shows it on purpose
		// (fmt.Println(err), errors.As(err, &pe)): its output pins it.
		if obj, ok := key.(types.Object); ok && isErr && !isVerdict && inExample(cur) && showsError(oc.info(), obj, stmts) {
			return outcomePinned, false
		}
		if result != nil && !isVerdict {
			return oc.resultUse(stmt, result).outcome(), true
		}
		return outcomeUnknown, true
	default:
		return outcomeUnknown, false
	}
	if isVerdict {
		// The test wants true (success) or false (failure): what that
		// means is the callee's.
		switch oc.above.verdictOf(oc.callee(call)) {
		case outcomeSuccess:
		case outcomeFailure:
			o = o.opposite()
		default:
			return outcomePinned, false
		}
	}
	return o, false
}

// resultVar returns the variable x names if it holds a pointer (the
// result beside a call's error), or nil.
func (oc *outcomes) resultVar(x ast.Expr) types.Object {
	id, ok := x.(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil
	}
	obj := oc.info().ObjectOf(id)
	if obj == nil {
		return nil
	}
	if _, ok := obj.Type().Underlying().(*types.Pointer); !ok {
		return nil
	}
	return obj
}

// quiet reports whether r is a run that neither fails the test nor may.
func quiet(r result) bool { return r == resThrough || r == resPasses }

// runSegments runs segs one after another, as control falls out of a
// block into the statements after the statement that holds it.
func (oc *outcomes) runSegments(segs [][]ast.Stmt, en *env) result {
	maybe, mayStop := false, false
	for _, seg := range segs {
		switch r, _ := oc.ev.run(seg, en, 0); r {
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
func (oc *outcomes) callersExpect(cur inspector.Cursor, depth int) Outcome {
	var sites []inspector.Cursor
	for fc := range cur.Enclosing((*ast.FuncLit)(nil), (*ast.FuncDecl)(nil)) {
		switch f := fc.Node().(type) {
		case *ast.FuncLit:
			if call, ok := fc.Parent().Node().(*ast.CallExpr); ok && call.Fun == f {
				sites = append(sites, fc.Parent())
			}
		case *ast.FuncDecl:
			if fn, ok := oc.info().Defs[f.Name].(*types.Func); ok {
				sites = oc.callsOf(fn)
			}
		}
		break
	}
	o := outcomeUnknown
	for _, s := range sites {
		switch oc.expects(s, &env{}, depth+1) {
		case outcomeSuccess:
			return outcomeSuccess
		case outcomeFailure:
			o = outcomeFailure
		}
	}
	return o
}

// A resultKind is how a test uses the result of a call whose answer
// it does not check.
type resultKind uint8

const (
	resultUnused resultKind = iota
	resultUsed              // used as if it were not nil, its URL not read (a header set on a request): it must be built
	resultRead              // its URL read, or the value passed on (returned, stored, given to a call): it must work
	resultSent              // a request given to a sender ((*http.Client).Do): it must work
)

// outcome returns what a use of the result of kind k needs of the call.
func (k resultKind) outcome() Outcome {
	switch k {
	case resultUsed:
		return outcomeUsed
	case resultRead, resultSent:
		return outcomeSuccess
	}
	return outcomeUnknown
}

// resultUse tells how the variable lhs, which the assignment at stmt
// gives a pointer result (a *url.URL, an *http.Request), is used in
// the statements that follow: sent as a request, its URL read or the
// value passed on, used as if it were not nil, or none of these. A
// comparison with nil, a print or an assertion uses nothing.
func (oc *outcomes) resultUse(stmt inspector.Cursor, lhs ast.Expr) resultKind {
	id, ok := lhs.(*ast.Ident)
	if !ok || id.Name == "_" {
		return resultUnused
	}
	v := oc.info().ObjectOf(id)
	if v == nil {
		return resultUnused
	}
	ptr, ok := v.Type().Underlying().(*types.Pointer)
	if !ok {
		return resultUnused
	}
	isURL := typesutil.IsURL(ptr)
	isReq := typesutil.IsNamed(ptr.Elem(), "net/http", "Request")
	// A URL passed on is used as one; a request passed on may only
	// carry its headers or body (to a fake that never reads its URL).
	passed := resultUsed
	if isURL {
		passed = resultRead
	}
	is := func(x ast.Expr) bool {
		x2, ok := ast.Unparen(x).(*ast.Ident)
		return ok && oc.info().Uses[x2] == v
	}
	use := resultUnused
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			ast.Inspect(n.Body, visit) // a goroutine or a subtest uses it too
			return false
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				return false // compared, with nil or another value: what the test checks
			}
		case *ast.SelectorExpr:
			if is(n.X) {
				k := resultUsed // a field read or written, a method called
				if m, ok := oc.info().Uses[n.Sel].(*types.Func); ok && (isURL && urlResolutions[m.Name()] || isReq && requestWrites[m.Name()]) {
					k = resultRead // a base: u.Parse(ref), u.JoinPath(elem); a request written out: req.Write(w)
				}
				use = max(use, k)
			}
		case *ast.StarExpr:
			if is(n.X) {
				use = max(use, passed) // *u copied
			}
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				if is(r) {
					use = max(use, passed)
				}
			}
		case *ast.KeyValueExpr:
			if is(n.Value) {
				use = max(use, passed) // Client{Base: u}
			}
		case *ast.CompositeLit:
			for _, e := range n.Elts {
				if is(e) {
					use = max(use, passed)
				}
			}
		case *ast.AssignStmt:
			for _, r := range n.Rhs {
				if is(r) {
					use = max(use, passed) // c.base = u
				}
			}
		case *ast.CallExpr:
			fn := oc.callee(n)
			if fn != nil && (oc.printing(fn) || oc.above.isAssertion(n)) {
				// Printed or asserted on: what the test shows or checks,
				// no use of the value itself (a field read through it
				// still needs it not nil).
				return true
			}
			for i, a := range n.Args {
				if !is(a) {
					continue
				}
				switch {
				case fn != nil && oc.host.SendsRequest(fn, i):
					use = resultSent
				case fn == nil && !oc.fieldCall(n):
				default:
					use = max(use, passed) // New(u), c.SetBase(u), sign(req)
				}
			}
		}
		return use != resultSent
	}
	for _, seg := range append([][]ast.Stmt{following(stmt)}, continuation(stmt)...) {
		for _, s := range seg {
			ast.Inspect(s, visit)
			if use == resultSent {
				return use
			}
		}
	}
	return use
}

// fieldCall reports whether call calls the value of a func-typed field
// (tr.Proxy(req)): code the test configured, which takes its argument as
// a call of the code under test does.
func (oc *outcomes) fieldCall(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s, ok := oc.info().Selections[sel]
	return ok && s.Kind() == types.FieldVal
}

// urlResolutions and requestWrites are knowledge.URLResolutions and
// knowledge.RequestWrites, as sets of names.
var urlResolutions, requestWrites = memberSet(knowledge.URLResolutions), memberSet(knowledge.RequestWrites)

// memberSet returns the fields or methods of a knowledge table as a set
// of names.
func memberSet(table []knowledge.Member) map[string]bool {
	m := make(map[string]bool, len(table))
	for _, f := range table {
		m[string(f)] = true
	}
	return m
}

// inExample reports whether cur is in an Example function.
func inExample(cur inspector.Cursor) bool {
	for c := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		return typesutil.IsExample(c.Node().(*ast.FuncDecl))
	}
	return false
}

// showsError reports whether the statements read the error variable err
// other than to bail out on it: a use outside a comparison with nil and
// outside the body of an "if err != nil" (the guard an Example writes in
// case its call fails).
func showsError(info *types.Info, err types.Object, stmts []ast.Stmt) bool {
	shown := false
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		if shown {
			return false
		}
		switch n := n.(type) {
		case *ast.IfStmt:
			if isNilTest(info, n.Cond, err) {
				if n.Init != nil {
					ast.Inspect(n.Init, visit)
				}
				if n.Else != nil {
					ast.Inspect(n.Else, visit)
				}
				return false // the guard and its body
			}
		case *ast.BinaryExpr:
			if isNilTest(info, n, err) {
				return false
			}
		case *ast.Ident:
			if info.Uses[n] == err {
				shown = true
			}
		}
		return true
	}
	for _, st := range stmts {
		ast.Inspect(st, visit)
	}
	return shown
}

// isNilTest reports whether e is err != nil or err == nil.
func isNilTest(info *types.Info, e ast.Expr, err types.Object) bool {
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ && b.Op != token.EQL {
		return false
	}
	id, ok := ast.Unparen(b.X).(*ast.Ident)
	if !ok || info.Uses[id] != err {
		return false
	}
	tv, ok := info.Types[b.Y]
	return ok && tv.IsNil()
}
