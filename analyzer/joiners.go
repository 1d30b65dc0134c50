// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// findJoiners finds this package's functions that clean a string
// parameter as a file path (func endpoint(base, p string) string {
// return path.Join(base, p) }), and exports their facts.
func (jx *joins) findJoiners(calls []callSite) {
	info := jx.pass.TypesInfo
	for _, cs := range calls {
		if cs.fn == nil || cs.fn.Pkg() == nil || cs.fn.Name() != "Join" && cs.fn.Name() != "Clean" {
			continue
		}
		site := jx.values.fullName(cs.fn)
		if !pathCleans[site] {
			continue
		}
		call := cs.cur.Node().(*ast.CallExpr)
		if len(call.Args) == 0 || call.Ellipsis.IsValid() {
			continue
		}
		id, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
		if !ok {
			continue
		}
		v, ok := info.Uses[id].(*types.Var)
		if !ok || v.Kind() != types.ParamVar || !typesutil.IsString(v.Type()) || jx.reassigned(v) {
			continue
		}
		fnCur, ok := enclosingFunc(cs.cur)
		if !ok {
			continue
		}
		decl, ok := fnCur.Node().(*ast.FuncDecl)
		if !ok {
			continue // a function literal: no object to hold a fact
		}
		fn, ok := info.Defs[decl.Name].(*types.Func)
		if !ok {
			continue
		}
		idx := paramIndex(fn, v)
		if idx < 0 {
			continue
		}
		if jx.joiners == nil {
			jx.joiners = map[*types.Func]*joinerFact{}
		}
		f := jx.joiners[fn]
		if f == nil {
			f = &joinerFact{Site: site}
			jx.joiners[fn] = f
		}
		if !slices.Contains(f.Params, idx) {
			f.Params = append(f.Params, idx)
			slices.Sort(f.Params)
		}
	}
	for fn, f := range jx.joiners {
		jx.pass.ExportObjectFact(fn, f)
	}
}

// reassigned reports whether the parameter v is written in its body.
func (jx *joins) reassigned(v *types.Var) bool {
	def, ok := jx.values.index.Def(v)
	if !ok {
		return true
	}
	fn, ok := enclosingFunc(def)
	if !ok {
		return true
	}
	for u := range jx.values.index.UsesIn(v, fn) {
		switch p := u.Parent().Node().(type) {
		case *ast.AssignStmt:
			if slices.Contains(p.Lhs, ast.Expr(u.Node().(*ast.Ident))) {
				return true
			}
		case *ast.UnaryExpr:
			return true // its address
		}
	}
	return false
}

// joinerFactOf returns the joiner fact of fn: this package's, or
// another's through its fact.
func (jx *joins) joinerFactOf(fn *types.Func) *joinerFact {
	if fn.Pkg() == jx.pass.Pkg {
		return jx.joiners[fn]
	}
	if f, ok := jx.joinerOf[fn]; ok {
		return f
	}
	var f *joinerFact
	var g joinerFact
	if jx.pass.ImportObjectFact(fn, &g) {
		f = &g
	}
	if jx.joinerOf == nil {
		jx.joinerOf = map[*types.Func]*joinerFact{}
	}
	jx.joinerOf[fn] = f
	return f
}

// checkJoinerCall reports a URL given to a parameter that fn, a joiner,
// cleans as a file path: a constant with a host, a field or variable
// written with such constants, a URL's String, a test server's URL.
func (jx *joins) checkJoinerCall(call *ast.CallExpr, fn *types.Func, jf *joinerFact) []finding {
	var fs []finding
	for _, i := range jf.Params {
		if i >= len(call.Args) {
			continue
		}
		a := call.Args[i]
		what, ok := jx.urlArg(a)
		if !ok {
			continue
		}
		fs = append(fs, finding{expr: a, pos: a.Pos(), end: a.End(), cat: uricheck.Join,
			msg: jx.values.fullName(fn) + " cleans its parameter with " + jf.Site + ", which turns the \"//\" of " + what + " into \"/\"; use url.JoinPath or (*url.URL).JoinPath there"})
	}
	return fs
}

// urlArg reports whether e is a URL with a host, and describes it.
func (jx *joins) urlArg(e ast.Expr) (string, bool) {
	text, lit, _ := jx.leadingText(e)
	if n := uricore.SchemeLen(text); n > 0 && strings.HasPrefix(text[n:], "://") && lit != nil {
		if h := uricore.Split(text).Host; h.End > h.Start {
			return uricheck.Quote(redacted(text)), true
		}
	}
	if text != "" || lit != nil {
		return "", false
	}
	if v := jx.stringVar(e); v != nil {
		if url, ok := jx.flow.urlWritten(v); ok {
			return types.ExprString(e) + " (" + uricheck.Quote(redacted(url)) + " is written to it)", true
		}
	}
	if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok {
		if s := jx.pass.TypesInfo.Selections[sel]; s != nil && s.Kind() == types.FieldVal && sel.Sel.Name == "URL" && isType(s.Recv(), "net/http/httptest", "Server") {
			return types.ExprString(e) + " (a test server's URL)", true
		}
	}
	if c, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if fn := jx.values.callee(c); fn != nil && jx.values.fullName(fn) == "(*net/url.URL).String" && !jx.hostless(c) {
			return types.ExprString(e), true
		}
	}
	return "", false
}

// findElems finds this package's functions whose string parameters are
// given, as themselves, to url.JoinPath as an element (not its base),
// to (*url.URL).JoinPath, or to such a parameter of another function,
// and exports their facts. The parameters spread along the calls until
// nothing changes.
func (jx *joins) findElems(calls []callSite) {
	info := jx.pass.TypesInfo
	type edge struct {
		cur    inspector.Cursor
		v      *types.Var // the caller's parameter
		callee *types.Func
		arg    int
	}
	var edges []edge
	for _, cs := range calls {
		fn := cs.fn
		if fn == nil || fn.Pkg() == nil {
			continue
		}
		// Only calls that may take an element: JoinPath, this
		// package's functions, another's with an element fact.
		if fn.Name() != "JoinPath" && fn.Pkg() != jx.pass.Pkg && len(jx.elemsOf(fn)) == 0 {
			continue
		}
		call := cs.cur.Node().(*ast.CallExpr)
		for k, a := range call.Args {
			id, ok := ast.Unparen(a).(*ast.Ident)
			if !ok {
				continue
			}
			if v, ok := info.Uses[id].(*types.Var); ok && v.Kind() == types.ParamVar && typesutil.IsString(v.Type()) {
				edges = append(edges, edge{cs.cur, v, fn, k})
			}
		}
	}
	if len(edges) == 0 {
		return
	}
	isElem := func(fn *types.Func, k int) bool {
		if fn.Name() == "JoinPath" {
			switch jx.values.fullName(fn) {
			case "net/url.JoinPath":
				return k >= 1
			case "(*net/url.URL).JoinPath":
				return true
			}
		}
		return slices.Contains(jx.elemsOf(fn), k)
	}
	// The parameter's function and index, found once, and only for
	// edges that lead to an element.
	type owner struct {
		fn *types.Func
		i  int
	}
	owners := map[*types.Var]owner{}
	ownerOf := func(e edge) owner {
		if o, ok := owners[e.v]; ok {
			return o
		}
		o := owner{i: -1}
		if fnCur, ok := enclosingFunc(e.cur); ok {
			if decl, ok := fnCur.Node().(*ast.FuncDecl); ok {
				if caller, ok := info.Defs[decl.Name].(*types.Func); ok && !jx.reassigned(e.v) {
					o = owner{caller, paramIndex(caller, e.v)}
				}
			}
		}
		owners[e.v] = o
		return o
	}
	for changed := true; changed; {
		changed = false
		for _, e := range edges {
			if !isElem(e.callee, e.arg) {
				continue
			}
			o := ownerOf(e)
			if o.i < 0 || slices.Contains(jx.elems[o.fn], o.i) {
				continue
			}
			if jx.elems == nil {
				jx.elems = map[*types.Func][]int{}
			}
			jx.elems[o.fn] = append(jx.elems[o.fn], o.i)
			slices.Sort(jx.elems[o.fn])
			changed = true
		}
	}
	for fn, ps := range jx.elems {
		jx.pass.ExportObjectFact(fn, &elemFact{Params: ps})
	}
}

// elemsOf returns the parameters of fn that are url.JoinPath elements:
// this package's, or another's through its fact.
func (jx *joins) elemsOf(fn *types.Func) []int {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if fn.Pkg() == jx.pass.Pkg {
		return jx.elems[fn]
	}
	if ps, ok := jx.elemOf[fn]; ok {
		return ps
	}
	var f elemFact
	var ps []int
	if fn.Pkg() != nil && jx.pass.ImportObjectFact(fn, &f) {
		ps = f.Params
	}
	if jx.elemOf == nil {
		jx.elemOf = map[*types.Func][]int{}
	}
	jx.elemOf[fn] = ps
	return ps
}

// isParam reports whether e is a string parameter of its function: its
// callers are checked instead.
func (jx *joins) isParam(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := jx.pass.TypesInfo.Uses[id].(*types.Var)
	return ok && v.Kind() == types.ParamVar
}
