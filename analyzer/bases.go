// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/uricore"
)

// maxBaseDepth bounds how far a base is followed through variables and fields.
const maxBaseDepth = 4

// urlWriterKinds are the kinds of node that may write a url.URL.
var urlWriterKinds = []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.CompositeLit)(nil), (*ast.UnaryExpr)(nil)}

// collectURLWrites records the writes of url.URL variables and fields
// made by nodes, of urlWriterKinds: assignments, declarations,
// composite-literal fields, and addresses taken.
func (jx *joins) collectURLWrites(nodes []ast.Node) {
	jx.urlVars = map[types.Object]*urlWrites{}
	info := jx.pass.TypesInfo
	objOf := func(lhs ast.Expr) types.Object {
		switch l := ast.Unparen(lhs).(type) {
		case *ast.Ident:
			return info.ObjectOf(l)
		case *ast.SelectorExpr:
			return info.Uses[l.Sel]
		}
		return nil
	}
	record := func(lhs ast.Expr, rhs ast.Expr, known bool) {
		obj := objOf(lhs)
		if obj == nil || !typesutil.IsURL(obj.Type()) {
			return
		}
		w := jx.urlVars[obj]
		if w == nil {
			w = &urlWrites{}
			jx.urlVars[obj] = w
		}
		if known && rhs != nil {
			w.values = append(w.values, rhs)
		} else {
			w.unknown = true
		}
	}
	for _, n := range nodes {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && len(n.Lhs) == 2 {
				// u, err := url.Parse(c): the first result.
				record(n.Lhs[0], n.Rhs[0], true)
				record(n.Lhs[1], nil, false)
				continue
			}
			for i, l := range n.Lhs {
				if len(n.Lhs) == len(n.Rhs) {
					record(l, n.Rhs[i], true)
				} else {
					record(l, nil, false)
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				switch {
				case len(n.Values) == 1 && len(n.Names) == 2 && i == 0:
					record(name, n.Values[0], true)
				case len(n.Values) == len(n.Names):
					record(name, n.Values[i], true)
				}
			}
		case *ast.CompositeLit:
			for _, e := range n.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok {
						if f, ok := info.ObjectOf(id).(*types.Var); ok && f.IsField() {
							record(id, kv.Value, true) // Client{BaseURL: u}
						}
					}
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				record(n.X, nil, false) // its address escapes
			}
		}
	}
}

// baseOf returns the text of the base URI e holds, if it is known: a
// url.Parse or url.ParseRequestURI of a constant, a url.URL literal of
// constants, or a variable or field written exactly that way; and the
// literal that text is written in, if it is one literal.
func (jx *joins) baseOf(e ast.Expr, depth int) (string, *ast.BasicLit, bool) {
	if depth > maxBaseDepth {
		return "", nil, false
	}
	info := jx.pass.TypesInfo
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, x).(*types.Func)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" || len(x.Args) != 1 {
			return "", nil, false
		}
		switch fn.Name() {
		case "Parse", "ParseRequestURI":
			if fn.Signature().Recv() != nil {
				return "", nil, false
			}
			s, ok := jx.constText(x.Args[0])
			if !ok {
				return "", nil, false
			}
			if _, err := uricore.Parse(s); err != nil {
				return "", nil, false
			}
			return s, jx.text.eval(x.Args[0]).literal(), true
		}
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return jx.baseOf(x.X, depth+1)
		}
	case *ast.StarExpr:
		return jx.baseOf(x.X, depth+1) // *u: a copy of the URL u points to
	case *ast.CompositeLit:
		s, ok := jx.urlLiteral(x)
		return s, nil, ok
	case *ast.Ident, *ast.SelectorExpr:
		var obj types.Object
		if id, ok := x.(*ast.Ident); ok {
			obj = info.Uses[id]
		} else {
			obj = info.Uses[x.(*ast.SelectorExpr).Sel]
		}
		w := jx.urlVars[obj]
		if w == nil || w.unknown || len(w.values) == 0 {
			return "", nil, false
		}
		var (
			text string
			lit  *ast.BasicLit
		)
		for i, v := range w.values {
			t, l, ok := jx.baseOf(v, depth+1)
			if !ok || i > 0 && t != text {
				return "", nil, false
			}
			if i > 0 && l != lit {
				l = nil // written from several literals
			}
			text, lit = t, l
		}
		return text, lit, true
	}
	return "", nil, false
}

// urlLiteral returns the text of a url.URL literal whose fields are all
// constants among Scheme, Host and Path.
func (jx *joins) urlLiteral(lit *ast.CompositeLit) (string, bool) {
	if !typesutil.IsURL(jx.pass.TypesInfo.TypeOf(lit)) {
		return "", false
	}
	var r uricore.Reference
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return "", false
		}
		id, _ := kv.Key.(*ast.Ident)
		v, ok := jx.constText(kv.Value)
		if id == nil || !ok {
			return "", false
		}
		switch id.Name {
		case "Scheme":
			r.Scheme = v
		case "Host":
			r.Host, r.HasAuthority = v, true
		case "Path":
			r.Path = v
		default:
			return "", false
		}
	}
	if r.HasAuthority && r.Path != "" && !strings.HasPrefix(r.Path, "/") {
		r.Path = "/" + r.Path // as url.URL.String writes it
	}
	s := r.String()
	if _, err := uricore.Parse(s); err != nil {
		return "", false
	}
	return s, true
}

// constText returns the constant string value of e, following what eval
// follows.
func (jx *joins) constText(e ast.Expr) (string, bool) {
	t := jx.text.eval(e)
	if len(t) == 0 || t.holed() {
		return "", false
	}
	var b strings.Builder
	for _, p := range t {
		b.WriteString(p.text)
	}
	return b.String(), true
}

// leadingText returns the constant text e starts with, the first literal
// it comes from, and whether the rest is a hole.
func (jx *joins) leadingText(e ast.Expr) (text string, lit *ast.BasicLit, holed bool) {
	t := jx.text.eval(e)
	var b strings.Builder
	for _, p := range t {
		if p.hole {
			return b.String(), lit, true
		}
		if lit == nil {
			lit = p.lit
		}
		b.WriteString(p.text)
	}
	return b.String(), lit, false
}

// defaultBaseOf returns the base the variable or field e reads holds by
// default: some of its writes are unknown (a user's option), but every
// known one is the same constant base (a constructor's default). Only
// what no base can make right is checked against it: an absolute-path
// reference drops the default's path, and a caller that sets another
// base with a path loses it as well.
func (jx *joins) defaultBaseOf(e ast.Expr) (string, bool) {
	info := jx.pass.TypesInfo
	var obj types.Object
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj = info.Uses[x]
	case *ast.SelectorExpr:
		obj = info.Uses[x.Sel]
	default:
		return "", false
	}
	w := jx.urlVars[obj]
	if w == nil {
		return "", false
	}
	text := ""
	for _, v := range w.values {
		t, _, ok := jx.baseOf(v, 1)
		if !ok {
			t, ok = jx.paramDefault(v, 1)
		}
		if !ok {
			continue
		}
		if text != "" && t != text {
			return "", false
		}
		text = t
	}
	return text, text != ""
}

// paramDefault returns the base e holds when it is url.Parse of a
// parameter (through locals) that every call of its function in the
// package gives the same constant: a constructor's default
// (NewClientWithBaseURL(defaultBaseURL)).
func (jx *joins) paramDefault(e ast.Expr, depth int) (string, bool) {
	if depth > maxBaseDepth {
		return "", false
	}
	info := jx.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		w := jx.urlVars[info.Uses[x]]
		if w == nil || len(w.values) != 1 {
			return "", false
		}
		return jx.paramDefault(w.values[0], depth+1)
	case *ast.CallExpr:
		fn := jx.values.callee(x)
		if fn == nil || jx.values.fullName(fn) != "net/url.Parse" || len(x.Args) != 1 {
			return "", false
		}
		id, ok := ast.Unparen(x.Args[0]).(*ast.Ident)
		if !ok {
			return "", false
		}
		p, ok := info.Uses[id].(*types.Var)
		if !ok || p.Kind() != types.ParamVar {
			return "", false
		}
		def, ok := jx.values.index.Def(p)
		if !ok {
			return "", false
		}
		fnCur, ok := enclosingFunc(def)
		if !ok {
			return "", false
		}
		decl, ok := fnCur.Node().(*ast.FuncDecl)
		if !ok {
			return "", false
		}
		owner, ok := info.Defs[decl.Name].(*types.Func)
		if !ok {
			return "", false
		}
		idx := paramIndex(owner, p)
		uses, ok := jx.values.usesOf(owner)
		if idx < 0 || !ok {
			return "", false
		}
		text := ""
		for _, u := range uses {
			call, ok := u.Parent().Node().(*ast.CallExpr)
			if !ok || call.Fun != u.Node() || idx >= len(call.Args) {
				continue
			}
			s, ok := jx.constText(call.Args[idx])
			if !ok || text != "" && s != text {
				return "", false
			}
			text = s
		}
		if text == "" {
			return "", false
		}
		if _, err := uricore.Parse(text); err != nil {
			return "", false
		}
		return text, true
	}
	return "", false
}

// hostless reports whether the receiver of the (*url.URL).String call is
// a url.URL literal without a Host ("unix" URLs of a socket path), whose
// text has no "//" for cleaning to break.
func (jx *joins) hostless(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	x := ast.Unparen(sel.X)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = ast.Unparen(u.X)
	}
	lit, ok := x.(*ast.CompositeLit)
	if !ok {
		return false
	}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return false // positional: every field, Host among them
		}
		if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Host" {
			v, known := jx.constText(kv.Value)
			return known && v == ""
		}
	}
	return true
}
