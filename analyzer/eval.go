// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	printfmt "honnef.co/go/tools/printf"

	"golang.org/x/tools/go/analysis/passes/printf"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// eval returns the template of the string expression e: constants and
// literals as text, concatenations, printf-like calls with a constant
// format, named constants and locals assigned once, followed to their
// definitions; anything else is a hole.
func (ev *evaluator) eval(e ast.Expr) template {
	ev.budget = maxEvalSteps
	return ev.evalDepth(e, 0, false)
}

// eachLit calls f for each string literal whose text is part of e's
// value, following what eval follows, without building a template.
func (ev *evaluator) eachLit(e ast.Expr, f func(*ast.BasicLit)) {
	ev.budget = maxEvalSteps
	ev.eachLitDepth(e, 0, f)
}

func (ev *evaluator) eachLitDepth(e ast.Expr, depth int, f func(*ast.BasicLit)) {
	if depth > maxDepth || ev.budget <= 0 {
		return
	}
	ev.budget--
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			f(e)
		}
	case *ast.Ident:
		switch obj := ev.pass.TypesInfo.Uses[e].(type) {
		case *types.Const:
			if d := ev.values.constDeclOf(obj); d != nil {
				ev.eachLitDepth(d, depth+1, f)
			}
		case *types.Var:
			if d := ev.values.localValue(obj); d != nil {
				ev.eachLitDepth(d, depth+1, f)
			}
		}
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			for _, op := range operands(e) {
				ev.eachLitDepth(op, depth+1, f)
			}
		}
	}
}

// maxEvalSteps bounds the steps of one eval: a name used twice is
// followed twice (b := a + a; c := b + b; …), which could double the work
// at each level. Past it, what is left is a hole.
const maxEvalSteps = 4096

func (ev *evaluator) evalDepth(e ast.Expr, depth int, via bool) template {
	e = ast.Unparen(e)
	if depth > maxDepth || ev.budget <= 0 {
		return ev.hole(e)
	}
	ev.budget--
	info := ev.pass.TypesInfo
	switch e := e.(type) {
	case *ast.BasicLit:
		if v, ok := unquote(e); ok {
			var lit *ast.BasicLit
			if ev.values.inChecked(e.Pos()) {
				lit = e
			}
			return template{{text: v, lit: lit, viaName: via}}
		}
	case *ast.Ident:
		switch obj := info.Uses[e].(type) {
		case *types.Const:
			if d := ev.values.constDeclOf(obj); d != nil {
				return ev.evalDepth(d, depth+1, true)
			}
		case *types.Var:
			if d := ev.values.localValue(obj); d != nil {
				return ev.evalDepth(d, depth+1, true)
			}
			if d, ok := ev.extendedValue(obj); ok {
				// Its first value, and what later writes append.
				return append(ev.evalDepth(d, depth+1, true), piece{hole: true})
			}
		}
	case *ast.BinaryExpr:
		if e.Op == token.ADD && typesutil.IsString(info.TypeOf(e)) {
			// A chain a + b + c + … is one level, however long.
			var out template
			for _, op := range operands(e) {
				out = append(out, ev.evalDepth(op, depth+1, via)...)
			}
			return out
		}
	case *ast.CallExpr:
		if t, ok := ev.evalPrintf(e, depth, via); ok {
			return t
		}
		if t, ok := ev.evalBuilder(e, depth, via); ok {
			return t
		}
		if x, ok := ev.urls.parsedString(e); ok {
			return ev.evalDepth(x, depth+1, true)
		}
	}
	if v, ok := ev.values.stringValue(e); ok {
		return template{{text: v, viaName: via}}
	}
	return ev.hole(e)
}

// hole returns the template of an expression whose value is unknown.
func (ev *evaluator) hole(e ast.Expr) template {
	return template{{hole: true, digits: isInteger(ev.pass.TypesInfo.TypeOf(e)), origin: ev.originOf(e), expr: e}}
}

// plainString reports whether the verb v prints a string argument as it
// is: %s or %v with no flag, width or precision.
func plainString(v printfmt.Verb) bool {
	_, dw := v.Width.(printfmt.Default)
	_, dp := v.Precision.(printfmt.Default)
	return (v.Letter == 's' || v.Letter == 'v') && v.Flags == "" && dw && dp
}

// evalPrintf returns the template of a call to a printf-like function
// (fmt.Sprintf and its wrappers, known through the printf analyzer) with
// a constant format: the format's text, with a hole for each verb.
func (ev *evaluator) evalPrintf(call *ast.CallExpr, depth int, via bool) (template, bool) {
	fn, _ := typeutil.Callee(ev.pass.TypesInfo, call).(*types.Func)
	if fn == nil || ev.sinks.printf == nil || ev.sinks.printfKind(fn) != printf.KindPrintf {
		return nil, false
	}
	sig := fn.Signature()
	if sig.Results().Len() == 0 || !typesutil.IsString(sig.Results().At(0).Type()) {
		return nil, false // Printf, Fprintf: nothing to build a URI from
	}
	idx := sig.Params().Len() - 2
	if idx < 0 || idx >= len(call.Args) {
		return nil, false
	}
	format := ev.evalDepth(call.Args[idx], depth+1, via)
	if format.holed() {
		return nil, false
	}
	var text strings.Builder
	for _, p := range format {
		text.WriteString(p.text)
	}
	actions, err := printfmt.Parse(text.String())
	if err != nil {
		return nil, false // not a format fmt reads as written; vet's printf check reports it
	}
	args := call.Args[idx+1:]
	var out template
	off, argNum := 0, 0
	next := func(index int) ast.Expr { // the argument a verb or a '*' consumes
		if index > 0 {
			argNum = index - 1
		}
		var arg ast.Expr
		if argNum < len(args) {
			arg = args[argNum]
		}
		argNum++
		return arg
	}
	for _, a := range actions {
		switch a := a.(type) {
		case string:
			out = append(out, format.span(off, off+len(a))...)
			off += len(a)
		case printfmt.Verb:
			for _, w := range []printfmt.Argument{a.Width, a.Precision} {
				if s, ok := w.(printfmt.Star); ok {
					next(s.Index)
				}
			}
			if a.Letter == '%' {
				out = append(out, format.span(off, off+1)...) // "%%" prints '%'
			} else {
				arg := next(a.Value)
				if plainString(a) && arg != nil && typesutil.IsString(ev.pass.TypesInfo.TypeOf(arg)) {
					// %s or %v of a string prints it as it is: its own
					// template, a nested Sprintf's among others.
					out = append(out, ev.evalDepth(arg, depth+1, via)...)
				} else {
					p := piece{hole: true, digits: digitsOnly(a, arg != nil && isInteger(ev.pass.TypesInfo.TypeOf(arg)))}
					if arg != nil && (a.Letter == 's' || a.Letter == 'v') {
						p.origin, p.expr = ev.originOf(arg), arg
					}
					out = append(out, p)
				}
			}
			off += len(a.Raw)
		}
	}
	return out, true
}

// digitsOnly reports whether verb v prints only decimal digits: %d of
// any value (a non-integer one prints %!d(…), no URI either), or %b, %o,
// %x, %X of an integer, as before, with no sign, space or padding that
// could add other bytes.
func digitsOnly(v printfmt.Verb, integer bool) bool {
	if strings.ContainsAny(v.Flags, "+ #") {
		return false
	}
	if _, ok := v.Width.(printfmt.Default); !ok && !strings.Contains(v.Flags, "0") {
		return false // padded with spaces
	}
	return v.Letter == 'd' || integer && strings.ContainsRune("boxX", v.Letter)
}

// String builders other than + and printf formats: the operands of
// fmt.Sprint and its kin, the elements strings.Join joins, and a local
// that later statements extend (s += x, s = s + x). A literal in one of
// them is a piece of a longer string, never a whole URI: text that reads
// as "scheme://user:" followed by more may be the start of a password
// whose "@" comes later, and is never quoted.

// builderOf returns the full name of the fmt print function or
// strings.Join that call calls, and its entry in printFuncs.
func (ev *evaluator) builderOf(call *ast.CallExpr) (string, bool) {
	fn, _ := typeutil.Callee(ev.pass.TypesInfo, call).(*types.Func)
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
func (ev *evaluator) evalBuilder(call *ast.CallExpr, depth int, via bool) (template, bool) {
	name, ok := ev.builderOf(call)
	if !ok || call.Ellipsis.IsValid() {
		return nil, false
	}
	info := ev.pass.TypesInfo
	switch name {
	case "fmt.Sprint", "fmt.Sprintln":
		var out template
		for i, arg := range call.Args {
			if i > 0 && (name == "fmt.Sprintln" || !typesutil.IsString(info.TypeOf(call.Args[i-1])) && !typesutil.IsString(info.TypeOf(arg))) {
				out = append(out, piece{text: " ", viaName: true})
			}
			if typesutil.IsString(info.TypeOf(arg)) {
				out = append(out, ev.evalDepth(arg, depth+1, via)...)
			} else {
				out = append(out, ev.hole(arg)...)
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
			return ev.hole(call), true
		}
		sep := ev.evalDepth(call.Args[1], depth+1, true)
		var out template
		for i, elt := range list.Elts {
			if _, ok := elt.(*ast.KeyValueExpr); ok {
				return ev.hole(call), true // an indexed element: the order is not the source's
			}
			if i > 0 {
				out = append(out, sep...)
			}
			out = append(out, ev.evalDepth(elt, depth+1, via)...)
		}
		return out, true
	}
	return nil, false
}

// extendedValue returns the first value of v, a local that later writes
// only extend (s += x, s = s + x), so that its value where it is read is
// that first value and maybe more.
func (ev *evaluator) extendedValue(v *types.Var) (ast.Expr, bool) {
	l := ev.values.localOf(v)
	if l == nil || l.addr || len(l.defs) < 2 || l.defs[0].value == nil {
		return nil, false
	}
	for _, d := range l.defs[1:] {
		if !ev.extends(d.node, v) {
			return nil, false
		}
	}
	return l.defs[0].value, true
}

// extends reports whether node, a write of the local v, only appends to
// it: v += x, or v = v + x.
func (ev *evaluator) extends(node ast.Node, v *types.Var) bool {
	as, ok := node.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return false
	}
	if id, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident); !ok || ev.pass.TypesInfo.ObjectOf(id) != v {
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
		return ok && ev.pass.TypesInfo.Uses[id] == v
	}
	return false
}

// builtPart reports whether the literal at cur is a piece of a string
// that another expression or statement builds: an operand of a fmt
// print function, an element of a slice literal that strings.Join
// joins, or the first value of a local that later statements extend.
func (ev *evaluator) builtPart(cur inspector.Cursor) bool {
	parent := cur.Parent()
	switch p := parent.Node().(type) {
	case *ast.CallExpr:
		name, ok := ev.builderOf(p)
		return ok && name != "strings.Join"
	case *ast.CompositeLit:
		call, ok := parent.Parent().Node().(*ast.CallExpr)
		if !ok {
			return false
		}
		name, ok := ev.builderOf(call)
		return ok && name == "strings.Join" && len(call.Args) > 0 && ast.Unparen(call.Args[0]) == p
	case *ast.AssignStmt, *ast.ValueSpec:
		return ev.extendsLater(parent, cur.Node().(ast.Expr))
	}
	return false
}

// extendsLater reports whether the statement at stmt, which writes e to
// a local, is followed in its function by a write that extends that
// local (s += x, s = s + x).
func (ev *evaluator) extendsLater(stmt inspector.Cursor, e ast.Expr) bool {
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
	v, ok := ev.pass.TypesInfo.ObjectOf(id).(*types.Var)
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
		if a.Node().Pos() > stmt.Node().Pos() && ev.extends(a.Node(), v) {
			return true
		}
	}
	return false
}
