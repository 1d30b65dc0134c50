// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/printf"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// A urlIndex follows URLs parsed from constants (url.Parse, in a local or
// an unexported package variable) to where they are used: a sink that
// takes a *url.URL, a request that is sent, the text String recomposes.
type urlIndex struct {
	pass       *analysis.Pass
	values     *valueIndex
	sinks      *sinkIndex
	parsedVars map[*types.Var]ast.Expr // memo of parsedVar: the constant a package *url.URL variable is parsed from, or nil
}

// urlSinkPkgs are the packages of urlSinks.
var urlSinkPkgs = func() map[string]bool {
	m := map[string]bool{}
	for name := range urlSinks {
		m[typesutil.FuncPkgPath(name)] = true
	}
	return m
}()

// parsedFrom returns the argument of the url.Parse or url.ParseRequestURI
// call whose result the *url.URL expression e holds, at cur: a local
// defined by u, err := url.Parse(…) and, in its function, never written
// again, never given away (only to printing and to the sinks of
// urlSinks), and never changed through a field or a method. Anything
// else is unknown.
func (ui *urlIndex) parsedFrom(e ast.Expr, cur inspector.Cursor) (ast.Expr, bool) {
	info := ui.pass.TypesInfo
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || !typesutil.IsURL(v.Type()) {
		return nil, false
	}
	if v.Kind() == types.PackageVar {
		return ui.parsedVar(v)
	}
	if v.Kind() != types.LocalVar {
		return nil, false
	}
	fn, ok := enclosingFunc(cur)
	if !ok {
		return nil, false
	}
	def, ok := ui.values.index.Def(v)
	if !ok || !fn.Contains(def) {
		return nil, false
	}
	as, ok := def.Parent().Node().(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 2 || len(as.Rhs) != 1 || as.Lhs[0] != def.Node() {
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
	for u := range ui.values.index.UsesIn(v, fn) {
		if !ui.readsURL(u) {
			return nil, false
		}
	}
	return call.Args[0], true
}

// parsedVar returns the argument of the url.Parse or url.ParseRequestURI
// call that declares the package variable v (var v, _ = url.Parse(…)), if
// v is unexported and every use of it in this package leaves it as it is
// (readsURL). Memoized: the uses are found once per variable.
func (ui *urlIndex) parsedVar(v *types.Var) (ast.Expr, bool) {
	if x, ok := ui.parsedVars[v]; ok {
		return x, x != nil
	}
	x := ui.findParsedVar(v)
	if ui.parsedVars == nil {
		ui.parsedVars = map[*types.Var]ast.Expr{}
	}
	ui.parsedVars[v] = x
	return x, x != nil
}

func (ui *urlIndex) findParsedVar(v *types.Var) ast.Expr {
	info := ui.pass.TypesInfo
	if v.Exported() || v.Pkg() != ui.pass.Pkg {
		return nil // another package may write it
	}
	def, ok := ui.values.inspector.Root().FindByPos(v.Pos(), v.Pos()+token.Pos(len(v.Name())))
	if !ok {
		return nil
	}
	spec, ok := def.Parent().Node().(*ast.ValueSpec)
	if !ok || len(spec.Names) != 2 || len(spec.Values) != 1 || spec.Names[0] != def.Node() {
		return nil
	}
	call, ok := ast.Unparen(spec.Values[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	f, _ := typeutil.Callee(info, call).(*types.Func)
	if f == nil || f.Pkg() == nil || f.Pkg().Path() != "net/url" || f.Signature().Recv() != nil || f.Name() != "Parse" && f.Name() != "ParseRequestURI" {
		return nil
	}
	uses, ok := ui.values.usesOf(v)
	if !ok {
		return nil
	}
	for _, cur := range uses {
		if !ui.readsURL(cur) {
			return nil
		}
	}
	return call.Args[0]
}

// readsURL reports whether the use of a *url.URL local at cur leaves it
// as it is: a read-only method call or a field read, a comparison, an
// argument of printing or of a sink of urlSinks.
func (ui *urlIndex) readsURL(cur inspector.Cursor) bool {
	info := ui.pass.TypesInfo
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
	case *ast.KeyValueExpr:
		// The URL of a request that is sent and not changed.
		key, ok := p.Key.(*ast.Ident)
		lit, inLit := parent.Parent().Node().(*ast.CompositeLit)
		return ok && inLit && p.Value == x && key.Name == "URL" &&
			typesutil.IsNamed(info.TypeOf(lit), "net/http", "Request") && ui.sealedRequest(parent.Parent())
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, p).(*types.Func)
		if fn == nil || p.Fun == x {
			return false
		}
		if fn.Pkg() != nil && urlSinkPkgs[fn.Pkg().Path()] {
			if _, ok := urlSinks[ui.values.fullName(fn)]; ok {
				return true
			}
		}
		k := ui.sinks.printfKind(fn)
		return k == printf.KindPrint || k == printf.KindPrintf || k == printf.KindErrorf
	}
	return false
}

// parsedString returns the constant a u.String() call recomposes, if u
// is a local parsed from it (parsedFrom): the text of a valid reference
// that url.Parse accepted.
func (ui *urlIndex) parsedString(call *ast.CallExpr) (ast.Expr, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "String" || len(call.Args) != 0 {
		return nil, false
	}
	fn, _ := typeutil.Callee(ui.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" || !typesutil.IsURL(fn.Signature().Recv().Type()) {
		return nil, false
	}
	cur, ok := ui.values.inspector.Root().FindByPos(sel.X.Pos(), sel.X.End())
	if !ok {
		return nil, false
	}
	return ui.parsedFrom(sel.X, cur)
}

// requestLit returns the http.Request literal the argument e of the
// sending call at cur holds: &http.Request{…} itself, or a local written
// once with it (sealedRequest).
func (ui *urlIndex) requestLit(e ast.Expr) *ast.CompositeLit {
	x := ast.Unparen(e)
	if id, ok := x.(*ast.Ident); ok {
		// req := &http.Request{…}; sealedRequest checks the rest.
		v, ok := ui.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok || v.Kind() != types.LocalVar {
			return nil
		}
		def, ok := ui.values.inspector.Root().FindByPos(v.Pos(), v.Pos()+token.Pos(len(v.Name())))
		if !ok {
			return nil
		}
		as, ok := def.Parent().Node().(*ast.AssignStmt)
		if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Lhs[0] != def.Node() {
			return nil
		}
		x = ast.Unparen(as.Rhs[0])
	}
	u, ok := x.(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return nil
	}
	lit, ok := ast.Unparen(u.X).(*ast.CompositeLit)
	if !ok || !typesutil.IsNamed(ui.pass.TypesInfo.TypeOf(lit), "net/http", "Request") {
		return nil
	}
	return lit
}

// requestURLValue returns the value of the URL field of the literal lit.
func requestURLValue(lit *ast.CompositeLit) ast.Expr {
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "URL" {
				return kv.Value
			}
		}
	}
	return nil
}

// sealedRequest reports whether the http.Request literal at lit leaves
// its URL as it is: &lit is given to a sending call, or is the value of
// a local written once whose every use is a sending call's argument, a
// method call, or a field other than URL.
func (ui *urlIndex) sealedRequest(lit inspector.Cursor) bool {
	amp := lit.Parent()
	if u, ok := amp.Node().(*ast.UnaryExpr); !ok || u.Op != token.AND {
		return false
	}
	switch p := amp.Parent().Node().(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(ui.pass.TypesInfo, p).(*types.Func)
		return fn != nil && ui.sinks.isRequestSender(fn)
	case *ast.AssignStmt:
		if len(p.Lhs) != 1 || len(p.Rhs) != 1 {
			return false
		}
		id, ok := p.Lhs[0].(*ast.Ident)
		if !ok {
			return false
		}
		v, ok := ui.pass.TypesInfo.Defs[id].(*types.Var)
		if !ok || p.Tok != token.DEFINE || ast.Unparen(p.Rhs[0]) != amp.Node() {
			return false
		}
		fn, ok := enclosingFunc(lit)
		if !ok {
			return false
		}
		for u := range ui.values.index.UsesIn(v, fn) {
			if !ui.sendsOrReads(u) {
				return false
			}
		}
		return true
	}
	return false
}

// sendsOrReads reports whether the use of a request local at cur leaves
// its URL as it is: an argument of a sending call, a method call, or a
// field other than URL.
func (ui *urlIndex) sendsOrReads(cur inspector.Cursor) bool {
	switch p := cur.Parent().Node().(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(ui.pass.TypesInfo, p).(*types.Func)
		return p.Fun != cur.Node() && fn != nil && ui.sinks.isRequestSender(fn)
	case *ast.SelectorExpr:
		if p.Sel.Name == "URL" {
			return false
		}
		// A method that returns a request (WithContext) shares the URL
		// with it.
		if sel, ok := ui.pass.TypesInfo.Selections[p]; ok && sel.Kind() == types.MethodVal {
			res := sel.Obj().(*types.Func).Signature().Results()
			for i := range res.Len() {
				if t, ok := res.At(i).Type().(*types.Pointer); ok && typesutil.IsNamed(t.Elem(), "net/http", "Request") {
					return false
				}
			}
		}
		return true
	}
	return false
}
