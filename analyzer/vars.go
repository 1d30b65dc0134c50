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

// textReads are the functions, keyed by types.Func.FullName, whose
// reading of a value says it may hold several forms (collectRepairs):
// what it starts with or holds, its parts, or a host and port.
var textReads = map[string]bool{
	"strings.HasPrefix": true, "strings.Contains": true, "strings.ContainsAny": true, "strings.ContainsRune": true,
	"strings.Index": true, "strings.IndexByte": true, "strings.IndexAny": true, "strings.IndexRune": true,
	"strings.Cut": true, "strings.CutPrefix": true, "strings.Split": true, "strings.SplitN": true, "strings.Fields": true,
	"net.SplitHostPort": true,
}
