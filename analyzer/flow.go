// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// collectCall records the uses of call's arguments: URI arguments of
// sinks, and arguments that are not URIs (printf formats, regexps,
// templates, patterns, pieces given to strings functions); and checks a
// constant password given to url.UserPassword.
func (c *checker) collectCall(cur inspector.Cursor, fn *types.Func, flow bool) {
	call := cur.Node().(*ast.CallExpr)
	if role, idx := c.sinks.nonURIRole(fn); role != roleNone {
		for i, a := range call.Args {
			if idx < 0 || i == idx {
				c.markNotURI(a, role)
			}
		}
	}
	if !flow {
		return
	}
	c.collectRepairs(cur, fn)
	sig := fn.Signature()
	for _, sk := range c.sinks.sinksOf(fn) {
		if sk.Arg >= len(call.Args) || sig.Variadic() && sk.Arg >= sig.Params().Len()-1 && call.Ellipsis.IsValid() {
			continue
		}
		arg := call.Args[sk.Arg]
		if !typesutil.IsString(c.pass.TypesInfo.TypeOf(arg)) {
			continue
		}
		c.addVarSink(arg, sk)
		ts, written := c.evalAll(arg, cur)
		for _, t := range ts {
			u := c.sinkUse(cur, arg, t, sk, "passed to ")
			u.written = written
			c.uses = append(c.uses, u)
		}
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "net/http/httputil" {
		if sk, ok := urlSinks[c.values.fullName(fn)]; ok && sk.Arg < len(call.Args) {
			if x, ok := c.urls.parsedFrom(call.Args[sk.Arg], cur); ok {
				c.uses = append(c.uses, c.sinkUse(cur, call.Args[sk.Arg], c.text.eval(x), sk, "passed to "))
			}
		}
	}
	if len(call.Args) == 1 && c.sinks.isRequestSender(fn) {
		if lit := c.urls.requestLit(call.Args[0]); lit != nil {
			if v := requestURLValue(lit); v != nil {
				if x, ok := c.urls.parsedFrom(v, cur); ok {
					sk := requestSenders[c.values.fullName(fn)]
					c.uses = append(c.uses, c.sinkUse(cur, call.Args[0], c.text.eval(x), sk, "sent by "))
				}
			}
		}
	}
	if fn.Name() == "UserPassword" && fn.Pkg() != nil && fn.Pkg().Path() == "net/url" && len(call.Args) == 2 {
		c.checkUserPassword(call.Args[1])
	}
}

// sinkUse returns the use of the argument arg of the sink sk, called at
// cur, whose text is t; how is "passed to " or "sent by ".
func (c *checker) sinkUse(cur inspector.Cursor, arg ast.Expr, t template, sk sink, how string) *use {
	return &use{
		cur:   cur,
		expr:  arg,
		tmpl:  t,
		opts:  uricheck.Options{Need: sk.Need, Site: sk.Func, Steps: c.settings.steps},
		where: how + sk.Func,
		need:  sk.Need,
		arg:   sk.Arg,
	}
}

// evalAll returns the templates of the argument arg of the call at cur:
// one, or, for a field this package writes several times, one for each
// value written, or, for a local written several times, one for each
// write whose value may reach the call and is known. written reports
// the field's case: the test policy then judges each value where it is
// written (a test table's row).
func (c *checker) evalAll(arg ast.Expr, cur inspector.Cursor) (ts []template, written bool) {
	if vals := c.fieldValues(arg); len(vals) > 0 {
		var ts []template
		for _, val := range vals {
			ts = append(ts, c.text.eval(val))
		}
		return ts, true
	}
	if id, ok := ast.Unparen(arg).(*ast.Ident); ok {
		if v, ok := c.pass.TypesInfo.Uses[id].(*types.Var); ok && c.values.localValue(v) == nil {
			if vals, ok := c.values.reachingValues(v, cur); ok {
				for _, val := range vals {
					if val != nil {
						ts = append(ts, c.text.eval(val))
					}
				}
				return ts, false
			}
		}
	}
	return []template{c.text.eval(arg)}, false
}

// markNotURI marks the literals of e's text as flowing where they are not
// a URI.
func (c *checker) markNotURI(e ast.Expr, role textRole) {
	switch x := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		if x.Kind != token.STRING {
			return
		}
	case *ast.Ident, *ast.SelectorExpr, *ast.BinaryExpr, *ast.CallExpr:
	default:
		// No text of e is followed below (eachLit, packageVar), and
		// checkSlips asks only about calls and concatenations.
		return
	}
	// The expression, and the values of the locals it names, for the
	// templates checked without a sink (checkSlips).
	if v, _ := c.packageVar(e); v != nil {
		if c.vars.notURI == nil {
			c.vars.notURI = map[*types.Var]bool{}
		}
		c.vars.notURI[v] = true
	}
	x := ast.Unparen(e)
	for range maxDepth {
		switch x.(type) {
		case *ast.CallExpr, *ast.BinaryExpr: // what checkSlips asks about
			if c.checks.notURI.exprs[x] == roleNone {
				c.checks.notURI.exprs[x] = role
			}
		}
		id, ok := x.(*ast.Ident)
		if !ok {
			break
		}
		v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok || c.values.localValue(v) == nil {
			break
		}
		x = ast.Unparen(c.values.localValue(v))
	}
	c.text.budget = maxEvalSteps // a name used twice is followed twice
	c.eachLit(e, 0, func(lit *ast.BasicLit) {
		if c.checks.notURI.lits[lit] == roleNone {
			c.checks.notURI.lits[lit] = role
		}
	})
}

// eachLit calls f for each string literal whose text is part of e's value,
// following what eval follows, without building a template.
func (c *checker) eachLit(e ast.Expr, depth int, f func(*ast.BasicLit)) {
	if depth > maxDepth || c.text.budget <= 0 {
		return
	}
	c.text.budget--
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			f(e)
		}
	case *ast.Ident:
		switch obj := c.pass.TypesInfo.Uses[e].(type) {
		case *types.Const:
			if d := c.values.constDeclOf(obj); d != nil {
				c.eachLit(d, depth+1, f)
			}
		case *types.Var:
			if d := c.values.localValue(obj); d != nil {
				c.eachLit(d, depth+1, f)
			}
		}
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			for _, op := range operands(e) {
				c.eachLit(op, depth+1, f)
			}
		}
	}
}

// checkUserPassword reports a constant password given to url.UserPassword.
func (c *checker) checkUserPassword(e ast.Expr) {
	v, ok := c.values.stringValue(e)
	if !ok || v == "" || uricheck.IsRedacted(v) || c.settings.disabled[uricheck.Credentials] {
		return
	}
	if c.files.test[c.pass.Fset.File(e.Pos())] && !c.settings.testCredentials {
		return
	}
	c.diag(analysis.Diagnostic{Pos: e.Pos(), End: e.End(), Category: uricheck.Credentials,
		Message: "constant password given to net/url.UserPassword; read it at run time (from the environment or a secret store)"})
}
