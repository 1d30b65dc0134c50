// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
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
