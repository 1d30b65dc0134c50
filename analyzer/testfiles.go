// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
)

// expectsError reports whether the sink call at cur, in a test, is there
// to fail: its error result goes into a variable whose first use afterwards
// expects an error ("if err == nil", "testURLParseError(t, err)",
// "return err" from a closure a helper checks, err.(*url.Error)). A bad URI
// in such a call is the test's input, not a mistake.
func (c *checker) expectsError(cur inspector.Cursor) bool {
	info := c.pass.TypesInfo
	// Find the statement the call is the right-hand side of.
	stmt := cur.Parent()
	assign, ok := stmt.Node().(*ast.AssignStmt)
	if !ok || len(assign.Lhs) == 0 {
		return false
	}
	id, ok := assign.Lhs[len(assign.Lhs)-1].(*ast.Ident)
	if !ok || id.Name == "_" {
		return false
	}
	errVar, _ := info.ObjectOf(id).(*types.Var)
	if errVar == nil || !types.Identical(errVar.Type(), types.Universe.Lookup("error").Type()) {
		return false
	}
	// The uses after the statement: the condition of an if whose init it
	// is, or the statements that follow it in its block.
	var after []ast.Node
	switch p := stmt.Parent().Node().(type) {
	case *ast.IfStmt:
		after = []ast.Node{p.Cond}
	case *ast.BlockStmt:
		for i, s := range p.List {
			if s == assign {
				for _, t := range p.List[i+1:] {
					after = append(after, t)
				}
			}
		}
	case *ast.CaseClause:
		for i, s := range p.Body {
			if s == assign {
				for _, t := range p.Body[i+1:] {
					after = append(after, t)
				}
			}
		}
	}
	for _, n := range after {
		if v, found := firstErrUse(info, n, errVar); found {
			return v
		}
	}
	return false
}

// firstErrUse finds the first use of errVar in n and reports whether it
// expects an error.
func firstErrUse(info *types.Info, n ast.Node, errVar *types.Var) (expects, found bool) {
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == errVar
	}
	ast.Inspect(n, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if (is(n.X) || is(n.Y)) && (n.Op == token.EQL || n.Op == token.NEQ) {
				expects, found = n.Op == token.EQL, true
			}
			if n.Op == token.EQL || n.Op == token.NEQ {
				for _, o := range []ast.Expr{n.X, n.Y} {
					if b, ok := ast.Unparen(o).(*ast.BinaryExpr); ok && (is(b.X) || is(b.Y)) {
						// (err == nil) != tt.valid: the row decides.
						expects, found = false, true
					}
				}
			}
		case *ast.TypeAssertExpr:
			if is(n.X) {
				expects, found = true, true
			}
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				if is(r) {
					expects, found = true, true
				}
			}
		case *ast.CallExpr:
			for _, a := range n.Args {
				if is(a) {
					name := calleeName(n.Fun)
					expects = !strings.Contains(name, "NoError") && !strings.Contains(name, "Nil") &&
						(strings.Contains(name, "Err") || strings.Contains(name, "Fail") || strings.Contains(name, "Invalid") || strings.Contains(name, "Bad"))
					found = true
				}
			}
		case *ast.Ident:
			if info.Uses[n] == errVar {
				found = true // some other use: assume the test wants success
			}
		}
		return !found
	})
	return expects, found
}

// calleeName returns the name a call is made by: "f", "require.NoError".
func calleeName(fun ast.Expr) string {
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	case *ast.IndexExpr:
		return calleeName(f.X)
	}
	return ""
}

// deliberateControl reports whether v holds control characters or
// non-ASCII bytes: in a test, an escape such as "\x00" or an IRI is
// written on purpose.
func deliberateControl(v string) bool {
	for i := 0; i < len(v); i++ {
		if v[i] < 0x20 || v[i] >= 0x7f {
			return true
		}
	}
	return false
}

// deliberate reports whether f, in a test file, is about a string the
// test uses on purpose, recognized by its role: the call it reaches
// expects an error; it is the expected output of a comparison; its table
// row expects an error, a false verdict or a 4xx status; it is passed
// beside a false verdict; or a 4xx status is expected after it.
func (c *checker) deliberate(f finding) bool {
	if c.settings.sinkPkgs[strings.TrimSuffix(c.pass.Pkg.Path(), "_test")] {
		// The tests of a package that defines a sink (net/url, or a
		// package of -sinks) feed its parser deliberate inputs.
		return true
	}
	if f.use != nil {
		if _, ok := f.use.cur.Node().(*ast.CallExpr); ok && c.expectsError(f.use.cur) {
			return true
		}
	}
	if f.lit == nil {
		return false
	}
	if v, ok := unquote(f.lit); ok && deliberateControl(v) {
		return true
	}
	cur, ok := c.cursor(f.lit)
	if !ok {
		return false
	}
	// The position of the value: up through parentheses and concatenations.
	for {
		switch p := cur.Parent().Node().(type) {
		case *ast.ParenExpr:
			cur = cur.Parent()
			continue
		case *ast.BinaryExpr:
			if p.Op == token.ADD {
				cur = cur.Parent()
				continue
			}
		}
		break
	}
	if c.expected(cur) {
		return true
	}
	// A 4xx status expected soon after a value that no sink receives: the
	// test sends a bad value on purpose. (A request built from a bad URI
	// fails before it is sent, so a status says nothing about a sink's URI.)
	if f.use == nil && c.expects4xx(cur) {
		return true
	}
	switch p := cur.Parent().Node().(type) {
	case *ast.KeyValueExpr, *ast.CompositeLit:
		// A table row, and the rows around it: {cfg: Config{Proxy: s}, wantErr: true}.
		elt := cur
		if _, ok := p.(*ast.KeyValueExpr); ok {
			elt = cur.Parent()
		}
		for {
			row, ok := elt.Parent().Node().(*ast.CompositeLit)
			if !ok {
				return false
			}
			if c.deliberateRow(row, elt.Node()) {
				return true
			}
			elt = elt.Parent()
			if _, ok := elt.Parent().Node().(*ast.KeyValueExpr); ok {
				elt = elt.Parent()
			}
		}
	case *ast.AssignStmt, *ast.ValueSpec:
		// A local: deliberate if one of its uses is.
		var id *ast.Ident
		if as, ok := p.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
			for i, r := range as.Rhs {
				if r == cur.Node() {
					id, _ = as.Lhs[i].(*ast.Ident)
				}
			}
		}
		if vs, ok := p.(*ast.ValueSpec); ok && len(vs.Names) == len(vs.Values) {
			for i, r := range vs.Values {
				if r == cur.Node() {
					id = vs.Names[i]
				}
			}
		}
		if id == nil {
			return false
		}
		obj := c.pass.TypesInfo.ObjectOf(id)
		for fn := range cur.Enclosing((*ast.FuncDecl)(nil)) {
			for u := range fn.Preorder((*ast.Ident)(nil)) {
				if c.pass.TypesInfo.Uses[u.Node().(*ast.Ident)] == obj && obj != nil && c.expected(u) {
					return true
				}
			}
			break
		}
	}
	return false
}

// expected reports whether the value at cur is compared as an expected
// output (an operand of == or !=, an argument of an equality assertion),
// is passed beside a false verdict, or goes into a call whose result is
// asserted false or an error.
func (c *checker) expected(cur inspector.Cursor) bool {
	switch p := cur.Parent().Node().(type) {
	case *ast.BinaryExpr:
		return p.Op == token.EQL || p.Op == token.NEQ
	case *ast.CallExpr:
		if cur.Node() == p.Fun {
			return false
		}
		name := calleeName(p.Fun)
		if strings.Contains(name, "Equal") || strings.Contains(name, "Diff") {
			return true
		}
		for _, a := range p.Args {
			if id, ok := ast.Unparen(a).(*ast.Ident); ok && id.Name == "false" && c.pass.TypesInfo.Uses[id] == types.Universe.Lookup("false") {
				return true // assertValid(t, s, false)
			}
		}
		if pp, ok := cur.Parent().Parent().Node().(*ast.CallExpr); ok {
			switch calleeName(pp.Fun) {
			case "False", "Falsef", "Error", "Errorf", "Panics":
				if c.isTestify(pp) {
					return true // assert.False(t, IsValid(s))
				}
			}
		}
	}
	return false
}

// isTestify reports whether call calls a function of a testify package.
func (c *checker) isTestify(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	return fn != nil && fn.Pkg() != nil && strings.Contains(fn.Pkg().Path(), "testify")
}

// expects4xx reports whether the statement that holds cur, or one of the
// next three of its block, holds a 4xx status constant.
func (c *checker) expects4xx(cur inspector.Cursor) bool {
	for s := range cur.Enclosing() {
		blk, ok := s.Parent().Node().(*ast.BlockStmt)
		if !ok {
			continue
		}
		for i, st := range blk.List {
			if st != s.Node() {
				continue
			}
			for _, next := range blk.List[i:min(i+4, len(blk.List))] {
				if has4xx(c.pass.TypesInfo, next) {
					return true
				}
			}
		}
		return false
	}
	return false
}

// has4xx reports whether n holds an integer constant in 400–499 (an
// HTTP status such as http.StatusUnprocessableEntity) outside a composite
// literal.
func has4xx(info *types.Info, n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if _, ok := m.(*ast.CompositeLit); ok || found {
			return false
		}
		if e, ok := m.(ast.Expr); ok {
			if tv, ok := info.Types[e]; ok && tv.Value != nil && isInteger(tv.Type) {
				if v, ok := constant.Int64Val(tv.Value); ok && v >= 400 && v <= 499 {
					found = true
				}
				return false
			}
		}
		return true
	})
	return found
}

// deliberateRow reports whether the table row row, whose element kv holds
// the string (nil if the row is positional), is a deliberate bad input:
// it holds a non-nil error, a 4xx status, true in a field the test
// compares with an error's presence, or false in a field the test compares
// with a verdict; or the string's own field is an expected output.
func (c *checker) deliberateRow(row *ast.CompositeLit, elt ast.Node) bool {
	info := c.pass.TypesInfo
	var st *types.Struct
	if t := info.TypeOf(row); t != nil {
		st, _ = t.Underlying().(*types.Struct)
	}
	var ownUse fieldUse
	var ownField *types.Var
	if st != nil {
		var own *types.Var
		for i, e := range row.Elts {
			if e != elt {
				continue
			}
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok {
					own, _ = info.ObjectOf(id).(*types.Var)
				}
			} else if i < st.NumFields() {
				own = st.Field(i)
			}
		}
		if own != nil {
			ownField = own
			ownUse = c.fieldUse(own)
			if ownUse.expected || ownUse.errWant {
				return true
			}
		}
	}
	errType := types.Universe.Lookup("error").Type()
	for i, e := range row.Elts {
		var field *types.Var
		if k, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := k.Key.(*ast.Ident); ok {
				field, _ = info.ObjectOf(id).(*types.Var)
			}
			e = k.Value
		} else if st != nil && i < st.NumFields() {
			field = st.Field(i)
		}
		if e == ast.Expr(nil) {
			continue
		}
		if row.Elts[i] == elt {
			continue
		}
		tv := info.Types[e]
		switch {
		case tv.Type != nil && types.Identical(tv.Type, errType) && !tv.IsNil():
			return true
		case tv.Value != nil && isInteger(tv.Type):
			if v, ok := constant.Int64Val(tv.Value); ok && v >= 400 && v <= 499 {
				return true
			}
		case tv.Value != nil && tv.Value.Kind() == constant.Bool && field != nil:
			// A false verdict says nothing of a string the test gives a
			// sink: the verdict is about something else, since a bad URI
			// would fail at the sink.
			switch fu := c.fieldUse(field); {
			case fu.wantErr && constant.BoolVal(tv.Value):
				return true
			case fu.verdict && !constant.BoolVal(tv.Value) && (!ownUse.sinkArg || fu.errVerdict || c.mentions(fu.against, ownField)):
				return true
			}
		}
	}
	return false
}

// mentions reports whether one of es uses the field f (IsValid(tt.in)).
func (c *checker) mentions(es []ast.Expr, f *types.Var) bool {
	for _, e := range es {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok && c.pass.TypesInfo.Uses[sel.Sel] == f {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// A fieldUse says how the test files use a table field.
type fieldUse struct {
	expected   bool       // compared as an expected output, and given to no call as an input
	wantErr    bool       // a bool tested beside an error
	verdict    bool       // a bool compared with a result
	sinkArg    bool       // given to a sink (httptest.NewRequest(m, tt.target, nil))
	errWant    bool       // given to a sink whose error the test expects
	against    []ast.Expr // for a verdict, what it is compared with
	errVerdict bool       // a verdict compared with an error's absence
}

// fieldUse returns how the test files use the table field f, from its
// uses x.f in test files.
func (c *checker) fieldUse(f *types.Var) fieldUse {
	if u, ok := c.fieldUses[f]; ok {
		return u
	}
	var u fieldUse
	in := c.pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	info := c.pass.TypesInfo
	errType := types.Universe.Lookup("error").Type()
	mentionsErr := func(n ast.Node) bool {
		found := false
		ast.Inspect(n, func(m ast.Node) bool {
			if e, ok := m.(ast.Expr); ok && !found {
				if t := info.TypeOf(e); t != nil && types.Identical(t, errType) {
					found = true
				}
			}
			return !found
		})
		return found
	}
	isBool := false
	if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
		isBool = true
	}
	compared, input := false, false
	for cur := range in.Root().Preorder((*ast.SelectorExpr)(nil)) {
		sel := cur.Node().(*ast.SelectorExpr)
		if info.Uses[sel.Sel] != f || !c.testFile[c.pass.Fset.File(sel.Pos())] {
			continue // the tests' own uses say what a table's field is for
		}
		parentCmp := false
		if b, ok := cur.Parent().Node().(*ast.BinaryExpr); ok && (b.Op == token.EQL || b.Op == token.NEQ) {
			parentCmp = true
		}
		if isBool && !parentCmp {
			// if tt.wantErr { ... err ... }, if err != nil && !tt.shouldErr
			for anc := range cur.Enclosing((*ast.IfStmt)(nil)) {
				ifs := anc.Node().(*ast.IfStmt)
				if within(sel, ifs.Cond) && (mentionsErr(ifs.Cond) || mentionsErr(ifs.Body)) {
					u.wantErr = true
				}
				break
			}
		}
		switch p := cur.Parent().Node().(type) {
		case *ast.BinaryExpr:
			if p.Op != token.EQL && p.Op != token.NEQ {
				continue
			}
			other := p.X
			if other == sel {
				other = p.Y
			}
			if tv, ok := info.Types[other]; ok && tv.Value != nil {
				continue // a test for a constant ("" or nil): not an expected output
			}
			if isBool && mentionsErr(other) {
				// (err != nil) != tt.wantErr, or (err == nil) != tt.valid.
				if b, ok := ast.Unparen(other).(*ast.BinaryExpr); ok && b.Op == token.EQL {
					u.verdict, u.errVerdict = true, true
				} else {
					u.wantErr = true
				}
			} else {
				compared = true
				u.against = append(u.against, other)
			}
		case *ast.CallExpr:
			if sel == p.Fun {
				continue
			}
			name := calleeName(p.Fun)
			if strings.Contains(name, "Equal") || strings.Contains(name, "Diff") {
				compared = true
				continue
			}
			fn, _ := typeutil.Callee(info, p).(*types.Func)
			if fn == nil {
				continue
			}
			if role, _ := c.nonURIRole(fn); role == "a printf format" {
				continue // printed, as in t.Errorf("%s: ...", tt.in)
			}
			input = true
			for _, sk := range c.sinksOf(fn) {
				if sk.Arg < len(p.Args) && p.Args[sk.Arg] == sel {
					u.sinkArg = true
					if c.expectsError(cur.Parent()) {
						u.errWant = true
					}
				}
			}
		}
	}
	u.expected = compared && !input && !isBool
	u.verdict = u.verdict || compared && isBool && !u.wantErr
	c.fieldUses[f] = u
	return u
}
