// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// rows is the layer of test tables: the row that holds a literal, the
// loops that range over its table and the helpers they hand rows to, the
// environment a row gives, and the answers a row pins. What a use of a
// row's field does it asks the layer above (classifier).
type rows struct {
	*pkgView
	ev    *evaluator
	hl    *helpers
	above classifier

	loops  map[ast.Node]tableLoops // memo of loopsOver
	ranges []inspector.Cursor      // the package's range statements, listed on first use
}

// classifier is what the rows layer asks of the layer above.
type classifier interface {
	// classify returns what the use of a string at cur does, in en;
	// row is the row's own field of the string.
	classify(cur inspector.Cursor, en *env, row *rowInfo) []useClass
}

// A rowInfo is a row of a test table that holds a string.
type rowInfo struct {
	row   *ast.CompositeLit
	cur   inspector.Cursor // the row
	path  []*types.Var     // fields from the row to the string
	table inspector.Cursor // the slice, array or map literal that holds the row
}

// rowOf returns the table row that holds the value at cur: the
// outermost struct literal that is an element of a slice, array or map
// literal, through nested structs and slices ({responses: []response{{
// Href: []string{s}}}, wantErr: errBad}), with the fields from the row
// to the string.
func (tb *rows) rowOf(cur inspector.Cursor) (*rowInfo, bool) {
	info := tb.info()
	var path []*types.Var
	var best *rowInfo
	for {
		elt := cur
		if _, ok := cur.Parent().Node().(*ast.KeyValueExpr); ok {
			elt = cur.Parent()
		}
		lit, ok := elt.Parent().Node().(*ast.CompositeLit)
		if !ok {
			return best, best != nil
		}
		st, ok := underStruct(info.TypeOf(lit))
		if !ok {
			// An element of a slice or map literal: the literal is the
			// value of a field further up, or a table of strings.
			cur = elt.Parent()
			continue
		}
		var field *types.Var
		if kv, ok := elt.Node().(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				field, _ = info.ObjectOf(id).(*types.Var)
			}
		} else {
			for i, e := range lit.Elts {
				if e == elt.Node() && i < st.NumFields() {
					field = st.Field(i)
				}
			}
		}
		if field == nil {
			return best, best != nil
		}
		path = append([]*types.Var{field}, path...)
		// Is the struct literal a row of a table, or a field of another struct?
		litCur := elt.Parent()
		up := litCur
		if u, ok := up.Parent().Node().(*ast.UnaryExpr); ok && u.Op == token.AND {
			up = up.Parent()
		}
		holder := up.Parent()
		table := holder
		if _, ok := holder.Node().(*ast.KeyValueExpr); ok {
			table = holder.Parent() // map[string]T{"name": {...}}, or a field
		}
		if outer, ok := table.Node().(*ast.CompositeLit); ok {
			if _, isStruct := underStruct(info.TypeOf(outer)); !isStruct {
				best = &rowInfo{lit, litCur, slices.Clone(path), table}
				cur = table // a table that is itself a field of an outer row?
				continue
			}
			cur = up
			continue
		}
		return best, best != nil
	}
}

func underStruct(t types.Type) (*types.Struct, bool) {
	if t == nil {
		return nil, false
	}
	if ptr, ok := t.Underlying().(*types.Pointer); ok {
		t = ptr.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}

// rowEnv returns the values of the row's fields.
func (tb *rows) rowEnv(r *rowInfo) *env {
	info := tb.info()
	en := &env{vars: map[types.Object]value{}, exprs: map[ast.Expr]value{}}
	st, _ := underStruct(info.TypeOf(r.row))
	if st == nil {
		return en
	}
	set := map[*types.Var]ast.Expr{}
	for i, e := range r.row.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				if f, ok := info.ObjectOf(id).(*types.Var); ok {
					set[f] = kv.Value
				}
			}
		} else if i < st.NumFields() {
			set[st.Field(i)] = e
		}
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		e, ok := set[f]
		if !ok {
			// The zero value.
			switch u := f.Type().Underlying().(type) {
			case *types.Basic:
				switch {
				case u.Info()&types.IsBoolean != 0:
					en.vars[f] = boolValue(false)
				case u.Info()&types.IsString != 0:
					en.vars[f] = value{c: constant.MakeString("")}
				case u.Info()&types.IsNumeric != 0:
					en.vars[f] = value{c: constant.MakeInt64(0)}
				}
			case *types.Pointer, *types.Interface, *types.Map, *types.Slice, *types.Signature, *types.Chan:
				en.vars[f] = value{nilness: 1}
			}
			continue
		}
		tv := info.Types[e]
		switch {
		case tv.IsNil():
			en.vars[f] = value{nilness: 1}
		case tv.Value != nil:
			en.vars[f] = value{c: tv.Value}
		default:
			switch f.Type().Underlying().(type) {
			case *types.Pointer, *types.Interface:
				en.vars[f] = value{nilness: -1} // errors.New("…"), &url.URL{…}
			}
		}
	}
	return en
}

// rowRole returns the role of the string at r from the loops that range
// over its table.
func (tb *rows) rowRole(r *rowInfo, uriField bool) Role {
	// A row that pins a parser's answer: a sibling url.URL.
	st, _ := underStruct(tb.info().TypeOf(r.row))
	en := tb.rowEnv(r)
	en.uriField = uriField
	if len(r.path) > 1 && typesutil.IsURL(r.path[0].Type()) {
		return Expected // inside the url.URL a row expects
	}
	if st != nil {
		for i := range st.NumFields() {
			f := st.Field(i)
			if f != r.path[0] && typesutil.IsURL(f.Type()) && en.vars[f].nilness != 1 {
				if _, set := tb.rowField(r, f); set {
					return Expected
				}
			}
		}
	}
	loops, rowVars := tb.loopsOver(r.table)
	if len(loops) > 0 {
		en.rowVars = rowVars
	}
	var cs []useClass
	visit := func(cur inspector.Cursor) {
		if !tb.selects(cur.Node().(*ast.SelectorExpr), r.path, en) {
			return
		}
		cs = append(cs, tb.above.classify(cur, en, r)...)
	}
	escapes := false
	for _, l := range loops {
		for cur := range l.Preorder((*ast.SelectorExpr)(nil)) {
			visit(cur)
		}
		escapes = escapes || tb.rowEscapes(l, rowVars)
	}
	if len(loops) == 0 || escapes {
		// The table or its rows go to a helper of this package that
		// runs them (testProxy(t, tt), runTests(t, tests)): the reads
		// of the fields in that helper, through its parameter.
		for _, h := range tb.rowHelpers(r.table, loops, rowVars) {
			hen := *en
			hen.rowVars = h.rowVars
			en := &hen
			for cur := range h.body.Preorder((*ast.SelectorExpr)(nil)) {
				if tb.selects(cur.Node().(*ast.SelectorExpr), r.path, en) {
					cs = append(cs, tb.above.classify(cur, en, r)...)
				}
			}
		}
	}
	return combine(cs)
}

// rowField reports whether the row sets field f.
func (tb *rows) rowField(r *rowInfo, f *types.Var) (ast.Expr, bool) {
	st, _ := underStruct(tb.info().TypeOf(r.row))
	for i, e := range r.row.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && tb.info().ObjectOf(id) == f {
				return kv.Value, true
			}
		} else if st != nil && i < st.NumFields() && st.Field(i) == f {
			return e, true
		}
	}
	return nil, false
}

// selects reports whether sel reads the field path of a row, or a
// leading part of it: tt.in, tt.cfg.Proxy, tt.cfg.
func (tb *rows) selects(sel *ast.SelectorExpr, path []*types.Var, en *env) bool {
	for n := len(path); n >= 1; n-- {
		var x ast.Expr = sel
		ok := true
		for i := n - 1; i >= 0 && ok; i-- {
			s, isSel := ast.Unparen(x).(*ast.SelectorExpr)
			if !isSel || tb.info().Uses[s.Sel] != path[i] {
				ok = false
				break
			}
			x = s.X
		}
		if ok && (en.rowVars == nil || tb.ev.isRowVar(x, en)) {
			return true
		}
	}
	return false
}

// tableRows returns the rows of the table that holds r.
func (tb *rows) tableRows(r *rowInfo) []*rowInfo {
	lit, ok := r.table.Node().(*ast.CompositeLit)
	if !ok {
		return nil
	}
	var out []*rowInfo
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = u.X
		}
		if rl, ok := e.(*ast.CompositeLit); ok {
			out = append(out, &rowInfo{row: rl, path: r.path, table: r.table})
		}
	}
	return out
}
