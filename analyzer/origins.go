// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// originOf returns what is known of the value of e, a hole, by its
// origin.
func (ev *evaluator) originOf(e ast.Expr) origin {
	e = ast.Unparen(e)
	info := ev.pass.TypesInfo
	switch e := e.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, e).(*types.Func)
		if fn == nil {
			break
		}
		if (fn.Name() == "Hostname" || fn.Name() == "String") && bareHostFuncs[ev.values.fullName(fn)] {
			return originBareHost
		}
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && len(e.Args) == 0 && isType(fn.Signature().Recv(), "net/url", "URL") &&
			(fn.Name() == "String" || fn.Name() == "RequestURI" || fn.Name() == "EscapedPath") && ev.requestURL(sel.X) {
			return originRequestPath
		}
	case *ast.SelectorExpr:
		sel := info.Selections[e]
		if sel == nil || sel.Kind() != types.FieldVal {
			break
		}
		switch name := sel.Obj().Name(); {
		case name == "URL" && isType(sel.Recv(), "net/http/httptest", "Server"):
			return originServerURL
		case name == "RequestURI" && isType(sel.Recv(), "net/http", "Request"),
			name == "Path" && isType(sel.Recv(), "net/url", "URL") && ev.requestURL(e.X):
			return originRequestPath
		}
	case *ast.Ident:
		if v, ok := info.Uses[e].(*types.Var); ok && ev.splitHost(v) {
			return originBareHost
		}
	}
	if named := namedOf(info.TypeOf(e)); named != nil && named.Obj().Pkg() != nil {
		// An address printed with %s or %v.
		switch p, n := named.Obj().Pkg().Path(), named.Obj().Name(); {
		case p == "net" && n == "IP", p == "net/netip" && n == "Addr":
			return originBareHost
		}
	}
	return originNone
}

// isType reports whether t, or what it points to, is the named type
// path.name; t may be a method's receiver variable.
func isType(t any, path, name string) bool {
	var typ types.Type
	switch t := t.(type) {
	case *types.Var:
		if t == nil {
			return false
		}
		typ = t.Type()
	case types.Type:
		typ = t
	}
	n := namedOf(typ)
	return n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path && n.Obj().Name() == name
}

// requestURL reports whether e is the URL of a request: r.URL, with r
// an *http.Request or http.Request.
func (ev *evaluator) requestURL(e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s := ev.pass.TypesInfo.Selections[sel]
	return s != nil && s.Kind() == types.FieldVal && sel.Sel.Name == "URL" && isType(s.Recv(), "net/http", "Request")
}

// namedOf returns the named type t or *t is, or nil.
func namedOf(t types.Type) *types.Named {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}

// splitHost reports whether v is a local written once, with the host
// net.SplitHostPort returns: host, port, err := net.SplitHostPort(addr).
func (ev *evaluator) splitHost(v *types.Var) bool {
	l := ev.values.localOf(v)
	if l == nil || l.writes != 1 || l.addr || len(l.defs) != 1 {
		return false
	}
	as, ok := l.defs[0].node.(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) != 3 {
		return false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok || ev.pass.TypesInfo.ObjectOf(id) != v {
		return false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(ev.pass.TypesInfo, call).(*types.Func)
	return fn != nil && fn.Name() == "SplitHostPort" && fn.Pkg() != nil && fn.Pkg().Path() == "net"
}
