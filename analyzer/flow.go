// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// collectCall records the uses of call's arguments: URI arguments of
// sinks, and arguments that are not URIs (printf formats, regexps,
// templates, patterns, pieces given to strings functions); and checks a
// constant password given to url.UserPassword.
func (fx *flowIndex) collectCall(cur inspector.Cursor, fn *types.Func, flow bool) {
	call := cur.Node().(*ast.CallExpr)
	if role, idx := fx.sinks.nonURIRole(fn); role != roleNone {
		for i, a := range call.Args {
			if idx < 0 || i == idx {
				fx.markNotURI(a, role)
			}
		}
	}
	if !flow {
		return
	}
	fx.collectRepairs(cur, fn)
	fx.collectPasses(cur, fn)
	sig := fn.Signature()
	for _, sk := range fx.sinks.sinksOf(fn) {
		if sk.Arg >= len(call.Args) || sig.Variadic() && sk.Arg >= sig.Params().Len()-1 && call.Ellipsis.IsValid() {
			continue
		}
		arg := call.Args[sk.Arg]
		if !typesutil.IsString(fx.pass.TypesInfo.TypeOf(arg)) {
			continue
		}
		fx.addVarSink(arg, sk)
		ts, written := fx.evalAll(arg, cur)
		for _, t := range ts {
			u := fx.sinkUse(cur, arg, t, sk, "passed to ")
			u.written = written
			fx.uses = append(fx.uses, u)
		}
	}
	if fn.Pkg() != nil && urlSinkPkgs[fn.Pkg().Path()] {
		if sk, ok := urlSinks[fx.values.fullName(fn)]; ok && sk.Arg < len(call.Args) {
			if x, ok := fx.urls.parsedFrom(call.Args[sk.Arg], cur); ok {
				fx.uses = append(fx.uses, fx.sinkUse(cur, call.Args[sk.Arg], fx.text.eval(x), sk, "passed to "))
			}
		}
	}
	if len(call.Args) == 1 && fx.sinks.isRequestSender(fn) {
		if lit := fx.urls.requestLit(call.Args[0]); lit != nil {
			if v := requestURLValue(lit); v != nil {
				if x, ok := fx.urls.parsedFrom(v, cur); ok {
					sk := requestSenders[fx.values.fullName(fn)]
					fx.uses = append(fx.uses, fx.sinkUse(cur, call.Args[0], fx.text.eval(x), sk, "sent by "))
				}
			}
		}
	}
	if fn.Name() == "UserPassword" && fn.Pkg() != nil && fn.Pkg().Path() == "net/url" && len(call.Args) == 2 {
		if !fx.redaction(cur) {
			fx.passwords = append(fx.passwords, call.Args[1])
		}
	}
}

// sinkUse returns the use of the argument arg of the sink sk, called at
// cur, whose text is t; how is "passed to " or "sent by ".
func (fx *flowIndex) sinkUse(cur inspector.Cursor, arg ast.Expr, t template, sk sink, how string) *use {
	return &use{
		cur:   cur,
		expr:  arg,
		tmpl:  t,
		opts:  uricheck.Options{Need: sk.Need, Site: sk.Func, Steps: fx.steps},
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
func (fx *flowIndex) evalAll(arg ast.Expr, cur inspector.Cursor) (ts []template, written bool) {
	if vals := fx.fieldValues(arg); len(vals) > 0 {
		var ts []template
		for _, val := range vals {
			ts = append(ts, fx.text.eval(val))
		}
		return ts, true
	}
	if b, ok := ast.Unparen(arg).(*ast.BinaryExpr); ok && b.Op == token.ADD {
		// A field every write of which this package sees, with a tail
		// (c.endpoint + "/status"): each value written to it starts the
		// argument, its tests' writes too.
		ops := operands(b)
		if vals := fx.fieldValues(ops[0]); len(vals) > 0 {
			var tail template
			for _, op := range ops[1:] {
				tail = append(tail, fx.text.eval(op)...)
			}
			var ts []template
			for _, val := range vals {
				ts = append(ts, append(slices.Clip(fx.text.eval(val)), tail...))
			}
			return ts, true
		}
	}
	if id, ok := ast.Unparen(arg).(*ast.Ident); ok {
		if v, ok := fx.pass.TypesInfo.Uses[id].(*types.Var); ok && fx.values.localValue(v) == nil {
			if vals, ok := fx.values.reachingValues(v, cur); ok {
				// A local that a write grows from its own value (s += x,
				// s = fmt.Sprint(s, x)) is, wherever it is read, a value
				// with a tail the writes may have added: a hole, which may
				// hold the rest of a userinfo (DESIGN.md: a variable's value
				// is known only when every write of it is known).
				grown := fx.values.grows(v)
				for _, val := range vals {
					if val != nil {
						t := fx.text.eval(val)
						if grown && (len(t) == 0 || !t[len(t)-1].hole) {
							t = append(t, piece{hole: true})
						}
						ts = append(ts, t)
					}
				}
				return ts, false
			}
		}
	}
	return []template{fx.text.eval(arg)}, false
}

// markNotURI records that e's text flows where it is not a URI, as role
// says: the package variable it names; its literals, for the standalone
// constants and nonnormal fixes; and the expression and the values of
// the locals it names, for the templates checked without a sink
// (checkSlips). The checks read the answer in notURI.
func (fx *flowIndex) markNotURI(e ast.Expr, role textRole) {
	if !namesText(e) {
		return
	}
	if v, _ := fx.packageVar(e); v != nil {
		if fx.vars.notURI == nil {
			fx.vars.notURI = map[*types.Var]bool{}
		}
		fx.vars.notURI[v] = true
	}
	x := ast.Unparen(e)
	for range maxDepth {
		switch x.(type) {
		case *ast.CallExpr, *ast.BinaryExpr: // what checkSlips asks about
			if fx.notURI.exprs[x] == roleNone {
				fx.notURI.exprs[x] = role
			}
		}
		id, ok := x.(*ast.Ident)
		if !ok {
			break
		}
		v, ok := fx.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok || fx.values.localValue(v) == nil {
			break
		}
		x = ast.Unparen(fx.values.localValue(v))
	}
	fx.text.eachLit(e, func(lit *ast.BasicLit) {
		if fx.notURI.lits[lit] == roleNone {
			fx.notURI.lits[lit] = role
		}
	})
}

// redaction reports whether the url.UserPassword call at cur replaces the
// password of an existing URL in a copy of it: it is written to the
// User of a local URL that copies another (r := *u, r := u of a
// url.URL, r, _ := url.Parse(u.String())), with the user name of a URL
// (u.User.Username()). Such a password is a placeholder, whatever its
// word and wherever the copy goes
// (redacted.User = url.UserPassword(u.User.Username(), "REDACTED")):
// DESIGN.md decides it by this flow, not by the word.
func (fx *flowIndex) redaction(cur inspector.Cursor) bool {
	info := fx.pass.TypesInfo
	call := cur.Node().(*ast.CallExpr)
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != call {
		return false
	}
	sel, ok := as.Lhs[0].(*ast.SelectorExpr)
	if !ok || !isURLUser(info.Uses[sel.Sel]) {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Kind() != types.LocalVar {
		return false
	}
	// The user name is another URL's.
	user, ok := ast.Unparen(call.Args[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	if fn := fx.values.callee(user); fn == nil || fx.values.fullName(fn) != "(*net/url.Userinfo).Username" {
		return false
	}
	// The local copies a URL where it is defined or assigned.
	isCopy := func(x ast.Expr) bool {
		switch x := ast.Unparen(x).(type) {
		case *ast.StarExpr:
			return typesutil.IsURL(info.TypeOf(x.X))
		case *ast.Ident, *ast.SelectorExpr:
			t := info.TypeOf(x)
			_, ptr := t.(*types.Pointer)
			return !ptr && typesutil.IsURL(t) // a url.URL value: assigning it copies it
		}
		return false
	}
	parsedCopy := func(rhs []ast.Expr) bool {
		// r, err := url.Parse(u.String())
		c, ok := ast.Unparen(rhs[0]).(*ast.CallExpr)
		if !ok || len(c.Args) != 1 {
			return false
		}
		if fn := fx.values.callee(c); fn == nil || fx.values.fullName(fn) != "net/url.Parse" {
			return false
		}
		s, ok := ast.Unparen(c.Args[0]).(*ast.CallExpr)
		if !ok {
			return false
		}
		fn := fx.values.callee(s)
		return fn != nil && fx.values.fullName(fn) == "(*net/url.URL).String"
	}
	copies := func(lhs, rhs []ast.Expr) bool {
		switch {
		case len(lhs) == 1 && len(rhs) == 1:
			return isCopy(rhs[0])
		case len(lhs) == 2 && len(rhs) == 1:
			return parsedCopy(rhs)
		}
		return false
	}
	if def, ok := fx.values.inspector.Root().FindByPos(v.Pos(), v.Pos()+token.Pos(len(v.Name()))); ok {
		switch p := def.Parent().Node().(type) {
		case *ast.AssignStmt:
			if p.Tok == token.DEFINE && len(p.Lhs) > 0 && p.Lhs[0] == def.Node() && copies(p.Lhs, p.Rhs) {
				return true
			}
		case *ast.ValueSpec:
			if len(p.Names) > 0 && p.Names[0] == def.Node() && copies(identExprs(p.Names), p.Values) {
				return true
			}
		}
	}
	uses, ok := fx.values.usesOf(v)
	if !ok {
		return false
	}
	for _, u := range uses {
		// var r url.URL; r = *u: a copy of another URL.
		if p, ok := u.Parent().Node().(*ast.AssignStmt); ok && len(p.Lhs) > 0 && p.Lhs[0] == u.Node() && copies(p.Lhs, p.Rhs) {
			return true
		}
	}
	return false
}

// identExprs returns ids as expressions.
func identExprs(ids []*ast.Ident) []ast.Expr {
	out := make([]ast.Expr, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}

// isURLUser reports whether obj is the User field of net/url.URL.
func isURLUser(obj types.Object) bool {
	v, ok := obj.(*types.Var)
	return ok && v.IsField() && v.Pkg() != nil && v.Pkg().Path() == "net/url" && v.Name() == "User" && v.Origin() == v
}
