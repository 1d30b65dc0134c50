// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/uricore"
)

// stringField returns the field e names if it is one whose every write
// this package sees: an unexported string field of a struct of this
// package (no other package can write it).
func (fx *flowIndex) stringField(e ast.Expr) *types.Var {
	var id *ast.Ident
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		if token.IsExported(x.Sel.Name) {
			return nil // as v.Exported() below, without a lookup
		}
		if sel, ok := fx.pass.TypesInfo.Selections[x]; !ok || sel.Kind() != types.FieldVal {
			return nil
		}
		id = x.Sel
	case *ast.Ident:
		id = x // the key of a struct literal
	default:
		return nil
	}
	v, ok := fx.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !v.IsField() || v.Exported() || v.Pkg() != fx.pass.Pkg || !typesutil.IsString(v.Type()) {
		return nil
	}
	return v
}

// addFieldWrite records that value (nil: unknown) is written to f.
func (fx *flowIndex) addFieldWrite(f *types.Var, value ast.Expr) {
	if fx.vars.fields == nil {
		fx.vars.fields = map[*types.Var]*fieldWrites{}
	}
	w := fx.vars.fields[f]
	if w == nil {
		w = &fieldWrites{}
		fx.vars.fields[f] = w
	}
	if value == nil {
		w.unknown = true
		return
	}
	w.values = append(w.values, value)
}

// collectFieldWrites records the field writes of the node at cur: an
// assignment, a struct literal, or an address taken; and the values
// written to exported string fields and package variables.
func (fx *flowIndex) collectFieldWrites(cur inspector.Cursor) {
	switch n := cur.Node().(type) {
	case *ast.AssignStmt:
		for i, lhs := range n.Lhs {
			if n.Tok == token.ASSIGN && len(n.Lhs) == len(n.Rhs) {
				fx.addVarWrite(lhs, n.Rhs[i], cur)
			}
			if _, sel := ast.Unparen(lhs).(*ast.SelectorExpr); !sel {
				continue
			}
			f := fx.stringField(lhs)
			if f == nil {
				continue
			}
			var value ast.Expr
			if n.Tok == token.ASSIGN && len(n.Lhs) == len(n.Rhs) {
				value = n.Rhs[i]
			}
			fx.addFieldWrite(f, value)
		}
	case *ast.CompositeLit:
		if listOrMap(n) {
			return
		}
		st, ok := typeUnder(fx.pass.TypesInfo.TypeOf(n)).(*types.Struct)
		if !ok {
			return
		}
		for i, e := range n.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok {
					if f, ok := fx.pass.TypesInfo.Uses[id].(*types.Var); ok && f.IsField() {
						if !f.Exported() && f.Pkg() == fx.pass.Pkg && typesutil.IsString(f.Type()) {
							fx.addFieldWrite(f, kv.Value) // as stringField(kv.Key)
						}
						fx.addVarWriteOf(f, kv.Value, cur)
					}
				}
				continue
			}
			if i < st.NumFields() {
				f := st.Field(i)
				if !f.Exported() && f.Pkg() == fx.pass.Pkg && typesutil.IsString(f.Type()) {
					fx.addFieldWrite(f, e)
				}
				fx.addVarWriteOf(f, e, cur)
			}
		}
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			if _, sel := ast.Unparen(n.X).(*ast.SelectorExpr); sel {
				if f := fx.stringField(n.X); f != nil {
					fx.addFieldWrite(f, nil)
				}
			}
		}
	}
}

// fieldValues returns the values written to the field e reads, if every
// write is known.
func (fx *flowIndex) fieldValues(e ast.Expr) []ast.Expr {
	if _, sel := ast.Unparen(e).(*ast.SelectorExpr); !sel {
		return nil
	}
	f := fx.stringField(e)
	if f == nil {
		return nil
	}
	w := fx.vars.fields[f]
	if w == nil || w.unknown {
		return nil
	}
	return w.values
}

// urlWritten returns a constant URL with a host that this package
// writes to v, an unexported string field or package variable, when
// every constant written to it is one: its writes say v holds a URL
// (a constructor's default "https://api.example.com/"). Values of
// unknown content do not count either way; a host-only constant
// ("api.example.com") says v is not a URL.
func (fx *flowIndex) urlWritten(v *types.Var) (string, bool) {
	vals := fx.constWrites(v)
	found := ""
	for _, s := range vals {
		n := uricore.SchemeLen(s)
		if n == 0 || !strings.HasPrefix(s[n:], "://") {
			return "", false // a constant that is no URL
		}
		if h := uricore.Split(s).Host; h.End <= h.Start {
			return "", false
		}
		if found == "" {
			found = s
		}
	}
	return found, found != ""
}

// constWrites returns the constants this package writes to v, an
// unexported string field or package variable; values of unknown
// content are left out.
func (fx *flowIndex) constWrites(v *types.Var) []string {
	var vals []ast.Expr
	switch {
	case v.Kind() == types.FieldVar:
		w := fx.vars.fields[v]
		if w == nil {
			return nil
		}
		vals = w.values
	case v.Kind() == types.PackageVar:
		l := fx.values.localOf(v)
		if l == nil {
			return nil
		}
		for _, d := range l.defs {
			if d.value != nil {
				vals = append(vals, d.value)
			}
		}
	}
	var out []string
	for _, val := range vals {
		if val == nil {
			continue
		}
		t := fx.text.eval(val)
		if t.holed() {
			continue
		}
		var b strings.Builder
		for _, p := range t {
			b.WriteString(p.text)
		}
		out = append(out, b.String())
	}
	return out
}
