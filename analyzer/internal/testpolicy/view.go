// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/index"
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
	// ReadsURL reports whether fn reads the URL of its request argument
	// i (a handler that routes on the path or reads the query, a mux).
	ReadsURL(fn *types.Func, i int) bool
	// Callee returns the function call calls: a declared one, or one
	// that stands in for a function literal a local holds.
	Callee(call *ast.CallExpr) *types.Func
	// FuncLit returns the function literal fn stands in for, if it does.
	FuncLit(fn *types.Func) (inspector.Cursor, bool)
}

// A URIArg is an argument a function uses as a URI.
type URIArg struct {
	Index   int
	Sends   bool // it becomes the URL of a request (http.Get, http.NewRequest), not only parsed
	Request bool // the call itself sends a request to it (http.Get, a client's Get)
}

// A pkgView is what every layer of the policy reads of the package: its
// syntax, types and index, the host's answers, and which files are
// tests.
type pkgView struct {
	pass  *analysis.Pass
	in    *inspector.Inspector
	index *index.Index // definitions, uses, calls and declarations
	host  Host
	pkg   Package
	calls map[*types.Func][]inspector.Cursor // memo of callsOf
}

// A Package is what the analysis knows of the files of the package it
// checks, which the policy reads and does not compute again.
type Package struct {
	Test     map[*token.File]bool // the checked files, and whether each is a _test.go file
	Testing  map[*token.File]bool // the checked files that import testing
	External bool                 // an external test package (package p_test), which no package imports
}

// fullName returns fn.FullName(), as the host keeps it.
func (p *pkgView) fullName(fn *types.Func) string { return p.host.FullName(fn) }

// parses reports whether fn uses its argument arg as a URI: a sink or a
// function that passes it on to one. Only a parser's pinned answer
// makes a fixture of its input; code that merely takes a URL among its
// data (a regexp match, a cache key) is given it as it would be in use.
func (p *pkgView) parses(fn *types.Func, arg int) bool {
	return slices.ContainsFunc(p.host.URIArgs(fn), func(a URIArg) bool { return a.Index == arg })
}

// cursor returns the cursor of lit.
func (p *pkgView) cursor(lit *ast.BasicLit) (inspector.Cursor, bool) {
	cur, ok := p.in.Root().FindByPos(lit.Pos(), lit.End())
	if !ok || cur.Node() != lit {
		return inspector.Cursor{}, false
	}
	return cur, true
}

func (p *pkgView) info() *types.Info { return p.pass.TypesInfo }

// callee returns the function call calls, or nil.
func (p *pkgView) callee(call *ast.CallExpr) *types.Func {
	fn := p.host.Callee(call)
	if fn != nil && fn.Origin() != nil {
		fn = fn.Origin()
	}
	return fn
}

// callsOf returns the calls of fn in this package.
func (p *pkgView) callsOf(fn *types.Func) []inspector.Cursor {
	if p.calls == nil {
		p.calls = map[*types.Func][]inspector.Cursor{}
		for _, cur := range p.index.Calls() {
			if f := p.callee(cur.Node().(*ast.CallExpr)); f != nil && f.Pkg() == p.pass.Pkg {
				p.calls[f] = append(p.calls[f], cur)
			}
		}
	}
	return p.calls[fn]
}

// printing reports whether fn prints its arguments or uses them as
// text (t.Errorf, fmt.Sprint, strings.HasPrefix): such a call says
// nothing of what the test expects of a string.
func (p *pkgView) printing(fn *types.Func) bool {
	if fn.Pkg() != nil && fn.Pkg().Path() == "testing" {
		return true
	}
	return p.host.NotURI(fn)
}

// decl returns the declaration of fn and its cursor, if a checked file
// of the package declares it.
func (p *pkgView) decl(fn *types.Func) (*ast.FuncDecl, inspector.Cursor, bool) {
	cur, ok := p.index.Decl(fn)
	if !ok {
		return nil, cur, false
	}
	if _, checked := p.pkg.Test[p.pass.Fset.File(cur.Node().Pos())]; !checked {
		return nil, cur, false
	}
	return cur.Node().(*ast.FuncDecl), cur, true
}
