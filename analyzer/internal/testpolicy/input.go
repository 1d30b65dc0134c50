// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

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
	if as, ok := cur.Parent().Node().(*ast.AssignStmt); ok && len(as.Lhs) > 0 && p.out.resultUse(cur.Parent(), as.Lhs[0]) == resultSent {
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
	o := p.out.expects(cur, en, 0)
	return o == outcomeSuccess || o == outcomeUsed
}

// reachesCodeUnderTest reports whether the value at cur (a request or
// a URL) is given to a handler or to the code under test.
func (p *Policy) reachesCodeUnderTest(cur inspector.Cursor, depth int) bool {
	return len(p.servedBy(cur, depth)) > 0
}

// A serving is a call that hands a request or URL to a handler or to
// the code under test, as its argument arg.
type serving struct {
	call inspector.Cursor
	arg  int
}

// servedBy returns the calls that hand the value at cur (a request or
// a URL) to a handler or to the code under test: directly, through a
// struct literal (&http.Request{URL: u}), a variable or a table row.
func (p *Policy) servedBy(cur inspector.Cursor, depth int) []serving {
	if depth > 4 {
		return nil
	}
	for {
		if _, ok := cur.Parent().Node().(*ast.ParenExpr); !ok {
			break
		}
		cur = cur.Parent()
	}
	var out []serving
	if up, ok := p.structValue(cur); ok {
		// &http.Request{URL: u}, or a table row's field.
		if row, ok := p.rw.rowOf(cur); ok {
			loops, rowVars := p.rw.loopsOver(row.table)
			en := &env{rowVars: rowVars}
			for _, l := range loops {
				for sc := range l.Preorder((*ast.SelectorExpr)(nil)) {
					if p.rw.selects(sc.Node().(*ast.SelectorExpr), row.path, en) {
						out = append(out, p.servedBy(sc, depth+1)...)
					}
				}
			}
			return out
		}
		return p.servedBy(up, depth+1)
	}
	switch parent := cur.Parent().Node().(type) {
	case *ast.CallExpr:
		for i, a := range parent.Args {
			if a == cur.Node() && p.servesRequest(parent, i) {
				out = append(out, serving{cur.Parent(), i})
			}
		}
	case *ast.AssignStmt:
		if len(parent.Lhs) != len(parent.Rhs) && !(len(parent.Rhs) == 1 && parent.Rhs[0] == cur.Node()) {
			return nil
		}
		i := 0
		for j, r := range parent.Rhs {
			if r == cur.Node() {
				i = j
			}
		}
		id, ok := parent.Lhs[i].(*ast.Ident)
		if !ok || id.Name == "_" {
			return nil
		}
		v := p.info().ObjectOf(id)
		for fc := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
			for u := range p.index.UsesIn(v, fc) {
				if u.Node() != ast.Node(id) {
					out = append(out, p.servedBy(u, depth+1)...)
				}
			}
			break
		}
	}
	return out
}

// builtRole returns the role of the string that the call at cur builds
// a request or URL from, for the code under test (DESIGN.md, "Test
// files"). A build the test requires to succeed must work, whatever the
// code under test is expected to do with it. Otherwise (httptest's
// request, which panics on a target it cannot read, or a build whose
// error is dropped) the build must succeed, and the string must be
// right where the code under test reads the URL and the test expects
// its answer to succeed or does not check it; where the test expects
// a failure (an error, a 4xx or 5xx status) or pins the answer, the
// string is its deliberate input, which must still build.
func (p *Policy) builtRole(cur inspector.Cursor, en *env, row *rowInfo) Role {
	switch o := p.out.expects(cur, en, 0); o {
	case outcomeSuccess, outcomeFailure, outcomePinned:
		return o.role()
	}
	if !p.needsBuild(cur, en) {
		return Input
	}
	reads := false
	for _, s := range p.servedBy(cur, 0) {
		fn := p.callee(s.call.Node().(*ast.CallExpr))
		if fn != nil && p.host.ReadsURL(fn, s.arg) {
			reads = true
			// What the test expects of the code under test: its error
			// (FromRequest(req) wanted to fail), or its answer.
			o := p.out.expects(s.call, en, 0)
			if o != outcomeFailure && o != outcomePinned {
				o = p.answerExpect(s.call, s.arg, en, row)
			}
			if o == outcomeFailure || o == outcomePinned {
				// A deliberate input of the code under test, which the
				// test still needs built: a target httptest.NewRequest
				// cannot read panics before anything is compared.
				return Built
			}
		}
	}
	if reads {
		return MustWork
	}
	return Built
}

// answerExpect returns what the test expects of the answer of the
// serving call at cur, from what the function that holds the call
// compares with an expectation: failure if it wants a 4xx or 5xx
// status ((*httptest.ResponseRecorder).Code, (*http.Response).StatusCode),
// or if the table row's status field differs in kind between rows (the
// table tests both outcomes); pinned if it compares something else the
// call made of its arguments (the body written, the request's URL after
// a rewrite) with a value; success if it wants another status; unknown
// if it checks nothing.
func (p *Policy) answerExpect(cur inspector.Cursor, arg int, en *env, row *rowInfo) Outcome {
	var scope inspector.Cursor
	for fc := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		scope = fc
		break
	}
	if scope.Node() == nil {
		return outcomeUnknown
	}
	made := p.madeFrom(scope, cur.Node().(*ast.CallExpr).Args[arg])
	o := outcomeUnknown
	want := func(x ast.Expr) {
		if o == outcomeFailure {
			return
		}
		for _, c := range p.statusValues(x, en, row) {
			if c >= 400 {
				o = outcomeFailure
				return
			}
			if o == outcomeUnknown {
				o = outcomeSuccess
			}
		}
	}
	compare := func(a, b ast.Expr) {
		switch {
		case p.isStatus(a, scope):
			want(b)
		case p.isStatus(b, scope):
			want(a)
		case o != outcomeFailure && (p.mentionsAny(a, made) || p.mentionsAny(b, made)):
			o = outcomePinned
		}
	}
	for n := range scope.Preorder((*ast.BinaryExpr)(nil), (*ast.CallExpr)(nil)) {
		switch x := n.Node().(type) {
		case *ast.BinaryExpr:
			if x.Op == token.EQL || x.Op == token.NEQ {
				if tv, ok := p.info().Types[x.X]; ok && tv.IsNil() {
					continue
				}
				if tv, ok := p.info().Types[x.Y]; ok && tv.IsNil() {
					continue
				}
				compare(x.X, x.Y)
			}
		case *ast.CallExpr:
			if kind, a, b, ok := p.hl.assertionOf(x); ok && kind == assertEqual && a != nil && b != nil {
				compare(a, b)
			}
		}
	}
	return o
}

// madeFrom returns the variables the request argument req of a
// serving call mentions, and the locals of scope assigned from an
// expression that mentions one of them (got := req.URL.String()): what
// the code under test made of the request, which a test compares with
// an expected value when it pins the code's answer to the string. (The
// body a handler writes is its answer whatever the URL: with a success
// status wanted, the test expects success.)
func (p *Policy) madeFrom(scope inspector.Cursor, req ast.Expr) map[types.Object]bool {
	made := map[types.Object]bool{}
	ast.Inspect(req, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := p.info().Uses[id].(*types.Var); ok && !v.IsField() {
				made[v] = true
			}
		}
		return true
	})
	for range 2 { // a local made from a local made from the answer
		for n := range scope.Preorder((*ast.AssignStmt)(nil)) {
			as := n.Node().(*ast.AssignStmt)
			if len(as.Lhs) != len(as.Rhs) {
				continue
			}
			for i, r := range as.Rhs {
				if id, ok := as.Lhs[i].(*ast.Ident); ok && p.mentionsAny(r, made) {
					if obj := p.info().ObjectOf(id); obj != nil {
						made[obj] = true
					}
				}
			}
		}
	}
	return made
}

// mentionsAny reports whether x refers to one of the variables vars.
func (p *Policy) mentionsAny(x ast.Expr, vars map[types.Object]bool) bool {
	found := false
	ast.Inspect(x, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && vars[p.info().Uses[id]] {
			found = true
		}
		return !found
	})
	return found
}

// isStatus reports whether x is the status code of an answer: the
// Code of an httptest.ResponseRecorder or the StatusCode of an
// http.Response.
func (p *Policy) isStatus(x ast.Expr, scope inspector.Cursor) bool {
	if id, ok := ast.Unparen(x).(*ast.Ident); ok {
		// code := rec.Result().StatusCode
		if v, ok := p.info().Uses[id].(*types.Var); ok {
			if e := p.initOf(v, scope); e != nil {
				x = e
			}
		}
	}
	sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	f, ok := p.info().Uses[sel.Sel].(*types.Var)
	if !ok || !f.IsField() || f.Pkg() == nil {
		return false
	}
	recv := p.info().TypeOf(sel.X)
	if ptr, ok := recv.(*types.Pointer); ok {
		recv = ptr.Elem()
	}
	switch {
	case f.Name() == "Code" && typesutil.IsNamed(recv, "net/http/httptest", "ResponseRecorder"):
		return true
	case f.Name() == "StatusCode" && typesutil.IsNamed(recv, "net/http", "Response"):
		return true
	}
	return false
}

// initOf returns the value the local v is declared with in scope, if
// scope writes it nowhere else.
func (p *Policy) initOf(v *types.Var, scope inspector.Cursor) ast.Expr {
	var init ast.Expr
	writes := 0
	for n := range scope.Preorder((*ast.AssignStmt)(nil), (*ast.UnaryExpr)(nil), (*ast.IncDecStmt)(nil)) {
		switch n := n.Node().(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok || p.info().ObjectOf(id) != v {
					continue
				}
				writes++
				if n.Tok == token.DEFINE && len(n.Lhs) == len(n.Rhs) && p.info().Defs[id] == v {
					init = n.Rhs[i]
				}
			}
		case *ast.UnaryExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && n.Op == token.AND && p.info().Uses[id] == v {
				return nil
			}
		case *ast.IncDecStmt:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && p.info().Uses[id] == v {
				return nil
			}
		}
	}
	if writes != 1 {
		return nil
	}
	return init
}

// statusValues returns the status codes x stands for: its value in en,
// or, for a field of the table row, its value in every row of the
// table (so that a table whose rows want both kinds of status reads
// as one that wants a failure).
func (p *Policy) statusValues(x ast.Expr, en *env, row *rowInfo) []int64 {
	v := p.ev.eval(x, en)
	if row != nil {
		if sel, ok := ast.Unparen(x).(*ast.SelectorExpr); ok {
			if f, ok := p.info().Uses[sel.Sel].(*types.Var); ok && f.IsField() && p.ev.isRowVar(sel.X, en) {
				var out []int64
				kinds := map[bool]bool{}
				for _, r := range p.rw.tableRows(row) {
					if c, ok := intValue(p.rw.rowEnv(r).vars[f]); ok {
						out = append(out, c)
						kinds[c >= 400] = true
					}
				}
				if len(kinds) == 2 {
					return []int64{400} // the rows want both kinds
				}
				if c, ok := intValue(v); ok {
					return []int64{c}
				}
				return out
			}
		}
	}
	if c, ok := intValue(v); ok {
		return []int64{c}
	}
	return nil
}

// intValue returns v as an integer, if it is one.
func intValue(v value) (int64, bool) {
	if v.c == nil || v.c.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(v.c)
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
	fd, _, ok := p.decl(fn)
	return ok && !p.pkg.Test[p.pass.Fset.File(fd.Pos())]
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
