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
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

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

// A Policy classifies the uses of strings in one package's tests. Its
// answers are computed once and kept for the run of the pass.
type Policy struct {
	ev    evaluator // the statements and expressions of tests
	pass  *analysis.Pass
	in    *inspector.Inspector
	index *index.Index // definitions, uses, calls and declarations
	host  Host
	pkg   Package

	helpers map[*types.Func]*HelperFact // this package's helpers, derived on demand
	calls   map[*types.Func][]inspector.Cursor
	ranges  []inspector.Cursor
	loading map[*types.Func]bool

	loops     map[ast.Node]tableLoops // memo of loopsOver
	testTexts map[string]bool         // the values of the test files' string literals, built on first use
}

// A Package is what the analysis knows of the files of the package it
// checks, which the policy reads and does not compute again.
type Package struct {
	Test     map[*token.File]bool // the checked files, and whether each is a _test.go file
	Testing  map[*token.File]bool // the checked files that import testing
	External bool                 // an external test package (package p_test), which no package imports
}

// New returns the policy of the package of pass.
func New(pass *analysis.Pass, idx *index.Index, pkg Package, host Host) *Policy {
	p := &Policy{
		pass: pass, in: idx.Inspector(), index: idx, host: host, pkg: pkg,
		helpers: map[*types.Func]*HelperFact{}, loading: map[*types.Func]bool{}, loops: map[ast.Node]tableLoops{},
	}
	p.ev = evaluator{info: pass.TypesInfo, calls: p}
	return p
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
	fn := p.host.Callee(call)
	if fn != nil && fn.Origin() != nil {
		fn = fn.Origin()
	}
	return fn
}

// callsOf returns the calls of fn in this package.
func (p *Policy) callsOf(fn *types.Func) []inspector.Cursor {
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
func (p *Policy) printing(fn *types.Func) bool {
	if fn.Pkg() != nil && fn.Pkg().Path() == "testing" {
		return true
	}
	return p.host.NotURI(fn)
}

// decl returns the declaration of fn and its cursor, if a checked file
// of the package declares it.
func (p *Policy) decl(fn *types.Func) (*ast.FuncDecl, inspector.Cursor, bool) {
	cur, ok := p.index.Decl(fn)
	if !ok {
		return nil, cur, false
	}
	if _, checked := p.pkg.Test[p.pass.Fset.File(cur.Node().Pos())]; !checked {
		return nil, cur, false
	}
	return cur.Node().(*ast.FuncDecl), cur, true
}

// Spells reports whether a _test.go file of the package spells text as
// a string literal: a test's input or expected output, most likely,
// which a fix of the package code's copy would leave behind (a test
// comparing the two would then fail).
func (p *Policy) Spells(text string) bool {
	if p.testTexts == nil {
		p.testTexts = map[string]bool{}
		for cur := range p.in.Root().Preorder((*ast.BasicLit)(nil)) {
			lit := cur.Node().(*ast.BasicLit)
			if lit.Kind != token.STRING || !p.pkg.Test[p.pass.Fset.File(lit.Pos())] {
				continue
			}
			if t, err := strconv.Unquote(lit.Value); err == nil {
				p.testTexts[t] = true
			}
		}
	}
	return p.testTexts[text]
}
