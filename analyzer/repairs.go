// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/uricore"
)

// paramOf returns the function declared in this package whose string
// parameter e names, and the parameter's index.
func (fx *flowIndex) paramOf(e ast.Expr, cur inspector.Cursor) (*types.Func, int, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, 0, false
	}
	v, ok := fx.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Kind() != types.ParamVar || !typesutil.IsString(v.Type()) {
		return nil, 0, false
	}
	for fc := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		fn, _ := fx.pass.TypesInfo.Defs[fc.Node().(*ast.FuncDecl).Name].(*types.Func)
		if fn == nil {
			return nil, 0, false
		}
		params := fn.Signature().Params()
		for i := range params.Len() {
			if params.At(i) == v {
				return fn, i, true
			}
		}
	}
	return nil, 0, false
}

// probesScheme reports whether call, of fn, a function of textReads,
// looks in its first argument for a scheme: a host and port split off
// it (net.SplitHostPort), or a constant that holds "://" or names a
// scheme of the registry looked for (strings.HasPrefix(s, "http"),
// strings.Contains(s, "://")).
func (fx *flowIndex) probesScheme(fn *types.Func, call *ast.CallExpr) bool {
	if fn.Pkg().Path() == "net" {
		return true
	}
	if len(call.Args) < 2 {
		return false
	}
	v, ok := fx.values.stringValue(call.Args[1])
	if !ok {
		return false
	}
	name := strings.TrimSuffix(strings.TrimSuffix(v, "//"), ":")
	_, known := uricore.LookupScheme(name)
	return strings.Contains(v, "://") || name != "" && known
}

// markCompleter records that fn reads its parameter i as repairRead says.
func (fx *flowIndex) markCompleter(fn *types.Func, i int) bool {
	if fx.vars.completers == nil {
		fx.vars.completers = map[*types.Func][]int{}
	}
	if slices.Contains(fx.vars.completers[fn], i) {
		return false
	}
	fx.vars.completers[fn] = append(fx.vars.completers[fn], i)
	return true
}

// collectPasses records the fields, variables and parameters the call
// at cur hands to a string parameter of fn, for resolveCompleters.
func (fx *flowIndex) collectPasses(cur inspector.Cursor, fn *types.Func) {
	call := cur.Node().(*ast.CallExpr)
	params := fn.Signature().Params()
	for i, a := range call.Args {
		if i >= params.Len() || fn.Signature().Variadic() && i >= params.Len()-1 {
			break
		}
		if v := fx.readVar(a); v != nil {
			fx.vars.passes = append(fx.vars.passes, paramPass{field: v, to: fn, at: i})
		} else if from, j, ok := fx.paramOf(a, cur); ok {
			fx.vars.passes = append(fx.vars.passes, paramPass{from: from, fromAt: j, to: fn, at: i})
		}
	}
}

// completes reports whether fn's parameter i is a completer's: this
// package's, as recorded, or another's, by its fact. A parameter that
// reaches a sink is a URI of the sink's need, whatever else the
// function reads in it (url.Parse cuts its input at "#"; a wrapper of
// url.Parse that fills in a missing scheme gives its callers the
// loosest need, a reference).
func (fx *flowIndex) completes(fn *types.Func, i int) bool {
	if fn.Pkg() == nil {
		return false
	}
	for _, sk := range fx.sinks.sinksOf(fn) {
		if sk.Arg == i {
			return false
		}
	}
	if fn.Pkg() == fx.pass.Pkg {
		return slices.Contains(fx.vars.completers[fn], i)
	}
	var f completerFact
	return fx.pass.ImportObjectFact(fn, &f) && slices.Contains(f.Params, i)
}

// resolveCompleters follows the recorded passes until nothing changes:
// a parameter handed on to a completer's makes its function one, a
// field or variable handed to one takes no URI need. It exports the
// facts of this package's completers.
func (fx *flowIndex) resolveCompleters() {
	for changed := true; changed; {
		changed = false
		for _, p := range fx.vars.passes {
			if !fx.completes(p.to, p.at) {
				continue
			}
			if p.field != nil {
				fx.notURIVar(p.field)
			} else if fx.markCompleter(p.from, p.fromAt) {
				changed = true
			}
		}
	}
	for fn, params := range fx.vars.completers {
		if !fn.Exported() {
			continue // no other package calls it
		}
		params = slices.DeleteFunc(slices.Sorted(slices.Values(params)), func(i int) bool { return !fx.completes(fn, i) })
		if len(params) > 0 {
			fx.pass.ExportObjectFact(fn, &completerFact{Params: params})
		}
	}
}

// collectRepairs records the exported fields and variables that the
// call at cur reads as text, or parses and then repairs: a value that
// may be a host, host:port or a URL. Such a read gives the field no URI
// need, whatever other reads do with it (DESIGN.md, "Fields and package
// variables take their need from every read"):
//   - a function of package strings that looks for what the value
//     starts with or holds, or splits it (strings.HasPrefix(c.Host,
//     "http"), strings.Contains(c.Host, "://")): not those that trim
//     it (a trailing "/" off a base URL);
//   - net.SplitHostPort given it (a host and port);
//   - url.Parse given it, when the code then tests the result's Scheme
//     or Host for "" (it adds what is missing).
func (fx *flowIndex) collectRepairs(cur inspector.Cursor, fn *types.Func) {
	if fn.Pkg() == nil {
		return
	}
	call := cur.Node().(*ast.CallExpr)
	switch path := fn.Pkg().Path(); {
	case (path == "strings" || path == "net") && textReads[fx.values.fullName(fn)]:
		for _, a := range call.Args {
			if v := fx.readVar(a); v != nil {
				fx.notURIVar(v)
			}
		}
		if pfn, pi, ok := fx.paramOf(call.Args[0], cur); ok && fx.probesScheme(fn, call) {
			fx.markCompleter(pfn, pi)
		}
	case path == "net/url" && (fn.Name() == "Parse" || fn.Name() == "ParseRequestURI") && fn.Signature().Recv() == nil && len(call.Args) == 1:
		v := fx.readVar(call.Args[0])
		pfn, pi, isParam := fx.paramOf(call.Args[0], cur)
		if v == nil && !isParam {
			return
		}
		as, ok := cur.Parent().Node().(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
			return
		}
		id, ok := as.Lhs[0].(*ast.Ident)
		if !ok {
			return
		}
		u := fx.pass.TypesInfo.ObjectOf(id)
		if u == nil {
			return
		}
		for fc := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
			for bc := range fc.Preorder((*ast.BinaryExpr)(nil)) {
				if fx.testsEmptyPart(bc.Node().(*ast.BinaryExpr), u) {
					if v != nil {
						fx.notURIVar(v)
					} else {
						fx.markCompleter(pfn, pi)
					}
					return
				}
			}
			break
		}
	}
}

// testsEmptyPart reports whether b compares u.Scheme or u.Host, fields
// of a url.URL, with "".
func (fx *flowIndex) testsEmptyPart(b *ast.BinaryExpr, u types.Object) bool {
	if b.Op != token.EQL && b.Op != token.NEQ {
		return false
	}
	for _, pair := range [2][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		sel, ok := ast.Unparen(pair[0]).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		x, ok := ast.Unparen(sel.X).(*ast.Ident)
		if !ok || fx.pass.TypesInfo.Uses[x] != u {
			continue
		}
		f, ok := fx.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
		if !ok || !f.IsField() || f.Pkg() == nil || f.Pkg().Path() != "net/url" || f.Name() != "Scheme" && f.Name() != "Host" {
			continue
		}
		if v, ok := fx.values.stringValue(pair[1]); ok && v == "" {
			return true
		}
	}
	return false
}

// collectConcatRepairs records the exported fields and variables that
// a concatenation puts text in front of ("https://" + c.Host): a value
// the code completes is not a URI yet.
func (fx *flowIndex) collectConcatRepairs(cur inspector.Cursor) {
	e := cur.Node().(*ast.BinaryExpr)
	var operands []ast.Expr
	var flatten func(x ast.Expr)
	flatten = func(x ast.Expr) {
		if b, ok := ast.Unparen(x).(*ast.BinaryExpr); ok && b.Op == token.ADD {
			flatten(b.X)
			flatten(b.Y)
			return
		}
		operands = append(operands, x)
	}
	flatten(e)
	for i, op := range operands[1:] {
		if v := fx.readVar(op); v != nil {
			fx.notURIVar(v)
		} else if pfn, pi, ok := fx.paramOf(op, cur); ok {
			// A parameter after "scheme://" is completed: a host.
			if prev, ok := fx.values.stringValue(operands[i]); ok && strings.HasSuffix(prev, "://") {
				fx.markCompleter(pfn, pi)
			}
		}
	}
}
