// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// findURLTexts finds this package's functions whose every return is a
// URL's text, until no more are found (one may return another's), and
// exports the facts of the exported ones.
func (jx *joins) findURLTexts() {
	jx.urlTexts = map[*types.Func]bool{}
	type decl struct {
		fn   *types.Func
		body *ast.BlockStmt
	}
	var decls []decl
	for _, f := range jx.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, _ := jx.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			res := fn.Signature().Results()
			if res.Len() != 1 || !typesutil.IsString(res.At(0).Type()) {
				continue
			}
			decls = append(decls, decl{fn, fd.Body})
		}
	}
	for changed := true; changed; {
		changed = false
		for _, d := range decls {
			if jx.urlTexts[d.fn] {
				continue
			}
			if all, some := eachReturn(d.body, jx.isURLText); all && some {
				jx.urlTexts[d.fn], changed = true, true
			}
		}
	}
	for fn := range jx.urlTexts {
		if fn.Exported() {
			jx.pass.ExportObjectFact(fn, &urlTextFact{})
		}
	}
}

// isURLText reports whether e is the text of a URL with a host: u.String()
// of a URL not built without one, or a call of a function whose every
// return is one (this package's, a fact, or, through an interface, every
// implementation this package declares).
func (jx *joins) isURLText(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(jx.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	if fn.FullName() == "(*net/url.URL).String" {
		return !jx.hostless(call)
	}
	return jx.returnsURLText(fn)
}

// returnsURLText reports whether every return of fn is a URL's text.
func (jx *joins) returnsURLText(fn *types.Func) bool {
	fn = fn.Origin()
	if recv := fn.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
		return jx.implementationsReturnURLText(fn)
	}
	if fn.Pkg() == jx.pass.Pkg {
		return jx.urlTexts[fn]
	}
	var f urlTextFact
	return jx.pass.ImportObjectFact(fn, &f)
}

// implementationsReturnURLText reports whether the interface method m
// has implementations among this package's types, and each returns a
// URL's text.
func (jx *joins) implementationsReturnURLText(m *types.Func) bool {
	iface, ok := m.Signature().Recv().Type().Underlying().(*types.Interface)
	if !ok {
		return false
	}
	some := false
	scope := jx.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		if named, ok := tn.Type().(*types.Named); !ok || named.TypeParams().Len() > 0 {
			continue // a generic type is no type until instantiated: go/types does not look into it
		}
		for _, t := range []types.Type{tn.Type(), types.NewPointer(tn.Type())} {
			if !types.Implements(t, iface) {
				continue
			}
			obj, _, _ := types.LookupFieldOrMethod(t, true, m.Pkg(), m.Name())
			impl, ok := obj.(*types.Func)
			if !ok || impl.Pkg() != jx.pass.Pkg || types.IsInterface(impl.Signature().Recv().Type()) {
				// Promoted from an embedded field of another package or
				// an embedded interface: not this package's answer (and
				// an embedded interface would lead back here).
				return false
			}
			if !jx.urlTexts[impl.Origin()] {
				return false
			}
			some = true
			break
		}
	}
	return some
}
