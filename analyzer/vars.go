// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// packageVar returns the string field or package variable of this
// package that e reads, directly or through locals written once, and the
// expression that reads it. Only exported ones get a fact; the others
// are known in this package alone.
func (fx *flowIndex) packageVar(e ast.Expr) (*types.Var, ast.Expr) {
	for range maxDepth {
		id := nameOf(e)
		if id == nil {
			return nil, nil
		}
		v, ok := fx.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok {
			return nil, nil
		}
		if v.Kind() == types.LocalVar {
			if e = fx.values.localValue(v); e == nil {
				return nil, nil
			}
			continue
		}
		v = v.Origin()
		if v.Pkg() != fx.pass.Pkg || !typesutil.IsString(v.Type()) {
			return nil, nil
		}
		if v.Kind() != types.PackageVar && v.Kind() != types.FieldVar {
			return nil, nil
		}
		return v, e
	}
	return nil, nil
}

// varName returns the name of v for messages: path.Type.Field for a
// field read by sel, path.Name for a package variable.
func (fx *flowIndex) varName(v *types.Var, e ast.Expr) string {
	name := v.Pkg().Path() + "."
	if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok && v.IsField() {
		if s, ok := fx.pass.TypesInfo.Selections[sel]; ok {
			if owner := fieldOwner(s); owner != nil {
				name += owner.Obj().Name() + "."
			}
		}
	}
	return name + v.Name()
}

// fieldOwner returns the named struct type that declares the field s
// selects, through embedded fields, or nil.
func fieldOwner(s *types.Selection) *types.Named {
	t := s.Recv()
	idx := s.Index()
	for _, i := range idx[:len(idx)-1] {
		st, ok := typeUnder(t).(*types.Struct)
		if !ok {
			return nil
		}
		t = st.Field(i).Type()
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	if n != nil {
		n = n.Origin()
	}
	return n
}

// addVarSink records that the field or package variable e reads, if it
// is one of this package's, is passed whole to the sink sk.
func (fx *flowIndex) addVarSink(e ast.Expr, sk sink) {
	v, e := fx.packageVar(e)
	if v == nil {
		return
	}
	if fx.vars.sinks == nil {
		fx.vars.sinks = map[*types.Var]*varFact{}
	}
	f := fx.vars.sinks[v]
	if f == nil {
		f = &varFact{Name: fx.varName(v, e)} // named where it is first read
		fx.vars.sinks[v] = f
	}
	s := varSink{sk.Func, sk.Need}
	if !slices.Contains(f.Sinks, s) {
		f.Sinks = append(f.Sinks, s)
	}
}

// addVarWrite records that value is written to lhs, at cur, if lhs is
// an exported string field or package variable (of any package).
func (fx *flowIndex) addVarWrite(lhs ast.Expr, value ast.Expr, cur inspector.Cursor) {
	id := nameOf(lhs)
	if id == nil || !token.IsExported(id.Name) {
		return // as v.Exported() in addVarWriteOf, without a lookup
	}
	v, ok := fx.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || value == nil {
		return
	}
	fx.addVarWriteOf(v, value, cur)
}

func (fx *flowIndex) addVarWriteOf(v *types.Var, value ast.Expr, cur inspector.Cursor) {
	if !v.Exported() || v.Kind() != types.PackageVar && v.Kind() != types.FieldVar || !typesutil.IsString(v.Type()) {
		return
	}
	fx.vars.writes = append(fx.vars.writes, varWrite{v.Origin(), value, cur})
}

// varFactOf returns what is known of the sinks v is passed to: from this
// package's reads, or from the fact of v's package.
func (fx *flowIndex) varFactOf(v *types.Var) *varFact {
	if fx.vars.notURI[v] {
		return nil // read here as something else than a URI
	}
	if v.Pkg() == fx.pass.Pkg {
		return fx.vars.sinks[v]
	}
	if f, ok := fx.vars.imported[v]; ok {
		return f
	}
	var f *varFact
	if v.Pkg() != nil {
		var g varFact
		if fx.pass.ImportObjectFact(v, &g) {
			f = &g
		}
	}
	if fx.vars.imported == nil {
		fx.vars.imported = map[*types.Var]*varFact{}
	}
	fx.vars.imported[v] = f
	return f
}

// checkVarWrites makes a use of each value written to an exported field
// or package variable that a sink receives, and exports the facts of
// this package's.
func (fx *flowIndex) checkVarWrites() {
	for _, w := range fx.vars.writes {
		f := fx.varFactOf(w.v)
		if f == nil {
			continue
		}
		// One sink among several reads does not make every value a URL
		// of that sink's form: the loosest need of the reads decides.
		s := f.Sinks[0]
		for _, o := range f.Sinks[1:] {
			if needRank(o.Need) < needRank(s.Need) {
				s = o
			}
		}
		{
			fx.uses = append(fx.uses, &use{
				cur:     w.cur,
				expr:    w.value,
				tmpl:    fx.text.eval(w.value),
				opts:    uricheck.Options{Need: s.Need, Site: f.Name, Steps: fx.steps},
				where:   "written to " + f.Name + ", which is passed to " + s.Site,
				need:    s.Need,
				arg:     -1,
				written: true,
			})
		}
	}
	if fx.values.externalTest() {
		return // no package can import it
	}
	for v, f := range fx.vars.sinks {
		if v.Exported() && !fx.vars.notURI[v] {
			slices.SortFunc(f.Sinks, func(a, b varSink) int { return cmp.Or(strings.Compare(a.Site, b.Site), a.Need.Compare(b.Need)) })
			fx.pass.ExportObjectFact(v, f)
		}
	}
}

// readVar returns the string field or package variable that e reads,
// exported (of any package) or this package's, or nil.
func (fx *flowIndex) readVar(e ast.Expr) *types.Var {
	id := nameOf(e)
	if id == nil {
		return nil
	}
	v, ok := fx.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !typesutil.IsString(v.Type()) || v.Kind() != types.PackageVar && v.Kind() != types.FieldVar {
		return nil
	}
	if !v.Exported() && v.Pkg() != fx.pass.Pkg {
		return nil
	}
	return v.Origin()
}

// notURIVar records that v is read here as something that is not
// (yet) a URI: what is written to it takes no URI need.
func (fx *flowIndex) notURIVar(v *types.Var) {
	if fx.vars.notURI == nil {
		fx.vars.notURI = map[*types.Var]bool{}
	}
	fx.vars.notURI[v] = true
}
