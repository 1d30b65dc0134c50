// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
)

// fieldWrites records the values this package writes to a field.
type fieldWrites struct {
	values  []ast.Expr
	unknown bool // a write whose value is not followed, or the address taken
}

// stringField returns the field e names if it is one whose every write
// this package sees: an unexported string field of a struct of this
// package (no other package can write it).
func (c *checker) stringField(e ast.Expr) *types.Var {
	var id *ast.Ident
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		if sel, ok := c.pass.TypesInfo.Selections[x]; !ok || sel.Kind() != types.FieldVal {
			return nil
		}
		id = x.Sel
	case *ast.Ident:
		id = x // the key of a struct literal
	default:
		return nil
	}
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !v.IsField() || v.Exported() || v.Pkg() != c.pass.Pkg || !isString(v.Type()) {
		return nil
	}
	return v
}

// addFieldWrite records that value (nil: unknown) is written to f.
func (c *checker) addFieldWrite(f *types.Var, value ast.Expr) {
	if c.fields == nil {
		c.fields = map[*types.Var]*fieldWrites{}
	}
	w := c.fields[f]
	if w == nil {
		w = &fieldWrites{}
		c.fields[f] = w
	}
	if value == nil {
		w.unknown = true
		return
	}
	w.values = append(w.values, value)
}

// collectFieldWrites records the field writes of n: an assignment, a
// struct literal, or an address taken.
func (c *checker) collectFieldWrites(n ast.Node) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		for i, lhs := range n.Lhs {
			f := c.stringField(lhs)
			if f == nil {
				continue
			}
			if _, sel := ast.Unparen(lhs).(*ast.SelectorExpr); !sel {
				continue
			}
			var value ast.Expr
			if n.Tok == token.ASSIGN && len(n.Lhs) == len(n.Rhs) {
				value = n.Rhs[i]
			}
			c.addFieldWrite(f, value)
		}
	case *ast.CompositeLit:
		st, ok := typeUnder(c.pass.TypesInfo.TypeOf(n)).(*types.Struct)
		if !ok {
			return
		}
		for i, e := range n.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if f := c.stringField(kv.Key); f != nil {
					c.addFieldWrite(f, kv.Value)
				}
				continue
			}
			if i < st.NumFields() {
				if f := st.Field(i); !f.Exported() && f.Pkg() == c.pass.Pkg && isString(f.Type()) {
					c.addFieldWrite(f, e)
				}
			}
		}
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			if _, sel := ast.Unparen(n.X).(*ast.SelectorExpr); sel {
				if f := c.stringField(n.X); f != nil {
					c.addFieldWrite(f, nil)
				}
			}
		}
	}
}

// fieldValues returns the values written to the field e reads, if every
// write is known.
func (c *checker) fieldValues(e ast.Expr) []ast.Expr {
	if _, sel := ast.Unparen(e).(*ast.SelectorExpr); !sel {
		return nil
	}
	f := c.stringField(e)
	if f == nil {
		return nil
	}
	w := c.fields[f]
	if w == nil || w.unknown {
		return nil
	}
	return w.values
}

// typeUnder returns the underlying type of t, or of what t points to.
func typeUnder(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem().Underlying()
	}
	return t.Underlying()
}
