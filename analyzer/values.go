// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"iter"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/cfg"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/index"
	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// addConstSpec records the constant declaration vs.
func (ix *valueIndex) addConstSpec(vs *ast.ValueSpec) {
	if ix.constDecl != nil {
		ix.addConsts(vs)
		return
	}
	ix.consts = append(ix.consts, vs)
}

// constDeclOf returns the expression that declares the string constant
// obj of this package, or nil. The first call indexes the declarations.
func (ix *valueIndex) constDeclOf(obj *types.Const) ast.Expr {
	if ix.constDecl == nil {
		ix.constDecl = map[*types.Const]ast.Expr{}
		for _, vs := range ix.consts {
			ix.addConsts(vs)
		}
		ix.consts = nil
	}
	return ix.constDecl[obj]
}

// addConsts records the declarations of the string constants of vs.
func (ix *valueIndex) addConsts(vs *ast.ValueSpec) {
	for i, name := range vs.Names {
		if obj, ok := ix.pass.TypesInfo.Defs[name].(*types.Const); ok && i < len(vs.Values) && typesutil.IsString(obj.Type()) {
			ix.constDecl[obj] = vs.Values[i]
		}
	}
}

// stringValue returns the constant string value of e.
func (ix *valueIndex) stringValue(e ast.Expr) (string, bool) {
	if lit, ok := e.(*ast.BasicLit); ok {
		return unquote(lit)
	}
	tv, ok := ix.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// funcDecl returns the declaration of fn in the checked files, or nil.
func (ix *valueIndex) funcDecl(fn *types.Func) *ast.FuncDecl {
	if cur, ok := ix.index.Decl(fn); ok && ix.inChecked(cur.Node().Pos()) {
		return cur.Node().(*ast.FuncDecl)
	}
	return nil
}

// funcDecls returns the functions declared in the checked files and
// their declarations, in no order.
func (ix *valueIndex) funcDecls() iter.Seq2[*types.Func, *ast.FuncDecl] {
	return func(yield func(*types.Func, *ast.FuncDecl) bool) {
		for fn, cur := range ix.index.Decls() {
			if ix.inChecked(cur.Node().Pos()) && !yield(fn, cur.Node().(*ast.FuncDecl)) {
				return
			}
		}
	}
}

// inChecked reports whether pos is in a file the analyzer checks.
func (ix *valueIndex) inChecked(pos token.Pos) bool {
	_, ok := ix.files.test[ix.pass.Fset.File(pos)]
	return ok
}

// A valueIndex follows values: constants, the writes of locals, control
// flow, each found when first asked about.
type valueIndex struct {
	pass      *analysis.Pass
	inspector *inspector.Inspector
	index     *index.Index // where objects are used, the calls, the functions' declarations
	files     *fileSet
	follow    bool // follow locals: the package reaches a sink package

	constDecl  map[*types.Const]ast.Expr     // built by constDeclOf on first use
	consts     []*ast.ValueSpec              // the constant declarations
	locals     map[*types.Var]*local         // the writes found so far (localOf)
	scanned    map[ast.Node]bool             // the top-level declarations whose writes are in locals
	allScanned bool                          // every checked declaration's are
	graphs     map[*ast.BlockStmt]*flowGraph // control-flow graphs, built on first use
	names      map[*types.Func]string        // memo of FullName

	localFuncs map[*types.Var]*localFunc  // the function literals locals hold (addLocalFunc)
	litFuncs   map[*types.Func]*localFunc // the same, by their stand-ins
	funcOrder  []*localFunc               // the same, in source order
}

// A localFunc is a function literal that a local variable holds and
// that nothing writes again (mustURL := func(s string) *url.URL {…}):
// a call of the variable calls it, and it may pass a parameter on to a
// sink as a declared function does. fn stands in for it where a
// *types.Func is asked for; it has no object path, so it gets no facts.
type localFunc struct {
	fn  *types.Func
	lit inspector.Cursor // the *ast.FuncLit
}

// addLocalFunc records that the local declared by id holds the
// function literal at cur, unless the function that declares it writes
// the variable again or takes its address.
func (ix *valueIndex) addLocalFunc(id *ast.Ident, cur inspector.Cursor) {
	lit, ok := cur.Node().(*ast.FuncLit)
	if !ok {
		return
	}
	v, ok := ix.pass.TypesInfo.Defs[id].(*types.Var)
	if !ok || v.Kind() != types.LocalVar {
		return
	}
	sig, ok := ix.pass.TypesInfo.TypeOf(lit).(*types.Signature)
	if !ok {
		return
	}
	for fc := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		for n := range fc.Preorder((*ast.AssignStmt)(nil), (*ast.UnaryExpr)(nil), (*ast.IncDecStmt)(nil)) {
			var written []ast.Expr
			switch n := n.Node().(type) {
			case *ast.AssignStmt:
				written = n.Lhs
			case *ast.UnaryExpr:
				if n.Op == token.AND {
					written = []ast.Expr{n.X}
				}
			}
			for _, w := range written {
				if wid, ok := ast.Unparen(w).(*ast.Ident); ok && ix.pass.TypesInfo.Uses[wid] == v {
					return
				}
			}
		}
	}
	lf := &localFunc{types.NewFunc(lit.Pos(), ix.pass.Pkg, id.Name, sig), cur}
	if ix.localFuncs == nil {
		ix.localFuncs, ix.litFuncs = map[*types.Var]*localFunc{}, map[*types.Func]*localFunc{}
	}
	ix.localFuncs[v], ix.litFuncs[lf.fn] = lf, lf
	ix.funcOrder = append(ix.funcOrder, lf)
}

// callee returns the function call calls: a declared one, or the
// stand-in of a function literal a local holds.
func (ix *valueIndex) callee(call *ast.CallExpr) *types.Func {
	switch fn := typeutil.Callee(ix.pass.TypesInfo, call).(type) {
	case *types.Func:
		return fn
	case *types.Var:
		if lf := ix.localFuncs[fn]; lf != nil {
			return lf.fn
		}
	}
	return nil
}

// isStandIn reports whether fn stands in for a function literal.
func (ix *valueIndex) isStandIn(fn *types.Func) bool { return ix.litFuncs[fn] != nil }

// fullName returns fn.FullName(), which allocates, once per function.
func (ix *valueIndex) fullName(fn *types.Func) string {
	name, ok := ix.names[fn]
	if !ok {
		name = fn.FullName()
		if ix.names == nil {
			ix.names = map[*types.Func]string{}
		}
		ix.names[fn] = name
	}
	return name
}

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
func (ix *valueIndex) localValue(v *types.Var) ast.Expr {
	l := ix.localOf(v)
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
func (ix *valueIndex) localOf(v *types.Var) *local {
	if !ix.follow || v.Pkg() != ix.pass.Pkg || !typesutil.IsString(v.Type()) {
		return nil // local would not record it
	}
	switch v.Kind() {
	case types.LocalVar:
		if ix.allScanned {
			break
		}
		if decl, ok := ix.topDecl(v.Pos()); ok {
			ix.scanWrites(decl)
		}
	case types.PackageVar:
		if !ix.allScanned {
			ix.allScanned = true
			for _, fileCur := range ix.files.checked {
				for decl := range fileCur.Children() {
					ix.scanWrites(decl)
				}
			}
		}
	}
	return ix.locals[v]
}

// topDecl returns the cursor of the top-level declaration of a checked
// file that holds pos.
func (ix *valueIndex) topDecl(pos token.Pos) (inspector.Cursor, bool) {
	fileCur, ok := ix.files.curs[ix.pass.Fset.File(pos)]
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
func (ix *valueIndex) scanWrites(decl inspector.Cursor) {
	if ix.scanned[decl.Node()] {
		return
	}
	if ix.scanned == nil {
		ix.scanned = map[ast.Node]bool{}
	}
	ix.scanned[decl.Node()] = true
	for cur := range decl.Preorder(writeKinds...) {
		switch n := cur.Node().(type) {
		case *ast.AssignStmt:
			ix.addAssign(cur)
		case *ast.ValueSpec:
			ix.addVarSpec(cur)
		case *ast.RangeStmt:
			ix.addWrite(n.Key, nil, n.Key, cur)
			ix.addWrite(n.Value, nil, n.Value, cur)
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				ix.addAddr(n.X)
			}
		}
	}
}

func (ix *valueIndex) local(e ast.Expr) *local {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil
	}
	v, ok := ix.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || !typesutil.IsString(v.Type()) || v.Pkg() != ix.pass.Pkg {
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
	l := ix.locals[v]
	if l == nil {
		l = &local{}
		ix.locals[v] = l
	}
	return l
}

// addWrite records that node, at cur, writes value to lhs.
func (ix *valueIndex) addWrite(lhs, value ast.Expr, node ast.Node, cur inspector.Cursor) {
	if lhs == nil {
		return
	}
	if l := ix.local(lhs); l != nil {
		l.writes++
		l.value = value
		l.defs = append(l.defs, localDef{value, node, cur})
	}
}

func (ix *valueIndex) addAddr(e ast.Expr) {
	if l := ix.local(e); l != nil {
		l.addr = true
	}
}

func (ix *valueIndex) addVarSpec(cur inspector.Cursor) {
	vs := cur.Node().(*ast.ValueSpec)
	for i, name := range vs.Names {
		if _, ok := ix.pass.TypesInfo.Defs[name].(*types.Var); !ok {
			continue
		}
		var value ast.Expr
		if len(vs.Values) == len(vs.Names) {
			value = vs.Values[i]
		}
		ix.addWrite(name, value, vs, cur)
	}
}

func (ix *valueIndex) addAssign(cur inspector.Cursor) {
	as := cur.Node().(*ast.AssignStmt)
	for i, lhs := range as.Lhs {
		var value ast.Expr
		if as.Tok == token.DEFINE || as.Tok == token.ASSIGN {
			if len(as.Lhs) == len(as.Rhs) {
				value = as.Rhs[i]
			}
		}
		ix.addWrite(lhs, value, as, cur) // in a :=, a redeclared name is a second write
	}
}

// grows reports whether a write of the local v reads v itself: it
// extends or rebuilds the value it had (s += x, s = s + x,
// s = fmt.Sprint(s, x), b = append(b, x...)).
func (ix *valueIndex) grows(v *types.Var) bool {
	l := ix.localOf(v)
	if l == nil {
		return false
	}
	for _, d := range l.defs {
		if as, ok := d.node.(*ast.AssignStmt); ok && as.Tok != token.DEFINE && as.Tok != token.ASSIGN {
			return true // s += x
		}
		if d.value == nil {
			continue
		}
		reads := false
		ast.Inspect(d.value, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && ix.pass.TypesInfo.Uses[id] == v {
				reads = true
			}
			return !reads
		})
		if reads {
			return true
		}
	}
	return false
}

// externalTest reports whether the package is an external test package:
// package p_test, whose files are all _test.go files. No package can
// import it.
func (ix *valueIndex) externalTest() bool {
	if !strings.HasSuffix(ix.pass.Pkg.Name(), "_test") {
		return false
	}
	for _, test := range ix.files.test {
		if !test {
			return false
		}
	}
	return len(ix.files.test) > 0
}

// usesOf returns the cursors of every use of obj in the package, or false
// if one cannot be found in the syntax.
func (ix *valueIndex) usesOf(obj types.Object) ([]inspector.Cursor, bool) {
	return ix.index.Uses(obj)
}

// A flowGraph is the control-flow graph of one function body, with the
// place of each of its nodes.
type flowGraph struct {
	g     *cfg.CFG
	at    map[ast.Node]nodePlace
	preds map[*cfg.Block][]*cfg.Block
	spans [][2]token.Pos // the extents of the nodes of every block, live or not, sorted: built by holds
}

type nodePlace struct {
	b *cfg.Block
	i int
}
