// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// String builders other than + and printf formats: the operands of
// fmt.Sprint and its kin, the elements strings.Join joins, and a local
// that later statements extend (s += x, s = s + x). A literal in one of
// them is a piece of a longer string, never a whole URI: text that reads
// as "scheme://user:" followed by more may be the start of a password
// whose "@" comes later, and is never quoted.

// printKind tells how a fmt print function without a format joins its
// operands.
type printKind int

const (
	notPrint  printKind = iota
	printPlus           // Sprint: a space between two operands when neither is a string
	printLine           // Sprintln: a space between any two, a newline after the last
)

// printFuncs are the fmt functions that print their operands without a
// format, by full name, with the index of their first operand.
var printFuncs = map[string]struct {
	kind  printKind
	first int
}{
	"fmt.Sprint":   {printPlus, 0},
	"fmt.Print":    {printPlus, 0},
	"fmt.Fprint":   {printPlus, 1},
	"fmt.Append":   {printPlus, 1},
	"fmt.Sprintln": {printLine, 0},
	"fmt.Println":  {printLine, 0},
	"fmt.Fprintln": {printLine, 1},
	"fmt.Appendln": {printLine, 1},
	"strings.Join": {notPrint, 0},
}

// builderOf returns the full name of the fmt print function or
// strings.Join that call calls, and its entry in printFuncs.
func (c *checker) builderOf(call *ast.CallExpr) (string, bool) {
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Signature().Recv() != nil {
		return "", false
	}
	name := fn.Pkg().Path() + "." + fn.Name()
	_, ok := printFuncs[name]
	return name, ok
}

// evalBuilder returns the template of a call to fmt.Sprint or
// fmt.Sprintln (their operands, joined as they join them), or to
// strings.Join of a slice literal (its elements, with the separator
// between them).
func (c *checker) evalBuilder(call *ast.CallExpr, depth int, via bool) (template, bool) {
	name, ok := c.builderOf(call)
	if !ok || call.Ellipsis.IsValid() {
		return nil, false
	}
	info := c.pass.TypesInfo
	switch name {
	case "fmt.Sprint", "fmt.Sprintln":
		var out template
		for i, arg := range call.Args {
			if i > 0 && (name == "fmt.Sprintln" || !typesutil.IsString(info.TypeOf(call.Args[i-1])) && !typesutil.IsString(info.TypeOf(arg))) {
				out = append(out, piece{text: " ", viaName: true})
			}
			if typesutil.IsString(info.TypeOf(arg)) {
				out = append(out, c.evalDepth(arg, depth+1, via)...)
			} else {
				out = append(out, c.hole(arg)...)
			}
		}
		if name == "fmt.Sprintln" {
			out = append(out, piece{text: "\n", viaName: true})
		}
		return out, true
	case "strings.Join":
		if len(call.Args) != 2 {
			return nil, false
		}
		list, ok := ast.Unparen(call.Args[0]).(*ast.CompositeLit)
		if !ok {
			return c.hole(call), true
		}
		sep := c.evalDepth(call.Args[1], depth+1, true)
		var out template
		for i, elt := range list.Elts {
			if _, ok := elt.(*ast.KeyValueExpr); ok {
				return c.hole(call), true // an indexed element: the order is not the source's
			}
			if i > 0 {
				out = append(out, sep...)
			}
			out = append(out, c.evalDepth(elt, depth+1, via)...)
		}
		return out, true
	}
	return nil, false
}

// extendedValue returns the first value of v, a local that later writes
// only extend (s += x, s = s + x), so that its value where it is read is
// that first value and maybe more.
func (c *checker) extendedValue(v *types.Var) (ast.Expr, bool) {
	l := c.localOf(v)
	if l == nil || l.addr || len(l.defs) < 2 || l.defs[0].value == nil {
		return nil, false
	}
	for _, d := range l.defs[1:] {
		if !c.extends(d.node, v) {
			return nil, false
		}
	}
	return l.defs[0].value, true
}

// extends reports whether node, a write of the local v, only appends to
// it: v += x, or v = v + x.
func (c *checker) extends(node ast.Node, v *types.Var) bool {
	as, ok := node.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return false
	}
	if id, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident); !ok || c.pass.TypesInfo.ObjectOf(id) != v {
		return false
	}
	switch as.Tok {
	case token.ADD_ASSIGN:
		return true
	case token.ASSIGN:
		b, ok := ast.Unparen(as.Rhs[0]).(*ast.BinaryExpr)
		if !ok || b.Op != token.ADD {
			return false
		}
		first, _ := firstOperands(b)
		id, ok := ast.Unparen(first).(*ast.Ident)
		return ok && c.pass.TypesInfo.Uses[id] == v
	}
	return false
}

// builtPart reports whether the literal at cur is a piece of a string
// that another expression or statement builds: an operand of a fmt
// print function, an element of a slice literal that strings.Join
// joins, or the first value of a local that later statements extend.
func (c *checker) builtPart(cur inspector.Cursor) bool {
	parent := cur.Parent()
	switch p := parent.Node().(type) {
	case *ast.CallExpr:
		name, ok := c.builderOf(p)
		return ok && name != "strings.Join"
	case *ast.CompositeLit:
		call, ok := parent.Parent().Node().(*ast.CallExpr)
		if !ok {
			return false
		}
		name, ok := c.builderOf(call)
		return ok && name == "strings.Join" && len(call.Args) > 0 && ast.Unparen(call.Args[0]) == p
	case *ast.AssignStmt, *ast.ValueSpec:
		return c.extendsLater(parent, cur.Node().(ast.Expr))
	}
	return false
}

// extendsLater reports whether the statement at stmt, which writes e to
// a local, is followed in its function by a write that extends that
// local (s += x, s = s + x).
func (c *checker) extendsLater(stmt inspector.Cursor, e ast.Expr) bool {
	var lhs ast.Expr
	switch s := stmt.Node().(type) {
	case *ast.AssignStmt:
		for i, r := range s.Rhs {
			if r == e && len(s.Lhs) == len(s.Rhs) {
				lhs = s.Lhs[i]
			}
		}
	case *ast.ValueSpec:
		for i, r := range s.Values {
			if r == e && len(s.Names) == len(s.Values) {
				lhs = s.Names[i]
			}
		}
	}
	id, ok := lhs.(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || v.Kind() != types.LocalVar {
		return false
	}
	var fn inspector.Cursor
	for a := range stmt.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		fn = a
		break
	}
	if fn.Node() == nil {
		return false
	}
	for a := range fn.Preorder((*ast.AssignStmt)(nil)) {
		if a.Node().Pos() > stmt.Node().Pos() && c.extends(a.Node(), v) {
			return true
		}
	}
	return false
}
