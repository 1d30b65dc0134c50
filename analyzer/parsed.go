// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis/passes/printf"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// urlSinks are the functions whose *url.URL parameter needs a form: a
// URL parsed from a constant and given to them is checked as that
// constant given to a sink of that need ("localhost:8080" parses, with
// the scheme "localhost", and the proxy fails at run time).
var urlSinks = map[string]sink{
	"net/http/httputil.NewSingleHostReverseProxy": {"net/http/httputil.NewSingleHostReverseProxy", 0, uricheck.NeedHTTPURL},
	"(*net/http/httputil.ProxyRequest).SetURL":    {"(*net/http/httputil.ProxyRequest).SetURL", 0, uricheck.NeedHTTPURL},
}

// readOnlyURLMethods are the methods of *url.URL that do not change it.
var readOnlyURLMethods = map[string]bool{
	"String": true, "Redacted": true, "Hostname": true, "Port": true, "Query": true,
	"RequestURI": true, "EscapedPath": true, "EscapedFragment": true, "IsAbs": true,
	"MarshalBinary": true, "AppendBinary": true, "JoinPath": true, "ResolveReference": true, "Parse": true,
}

// parsedFrom returns the argument of the url.Parse or url.ParseRequestURI
// call whose result the *url.URL expression e holds, at cur: a local
// defined by u, err := url.Parse(…) and, in its function, never written
// again, never given away (only to printing and to the sinks of
// urlSinks), and never changed through a field or a method. Anything
// else is unknown.
func (c *checker) parsedFrom(e ast.Expr, cur inspector.Cursor) (ast.Expr, bool) {
	info := c.pass.TypesInfo
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Kind() != types.LocalVar || !isURLType(v.Type()) {
		return nil, false
	}
	fn, ok := enclosingFunc(cur)
	if !ok {
		return nil, false
	}
	var arg ast.Expr
	for ic := range fn.Preorder((*ast.Ident)(nil)) {
		n := ic.Node().(*ast.Ident)
		if info.Defs[n] == v {
			as, ok := ic.Parent().Node().(*ast.AssignStmt)
			if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 2 || len(as.Rhs) != 1 || as.Lhs[0] != n {
				return nil, false
			}
			call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
			if !ok || len(call.Args) != 1 {
				return nil, false
			}
			f, _ := typeutil.Callee(info, call).(*types.Func)
			if f == nil || f.Pkg() == nil || f.Pkg().Path() != "net/url" || f.Signature().Recv() != nil || f.Name() != "Parse" && f.Name() != "ParseRequestURI" {
				return nil, false
			}
			arg = call.Args[0]
			continue
		}
		if info.Uses[n] == v && !c.readsURL(ic) {
			return nil, false
		}
	}
	return arg, arg != nil
}

// readsURL reports whether the use of a *url.URL local at cur leaves it
// as it is: a read-only method call or a field read, a comparison, an
// argument of printing or of a sink of urlSinks.
func (c *checker) readsURL(cur inspector.Cursor) bool {
	info := c.pass.TypesInfo
	x := cur.Node().(ast.Expr)
	parent := cur.Parent()
	for {
		if _, ok := parent.Node().(*ast.ParenExpr); !ok {
			break
		}
		x, parent = parent.Node().(ast.Expr), parent.Parent()
	}
	switch p := parent.Node().(type) {
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[p]; ok && sel.Kind() == types.MethodVal {
			call, ok := parent.Parent().Node().(*ast.CallExpr)
			return ok && call.Fun == p && readOnlyURLMethods[p.Sel.Name]
		}
		// A field: read, not written nor its address taken.
		switch gp := parent.Parent().Node().(type) {
		case *ast.AssignStmt:
			for _, l := range gp.Lhs {
				if l == p {
					return false
				}
			}
		case *ast.UnaryExpr:
			return gp.Op != token.AND
		case *ast.IncDecStmt:
			return false
		}
		return true
	case *ast.BinaryExpr:
		return p.Op == token.EQL || p.Op == token.NEQ
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, p).(*types.Func)
		if fn == nil || p.Fun == x {
			return false
		}
		if fn.Pkg() != nil && fn.Pkg().Path() == "net/http/httputil" {
			if _, ok := urlSinks[c.fullName(fn)]; ok {
				return true
			}
		}
		k := c.printfKind(fn)
		return k == printf.KindPrint || k == printf.KindPrintf || k == printf.KindErrorf
	}
	return false
}

// parsedString returns the constant a u.String() call recomposes, if u
// is a local parsed from it (parsedFrom): the text of a valid reference
// that url.Parse accepted.
func (c *checker) parsedString(call *ast.CallExpr) (ast.Expr, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "String" || len(call.Args) != 0 {
		return nil, false
	}
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" || !isURLType(fn.Signature().Recv().Type()) {
		return nil, false
	}
	cur, ok := c.inspector.Root().FindByPos(sel.X.Pos(), sel.X.End())
	if !ok {
		return nil, false
	}
	return c.parsedFrom(sel.X, cur)
}
