// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// A local records the writes of a local variable, or of an unexported
// package variable (no other package can write it).
type local struct {
	writes int
	value  ast.Expr   // the value of the only write, if there is one
	addr   bool       // its address is taken
	defs   []localDef // every write, in source order
}

// A localDef is one write of a local: its value (nil if unknown: a
// range, an op-assignment, a call with several results) and the node
// that writes it, a statement of the function's control-flow graph.
type localDef struct {
	value ast.Expr
	node  ast.Node // *ast.AssignStmt, *ast.ValueSpec, or a range's key or value
	cur   inspector.Cursor
}

// localValue returns the value of v if v is a local variable assigned
// exactly once and never through its address.
func (c *checker) localValue(v *types.Var) ast.Expr {
	l := c.localOf(v)
	if l == nil || l.writes != 1 || l.addr {
		return nil
	}
	return l.value
}

// localOf returns the writes the checked files make of v, a string
// variable of this package that local records (a local variable, or an
// unexported package variable), or nil if they make none or v is not
// one. In a package that reaches no sink, nothing is followed: nil.
//
// The writes are found on first use, by walking what can write v: the
// top-level declaration that declares a local, every checked file for a
// package variable. Each declaration is walked once, and its walk
// records the writes of all its variables.
func (c *checker) localOf(v *types.Var) *local {
	if !c.sinks.reachable || v.Pkg() != c.pass.Pkg || !typesutil.IsString(v.Type()) {
		return nil // local would not record it
	}
	switch v.Kind() {
	case types.LocalVar:
		if c.values.allScanned {
			break
		}
		if decl, ok := c.topDecl(v.Pos()); ok {
			c.scanWrites(decl)
		}
	case types.PackageVar:
		if !c.values.allScanned {
			c.values.allScanned = true
			for _, fileCur := range c.files.checked {
				for decl := range fileCur.Children() {
					c.scanWrites(decl)
				}
			}
		}
	}
	return c.values.locals[v]
}

// topDecl returns the cursor of the top-level declaration of a checked
// file that holds pos.
func (c *checker) topDecl(pos token.Pos) (inspector.Cursor, bool) {
	fileCur, ok := c.files.curs[c.pass.Fset.File(pos)]
	if !ok {
		return inspector.Cursor{}, false
	}
	decls := fileCur.Node().(*ast.File).Decls
	i := sort.Search(len(decls), func(i int) bool { return decls[i].End() > pos })
	if i == len(decls) || decls[i].Pos() > pos {
		return inspector.Cursor{}, false
	}
	return fileCur.ChildAt(edge.File_Decls, i), true
}

// writeKinds are the nodes that write a local.
var writeKinds = []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.RangeStmt)(nil), (*ast.UnaryExpr)(nil)}

// scanWrites records in c.values.locals the writes of locals that the top-level
// declaration at decl makes, once.
func (c *checker) scanWrites(decl inspector.Cursor) {
	if c.values.scanned[decl.Node()] {
		return
	}
	if c.values.scanned == nil {
		c.values.scanned = map[ast.Node]bool{}
	}
	c.values.scanned[decl.Node()] = true
	for cur := range decl.Preorder(writeKinds...) {
		switch n := cur.Node().(type) {
		case *ast.AssignStmt:
			c.addAssign(cur)
		case *ast.ValueSpec:
			c.addVarSpec(cur)
		case *ast.RangeStmt:
			c.addWrite(n.Key, nil, n.Key, cur)
			c.addWrite(n.Value, nil, n.Value, cur)
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				c.addAddr(n.X)
			}
		}
	}
}

func (c *checker) local(e ast.Expr) *local {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil
	}
	v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || !typesutil.IsString(v.Type()) || v.Pkg() != c.pass.Pkg {
		return nil
	}
	switch v.Kind() {
	case types.LocalVar:
	case types.PackageVar:
		if v.Exported() {
			return nil // another package may write it
		}
	default:
		// Parameters and results hold a value on entry, fields are
		// written anywhere.
		return nil
	}
	l := c.values.locals[v]
	if l == nil {
		l = &local{}
		c.values.locals[v] = l
	}
	return l
}

// addWrite records that node, at cur, writes value to lhs.
func (c *checker) addWrite(lhs, value ast.Expr, node ast.Node, cur inspector.Cursor) {
	if lhs == nil {
		return
	}
	if l := c.local(lhs); l != nil {
		l.writes++
		l.value = value
		l.defs = append(l.defs, localDef{value, node, cur})
	}
}

func (c *checker) addAddr(e ast.Expr) {
	if l := c.local(e); l != nil {
		l.addr = true
	}
}

func (c *checker) addVarSpec(cur inspector.Cursor) {
	vs := cur.Node().(*ast.ValueSpec)
	for i, name := range vs.Names {
		if _, ok := c.pass.TypesInfo.Defs[name].(*types.Var); !ok {
			continue
		}
		var value ast.Expr
		if len(vs.Values) == len(vs.Names) {
			value = vs.Values[i]
		}
		c.addWrite(name, value, vs, cur)
	}
}

func (c *checker) addAssign(cur inspector.Cursor) {
	as := cur.Node().(*ast.AssignStmt)
	for i, lhs := range as.Lhs {
		var value ast.Expr
		if as.Tok == token.DEFINE || as.Tok == token.ASSIGN {
			if len(as.Lhs) == len(as.Rhs) {
				value = as.Rhs[i]
			}
		}
		c.addWrite(lhs, value, as, cur) // in a :=, a redeclared name is a second write
	}
}

// collectCall records the uses of call's arguments: URI arguments of
// sinks, and arguments that are not URIs (printf formats, regexps,
// templates, patterns, pieces given to strings functions); and checks a
// constant password given to url.UserPassword.
func (c *checker) collectCall(cur inspector.Cursor, fn *types.Func, flow bool) {
	call := cur.Node().(*ast.CallExpr)
	if role, idx := c.nonURIRole(fn); role != roleNone {
		for i, a := range call.Args {
			if idx < 0 || i == idx {
				c.markNotURI(a, role)
			}
		}
	}
	if !flow {
		return
	}
	c.collectRepairs(cur, fn)
	sig := fn.Signature()
	for _, sk := range c.sinksOf(fn) {
		if sk.Arg >= len(call.Args) || sig.Variadic() && sk.Arg >= sig.Params().Len()-1 && call.Ellipsis.IsValid() {
			continue
		}
		arg := call.Args[sk.Arg]
		if !typesutil.IsString(c.pass.TypesInfo.TypeOf(arg)) {
			continue
		}
		c.addVarSink(arg, sk)
		ts, written := c.evalAll(arg, cur)
		for _, t := range ts {
			u := c.sinkUse(cur, arg, t, sk, "passed to ")
			u.written = written
			c.uses = append(c.uses, u)
		}
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "net/http/httputil" {
		if sk, ok := urlSinks[c.fullName(fn)]; ok && sk.Arg < len(call.Args) {
			if x, ok := c.parsedFrom(call.Args[sk.Arg], cur); ok {
				c.uses = append(c.uses, c.sinkUse(cur, call.Args[sk.Arg], c.eval(x), sk, "passed to "))
			}
		}
	}
	if len(call.Args) == 1 && c.isRequestSender(fn) {
		if lit := c.requestLit(call.Args[0]); lit != nil {
			if v := requestURLValue(lit); v != nil {
				if x, ok := c.parsedFrom(v, cur); ok {
					sk := requestSenders[c.fullName(fn)]
					c.uses = append(c.uses, c.sinkUse(cur, call.Args[0], c.eval(x), sk, "sent by "))
				}
			}
		}
	}
	if fn.Name() == "UserPassword" && fn.Pkg() != nil && fn.Pkg().Path() == "net/url" && len(call.Args) == 2 {
		c.checkUserPassword(call.Args[1])
	}
}

// sinkUse returns the use of the argument arg of the sink sk, called at
// cur, whose text is t; how is "passed to " or "sent by ".
func (c *checker) sinkUse(cur inspector.Cursor, arg ast.Expr, t template, sk sink, how string) *use {
	return &use{
		cur:   cur,
		expr:  arg,
		tmpl:  t,
		opts:  uricheck.Options{Need: sk.Need, Site: sk.Func, Steps: c.settings.steps},
		where: how + sk.Func,
		need:  sk.Need,
		arg:   sk.Arg,
	}
}

// evalAll returns the templates of the argument arg of the call at cur:
// one, or, for a field this package writes several times, one for each
// value written, or, for a local written several times, one for each
// write whose value may reach the call and is known. written reports
// the field's case: the test policy then judges each value where it is
// written (a test table's row).
func (c *checker) evalAll(arg ast.Expr, cur inspector.Cursor) (ts []template, written bool) {
	if vals := c.fieldValues(arg); len(vals) > 0 {
		var ts []template
		for _, val := range vals {
			ts = append(ts, c.eval(val))
		}
		return ts, true
	}
	if id, ok := ast.Unparen(arg).(*ast.Ident); ok {
		if v, ok := c.pass.TypesInfo.Uses[id].(*types.Var); ok && c.localValue(v) == nil {
			if vals, ok := c.reachingValues(v, cur); ok {
				for _, val := range vals {
					if val != nil {
						ts = append(ts, c.eval(val))
					}
				}
				return ts, false
			}
		}
	}
	return []template{c.eval(arg)}, false
}

// markNotURI marks the literals of e's text as flowing where they are not
// a URI.
func (c *checker) markNotURI(e ast.Expr, role textRole) {
	switch x := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		if x.Kind != token.STRING {
			return
		}
	case *ast.Ident, *ast.SelectorExpr, *ast.BinaryExpr, *ast.CallExpr:
	default:
		// No text of e is followed below (eachLit, packageVar), and
		// checkSlips asks only about calls and concatenations.
		return
	}
	// The expression, and the values of the locals it names, for the
	// templates checked without a sink (checkSlips).
	if v, _ := c.packageVar(e); v != nil {
		if c.vars.notURI == nil {
			c.vars.notURI = map[*types.Var]bool{}
		}
		c.vars.notURI[v] = true
	}
	x := ast.Unparen(e)
	for range maxDepth {
		switch x.(type) {
		case *ast.CallExpr, *ast.BinaryExpr: // what checkSlips asks about
			if c.notURI.exprs[x] == roleNone {
				c.notURI.exprs[x] = role
			}
		}
		id, ok := x.(*ast.Ident)
		if !ok {
			break
		}
		v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok || c.localValue(v) == nil {
			break
		}
		x = ast.Unparen(c.localValue(v))
	}
	c.values.budget = maxEvalSteps // a name used twice is followed twice
	c.eachLit(e, 0, func(lit *ast.BasicLit) {
		if c.notURI.lits[lit] == roleNone {
			c.notURI.lits[lit] = role
		}
	})
}

// eachLit calls f for each string literal whose text is part of e's value,
// following what eval follows, without building a template.
func (c *checker) eachLit(e ast.Expr, depth int, f func(*ast.BasicLit)) {
	if depth > maxDepth || c.values.budget <= 0 {
		return
	}
	c.values.budget--
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			f(e)
		}
	case *ast.Ident:
		switch obj := c.pass.TypesInfo.Uses[e].(type) {
		case *types.Const:
			if d := c.constDeclOf(obj); d != nil {
				c.eachLit(d, depth+1, f)
			}
		case *types.Var:
			if d := c.localValue(obj); d != nil {
				c.eachLit(d, depth+1, f)
			}
		}
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			for _, op := range operands(e) {
				c.eachLit(op, depth+1, f)
			}
		}
	}
}
