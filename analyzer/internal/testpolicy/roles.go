// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// UseRole returns the role of a sink call in a test: what the test
// expects of the call, or of the helper it is (rejects(t, s)).
func (p *Policy) UseRole(cur inspector.Cursor, arg int) Role {
	call := cur.Node().(*ast.CallExpr)
	if o := p.paramExpect(call, arg, &env{}); o != outcomeUnknown {
		if panics, ok := p.hl.inPanicAssertion(cur); ok && panics && o == outcomeSuccess || o == outcomeSuccess && p.hl.recovers(cur) {
			// A Must… function run by assert.Panics, or under a deferred
			// recover: the test wants it to panic on its string.
			return Input
		}
		if o == outcomeSuccess && p.answerPinned(cur) {
			// A Must… function whose answer the test compares with a
			// pinned value: it must not panic, and what it makes of the
			// string is the answer the test pins.
			return Built
		}
		return o.role() // a helper or a Must… function that fails or panics on it
	}
	switch p.handlerInput(cur) {
	case parserInput:
		return Input
	case builtInput:
		return p.builtRole(cur, &env{}, nil)
	}
	if arg < len(call.Args) && p.rw.identity(cur, call.Args[arg], &env{}) {
		return Expected
	}
	o := p.out.expects(cur, &env{}, 0)
	if panics, ok := p.hl.inPanicAssertion(cur); ok && panics && o == outcomeSuccess || o == outcomeSuccess && p.hl.recovers(cur) {
		// must(http.NewRequest(…)) run by assert.Panics, or under a
		// deferred recover: the test wants the panic its string makes.
		return Input
	}
	return o.role()
}

// paramExpect returns what the helper call calls expects of its string
// argument arg, from the helper's fact.
func (p *Policy) paramExpect(call *ast.CallExpr, arg int, en *env) Outcome {
	f := p.hl.fact(p.callee(call))
	if f == nil {
		return outcomeUnknown
	}
	for _, hp := range f.Params {
		if hp.Index != arg || hp.Field != "" && hp.Field != en.field {
			continue
		}
		o := hp.Expect
		if o == outcomeRelayed {
			return outcomeUnknown // what the caller does with the error says
		}
		if hp.By >= 0 {
			if hp.By >= len(call.Args) {
				return outcomeUnknown
			}
			b, ok := p.ev.eval(call.Args[hp.By], en).bool()
			if !ok {
				return outcomeUnknown
			}
			if !b {
				o = o.opposite()
			}
		}
		return o
	}
	return outcomeUnknown
}

// classify returns what the use of a string at cur does, in en. row is
// the row's own field of the string (nil outside tables): the answer of
// a call compared with another field of the row makes a fixture.
func (p *Policy) classify(cur inspector.Cursor, en *env, row *rowInfo) []useClass {
	return p.classifyDepth(cur, en, row, 0)
}

func (p *Policy) classifyDepth(cur inspector.Cursor, en *env, row *rowInfo, depth int) []useClass {
	for {
		if _, ok := cur.Parent().Node().(*ast.ParenExpr); !ok {
			break
		}
		cur = cur.Parent()
	}
	e := cur.Node().(ast.Expr)
	if en.uriField && depth <= 3 {
		// A field that is a URI, set in a struct literal: what the test
		// does with the struct (New(Options{Endpoint: s})).
		if up, ok := p.structValue(cur); ok {
			return p.classifyDepth(up, en, row, depth+1)
		}
	}
	if en.uriField && depth <= 3 {
		// A struct that holds the URI, assigned to a variable: what the
		// test does with the variable (client := &acme.Client{…};
		// client.NewAccount(…)).
		_, lit := e.(*ast.CompositeLit)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			lit = true
		}
		if _, assigned := cur.Parent().Node().(*ast.AssignStmt); lit && assigned {
			return p.valueUses(cur, en, row, depth+1)
		}
	}
	switch parent := cur.Parent().Node().(type) {
	case *ast.CompositeLit:
		// An element of a slice or array: what the test does with it
		// ([]*Target{tt.target}).
		if _, isStruct := underStruct(p.info().TypeOf(parent)); !en.uriField || isStruct || depth > 3 {
			return nil
		}
		return p.classifyDepth(cur.Parent(), en, row, depth+1)
	case *ast.SelectorExpr:
		// A method called on the value: c.Get(ctx) on what holds the URI.
		call, ok := cur.Parent().Parent().Node().(*ast.CallExpr)
		if !en.uriField || parent.X != e || !ok || call.Fun != parent {
			return nil
		}
		// A method whose fact says what it expects of the receiver's
		// field (c.MustClient() panics when c.Host does not parse).
		o := p.paramExpect(call, -1, en)
		if o == outcomeSuccess && p.hl.recovers(cur.Parent().Parent()) {
			o = outcomeFailure
		}
		if o == outcomeUnknown {
			o = p.out.expects(cur.Parent().Parent(), en, 0)
		}
		return []useClass{{input: true, uri: true, out: o}}
	case *ast.RangeStmt:
		// for _, r := range tt.responses { w.write(&r) }: the uses of r.
		id, ok := parent.Value.(*ast.Ident)
		if parent.X != e || !ok || depth > 2 {
			return nil
		}
		v := p.info().ObjectOf(id)
		body, _ := cur.Parent().FindNode(parent.Body)
		var cs []useClass
		for u := range p.index.UsesIn(v, body) {
			// Up through r.F.G and &r.
			for {
				if sel, ok := u.Parent().Node().(*ast.SelectorExpr); ok && sel.X == u.Node() {
					u = u.Parent()
					continue
				}
				if un, ok := u.Parent().Node().(*ast.UnaryExpr); ok && un.Op == token.AND {
					u = u.Parent()
					continue
				}
				break
			}
			cs = append(cs, p.classifyDepth(u, en, row, depth+1)...)
		}
		return cs
	case *ast.BinaryExpr:
		if parent.Op != token.EQL && parent.Op != token.NEQ {
			return nil
		}
		other := parent.X
		if other == e {
			other = parent.Y
		}
		if tv, ok := p.info().Types[other]; ok && (tv.Value != nil || tv.IsNil()) {
			return nil // a test for "" or nil
		}
		return []useClass{useClass{compared: true}}
	case *ast.CallExpr:
		if parent.Fun == e {
			return nil
		}
		fn := p.callee(parent)
		if fn == nil {
			return nil
		}
		if kind, _, _, ok := p.hl.assertionOf(parent); ok {
			if kind == assertEqual || kind == assertNotEqual {
				return []useClass{{compared: true}}
			}
			return nil
		}
		if p.printing(fn) {
			return nil
		}
		idx := -1
		for i, a := range parent.Args {
			if a == e {
				idx = i
			}
		}
		o := p.paramExpect(parent, idx, en)
		if o == outcomeSuccess && p.hl.recovers(cur.Parent()) {
			// An …OrDie function under a deferred recover: the test
			// wants it to panic.
			return []useClass{{input: true, uri: true, out: outcomeFailure}}
		}
		switch k := p.handlerInput(cur.Parent()); {
		case o != outcomeUnknown:
		case k == parserInput:
			return []useClass{{input: true, handler: true}}
		case k == builtInput:
			return []useClass{{input: true, handler: true, role: p.builtRole(cur.Parent(), en, row)}}
		}
		uri := o != outcomeUnknown || en.uriField || p.parses(fn, idx) || typesutil.IsURL(p.info().TypeOf(e))
		if o == outcomeUnknown {
			o = p.out.expects(cur.Parent(), en, 0)
		}
		if o == outcomeUnknown && en.uriField && depth <= 3 {
			// A constructor given the URI: what the test does with
			// what it built.
			if cs := p.valueUses(cur.Parent(), en, row, depth+1); len(cs) > 0 {
				return cs
			}
		}
		uc := useClass{input: true, uri: uri, out: o}
		if row != nil && p.parses(fn, idx) {
			uc.fixture = p.rw.pinsAnswer(cur.Parent(), row)
		}
		uc.fixture = uc.fixture || p.rw.identity(cur.Parent(), e, en)
		return []useClass{uc}
	}
	return nil
}

// LiteralRole returns the role of a literal in a test file: from its
// table row, or from what the test does with it or with the local it
// initializes. uriField says that the literal is written to a field
// or variable that is read as a URI.
func (p *Policy) LiteralRole(lit *ast.BasicLit, uriField bool) Role {
	cur, ok := p.cursor(lit)
	if !ok {
		return Unread
	}
	for {
		switch pn := cur.Parent().Node().(type) {
		case *ast.ParenExpr:
			cur = cur.Parent()
			continue
		case *ast.BinaryExpr:
			if pn.Op == token.ADD {
				cur = cur.Parent()
				continue
			}
		case *ast.CallExpr:
			// The format of fmt.Sprintf or a wrapper: the text it builds
			// carries the literal's.
			if fn, _ := typeutil.Callee(p.info(), pn).(*types.Func); fn != nil && p.host.StringPrintf(fn) {
				if n := fn.Signature().Params().Len(); n >= 2 && len(pn.Args) >= n-1 && pn.Args[n-2] == cur.Node() {
					cur = cur.Parent()
					continue
				}
			}
		}
		break
	}
	if row, ok := p.rw.rowOf(cur); ok {
		return p.rw.rowRole(row, uriField)
	}
	cs := p.classify(cur, &env{uriField: uriField, field: p.fieldOf(cur)}, nil)
	// A local it initializes: the uses of the local.
	var id *ast.Ident
	switch pn := cur.Parent().Node().(type) {
	case *ast.AssignStmt:
		if pn.Tok == token.DEFINE && len(pn.Lhs) == len(pn.Rhs) {
			for i, r := range pn.Rhs {
				if r == cur.Node() {
					id, _ = pn.Lhs[i].(*ast.Ident)
				}
			}
		}
	case *ast.ValueSpec:
		if len(pn.Names) == len(pn.Values) {
			for i, r := range pn.Values {
				if r == cur.Node() {
					id = pn.Names[i]
				}
			}
		}
	}
	if id != nil {
		if v, ok := p.info().Defs[id].(*types.Var); ok && p.host.LocalValue(v) != nil {
			for fn := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
				for u := range p.index.UsesIn(v, fn) {
					cs = append(cs, p.classify(u, &env{uriField: uriField, field: p.fieldOf(cur)}, nil)...)
				}
				break
			}
		}
	}
	return combine(cs)
}

// fieldOf returns the name of the struct field the value at cur is
// written to in a struct literal (Config{Host: s}), or "".
func (p *Policy) fieldOf(cur inspector.Cursor) string {
	kv, ok := cur.Parent().Node().(*ast.KeyValueExpr)
	if !ok || kv.Value != cur.Node() {
		return ""
	}
	lit, ok := cur.Parent().Parent().Node().(*ast.CompositeLit)
	if !ok {
		return ""
	}
	if _, isStruct := underStruct(p.info().TypeOf(lit)); !isStruct {
		return ""
	}
	if id, ok := kv.Key.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// structValue returns the outermost struct literal that holds the
// value at cur as a field (through nested structs and &), if cur is
// one's field value.
func (p *Policy) structValue(cur inspector.Cursor) (inspector.Cursor, bool) {
	found := false
	for {
		elt := cur
		if kv, ok := cur.Parent().Node().(*ast.KeyValueExpr); ok && kv.Value == cur.Node() {
			elt = cur.Parent()
		}
		lit, ok := elt.Parent().Node().(*ast.CompositeLit)
		if !ok {
			break
		}
		if _, isStruct := underStruct(p.info().TypeOf(lit)); !isStruct {
			break
		}
		cur, found = elt.Parent(), true
		if u, ok := cur.Parent().Node().(*ast.UnaryExpr); ok && u.Op == token.AND {
			cur = cur.Parent()
		}
	}
	return cur, found
}

// valueUses returns what the test does with the value at cur, the
// result of a call or a struct literal: a method called on it, or the
// uses of the variable it is assigned to.
func (p *Policy) valueUses(cur inspector.Cursor, en *env, row *rowInfo, depth int) []useClass {
	x := cur.Node().(ast.Expr)
	if _, ok := cur.Parent().Node().(*ast.SelectorExpr); ok {
		return p.classifyDepth(cur, en, row, depth)
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != x {
		return nil
	}
	// x, or a field or element of the value a local holds
	// (cfgs[i].URL = &url.URL{…}): what the test does with the local.
	id, ok := rootOf(as.Lhs[0]).(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil
	}
	v, ok := p.info().ObjectOf(id).(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil // a package variable: read where the policy does not look
	}
	var cs []useClass
	for fc := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		for u := range p.index.UsesIn(v, fc) {
			cs = append(cs, p.classifyDepth(u, en, row, depth)...)
		}
		break
	}
	return cs
}

// rootOf returns the expression x selects, indexes or dereferences
// from: cfgs for cfgs[i].URL, p for *p.
func rootOf(x ast.Expr) ast.Expr {
	for {
		switch e := x.(type) {
		case *ast.SelectorExpr:
			x = e.X
		case *ast.IndexExpr:
			x = e.X
		case *ast.StarExpr:
			x = e.X
		case *ast.ParenExpr:
			x = e.X
		default:
			return x
		}
	}
}

// role returns the role that an Outcome gives the string the call took.
func (o Outcome) role() Role {
	switch o {
	case outcomeFailure:
		return Input
	case outcomePinned:
		return Expected
	case outcomeSuccess:
		return MustWork
	case outcomeUsed:
		return Built
	}
	return Unread
}

// answerPinned reports whether the answer of the call at cur (the call
// itself, or a variable its non-error results go to) is compared, in
// its function, with another value: an equality assertion or an ==/!=
// that is not a test against nil.
func (p *Policy) answerPinned(cur inspector.Cursor) bool {
	info := p.info()
	call := cur.Node().(*ast.CallExpr)
	results := callResults(info, cur, func(t types.Type) bool { return !isError(t) })
	// The answer itself: the call, a variable it went to, or its text
	// (u.String()); not a field of it (req.Method), which says nothing
	// of what the function made of the string.
	answer := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if c, ok := e.(*ast.CallExpr); ok && len(c.Args) == 0 {
			if sel, ok := c.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "String" {
				e = ast.Unparen(sel.X)
			}
		}
		if e == call {
			return true
		}
		id, ok := e.(*ast.Ident)
		return ok && results[info.Uses[id]]
	}
	// Another answer of the same function is no pinned value.
	callee := p.callee(call)
	sameKind := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok && callee != nil && p.callee(c) == callee {
				found = true
			}
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && v.Kind() == types.LocalVar {
					if d := p.host.LocalValue(v); d != nil {
						if c, ok := ast.Unparen(d).(*ast.CallExpr); ok && p.callee(c) == callee {
							found = true
						}
					}
				}
			}
			return !found
		})
		return found
	}
	pinned := func(a, b ast.Expr) bool {
		return answer(a) && !answer(b) && !sameKind(b) || answer(b) && !answer(a) && !sameKind(a)
	}
	var scope inspector.Cursor
	for fc := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		scope = fc
		break
	}
	if scope.Node() == nil {
		return false
	}
	for n := range scope.Preorder((*ast.BinaryExpr)(nil), (*ast.CallExpr)(nil)) {
		switch x := n.Node().(type) {
		case *ast.BinaryExpr:
			if x.Op != token.EQL && x.Op != token.NEQ {
				continue
			}
			if tv, ok := info.Types[x.X]; ok && tv.IsNil() {
				continue
			}
			if tv, ok := info.Types[x.Y]; ok && tv.IsNil() {
				continue
			}
			if pinned(x.X, x.Y) {
				return true
			}
		case *ast.CallExpr:
			if kind, a, b, ok := p.hl.assertionOf(x); ok && kind == assertEqual && a != nil && b != nil && pinned(a, b) {
				return true
			}
		}
	}
	return false
}
