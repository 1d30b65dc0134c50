// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// A resolution is a reference resolved against a base this package
// knows, and what checkResolve found.
type resolution struct {
	base string
	lit  *ast.BasicLit // the literal the base is written in, if one
	call *ast.CallExpr // the (*url.URL).Parse or ResolveReference call
	fs   []finding
}

// baseCauses returns the findings of res, with one change: a base
// literal that every resolution of it breaks, each dropping its last
// segment, is the cause: one finding at the base, with the resolutions
// as related information, instead of one at each reference.
func (jx *joins) baseCauses(res []resolution) []finding {
	var (
		fs     []finding
		order  []*ast.BasicLit
		byBase = map[*ast.BasicLit][]resolution{}
	)
	for _, r := range res {
		if r.lit == nil {
			fs = append(fs, r.fs...)
			continue
		}
		if byBase[r.lit] == nil {
			order = append(order, r.lit)
		}
		byBase[r.lit] = append(byBase[r.lit], r)
	}
	for _, lit := range order {
		rs := byBase[lit]
		cause := true
		for _, r := range rs {
			cause = cause && len(r.fs) == 1 && r.fs[0].dropped != ""
		}
		if !cause {
			for _, r := range rs {
				fs = append(fs, r.fs...)
			}
			continue
		}
		f := finding{lit: lit, expr: lit, pos: lit.Pos(), end: lit.End(), cat: uricheck.Join}
		n := "its resolution"
		if len(rs) > 1 {
			n = "each of its " + fmt.Sprint(len(rs)) + " resolutions"
		}
		f.msg = "the base " + uricheck.Quote(rs[0].base) + " lacks a trailing \"/\": RFC 3986 §5.2.3 drops its last segment " +
			uricheck.Quote(rs[0].fs[0].dropped) + " in " + n + "; end the base with \"/\""
		for _, r := range rs {
			// A continuation of the finding: where, not the whole
			// explanation again.
			d := r.fs[0]
			f.related = append(f.related, analysis.RelatedInformation{Pos: d.pos, End: d.end, Message: "resolved here, dropping " + uricheck.Quote(d.dropped)})
		}
		if r, _ := uricheck.Redact(rs[0].base); r == rs[0].base && jx.onlyResolved(lit, rs) {
			// (No fix to a literal with a password: a diff would print it.)
			f.fix = &analysis.SuggestedFix{Message: "End the base with \"/\"", TextEdits: []analysis.TextEdit{{Pos: lit.End() - 1, End: lit.End() - 1, NewText: []byte("/")}}}
		}
		fs = append(fs, f)
	}
	return fs
}

// onlyResolved reports whether every read of the base literal lit is a
// resolution base of rs, so that appending "/" to it changes those
// resolutions and nothing else: lit is read only by url.Parse (in place,
// or as the value of an unexported or local constant or variable read
// only there), each parse is written to an unexported or local *url.URL
// variable or field, and every other read of those is the receiver of a
// call of rs.
func (jx *joins) onlyResolved(lit *ast.BasicLit, rs []resolution) bool {
	info := jx.pass.TypesInfo
	root := jx.values.inspector.Root()
	resolved := map[*ast.CallExpr]bool{}
	for _, r := range rs {
		resolved[r.call] = true
	}
	// ownUses returns the cursors of the uses of obj, or false if obj may
	// be read outside this package.
	ownUses := func(obj types.Object) ([]inspector.Cursor, bool) {
		if obj.Exported() && obj.Parent() == obj.Pkg().Scope() || obj.Pkg() != jx.pass.Pkg {
			return nil, false
		}
		if v, ok := obj.(*types.Var); ok && v.IsField() && v.Exported() {
			return nil, false
		}
		return jx.values.usesOf(obj)
	}
	// The parses of lit: lit itself, or the uses of what it declares.
	cur, ok := root.FindByPos(lit.Pos(), lit.End())
	if !ok {
		return false
	}
	parses := []inspector.Cursor{cur}
	if spec, ok := cur.Parent().Node().(*ast.ValueSpec); ok {
		i := slices.Index(spec.Values, ast.Expr(lit))
		if i < 0 || len(spec.Names) != len(spec.Values) {
			return false
		}
		uses, ok := ownUses(info.Defs[spec.Names[i]])
		if !ok {
			return false
		}
		parses = uses
	}
	var holders []types.Object
	calls := map[*ast.CallExpr]bool{}
	for _, p := range parses {
		call, ok := p.Parent().Node().(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || call.Args[0] != p.Node() {
			return false
		}
		if fn := typeutil.StaticCallee(info, call); fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" || fn.Signature().Recv() != nil || fn.Name() != "Parse" && fn.Name() != "ParseRequestURI" {
			return false
		}
		var lhs ast.Expr
		switch w := p.Parent().Parent().Node().(type) {
		case *ast.AssignStmt:
			if len(w.Lhs) == 2 && len(w.Rhs) == 1 {
				lhs = w.Lhs[0]
			}
		case *ast.ValueSpec:
			if len(w.Names) == 2 && len(w.Values) == 1 {
				lhs = w.Names[0]
			}
		}
		var h types.Object
		switch l := ast.Unparen(lhs).(type) {
		case *ast.Ident:
			h = info.ObjectOf(l)
		case *ast.SelectorExpr:
			h = info.Uses[l.Sel]
		}
		if h == nil {
			return false
		}
		calls[call] = true
		if !slices.Contains(holders, h) {
			holders = append(holders, h)
		}
	}
	for _, h := range holders {
		uses, ok := ownUses(h)
		if !ok {
			return false
		}
		for _, u := range uses {
			if !jx.parseWrite(u, calls) && !resolvedOn(u, resolved) {
				return false
			}
		}
	}
	return true
}

// parseWrite reports whether the use at cur is the first left-hand side
// of an assignment of one of calls.
func (jx *joins) parseWrite(cur inspector.Cursor, calls map[*ast.CallExpr]bool) bool {
	x := cur
	if sel, ok := cur.Parent().Node().(*ast.SelectorExpr); ok && sel.Sel == cur.Node() {
		x = cur.Parent()
	}
	as, ok := x.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 || as.Lhs[0] != x.Node() {
		return false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	return ok && calls[call]
}

// resolvedOn reports whether the use at cur (x, or the Sel of a.x) is
// the receiver of one of the resolved calls.
func resolvedOn(cur inspector.Cursor, resolved map[*ast.CallExpr]bool) bool {
	x := cur
	if sel, ok := cur.Parent().Node().(*ast.SelectorExpr); ok && sel.Sel == cur.Node() {
		x = cur.Parent()
	}
	sel, ok := x.Parent().Node().(*ast.SelectorExpr)
	if !ok || sel.X != x.Node() {
		return false
	}
	call, ok := x.Parent().Parent().Node().(*ast.CallExpr)
	return ok && call.Fun == sel && resolved[call]
}

// refLiteral returns the Path of a url.URL{Path: c} reference literal
// (possibly &url.URL{…}).
func (jx *joins) refLiteral(e ast.Expr) (ast.Expr, bool) {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	if id, ok := e.(*ast.Ident); ok {
		return jx.parsedRef(id)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok || !typesutil.IsURL(jx.pass.TypesInfo.TypeOf(lit)) || len(lit.Elts) != 1 {
		return nil, false
	}
	kv, ok := lit.Elts[0].(*ast.KeyValueExpr)
	if id, isID := kv.Key.(*ast.Ident); !ok || !isID || id.Name != "Path" {
		return nil, false
	}
	return kv.Value, true
}

// checkResolve reports a reference ref resolved against the base held by
// baseExpr that loses the base's last segment (§5.2.3) or, being an
// absolute path, the base's directory path. direct reports that ref is
// the resolution's own argument, not a wrapper's, which may also use it
// otherwise: only then may a fix edit it.
//
// absOnly says base is a default (defaultBaseOf): only an absolute-path
// reference is checked against it.
func (jx *joins) checkResolve(base string, ref ast.Expr, site string, direct, absOnly bool) []finding {
	b, err := uricore.Parse(base)
	if err != nil {
		return nil
	}
	text, lit, holed := jx.leadingText(ref)
	if text == "" || lit == nil {
		return nil
	}
	// What the reference is decides from its leading text alone: a
	// scheme, "//", "?", "#", an absolute path or a relative path.
	if n := uricore.SchemeLen(text); n > 0 && n < len(text) && text[n] == ':' || strings.HasPrefix(text, "//") || text[0] == '?' || text[0] == '#' {
		return nil
	}
	r, err := uricore.Parse(text)
	if err != nil {
		return nil
	}
	if jx.resolving[ref] {
		return nil // the wrapper's own parameter: its callers are checked
	}
	target := b.Resolve(r).String()
	shown := uricheck.Quote(text)
	if holed {
		shown = uricheck.Quote(text + "…")
		target += "…"
	}
	at := func(msg string) []finding {
		f := finding{lit: lit, expr: ref, pos: lit.Pos(), end: lit.End(), cat: uricheck.Join, msg: site + ": " + msg}
		if !within(lit, ref) && jx.sharedConst(lit) {
			// A constant other code uses too (rightly, maybe): the
			// mistake is where this code builds the reference from it,
			// not at the constant.
			at := ref
			if id, ok := ast.Unparen(ref).(*ast.Ident); ok {
				if v, ok := jx.pass.TypesInfo.Uses[id].(*types.Var); ok {
					if d := jx.values.localValue(v); d != nil {
						at = d
					}
				}
			}
			f.lit, f.pos, f.end = nil, at.Pos(), at.End()
			f.related = []analysis.RelatedInformation{{Pos: lit.Pos(), End: lit.End(), Message: "the reference's text comes from this constant"}}
			return []finding{f}
		}
		if !within(lit, ref) {
			// The text comes from a named constant or a local: the
			// finding is at its literal, and says where it is resolved.
			f.related = []analysis.RelatedInformation{{Pos: ref.Pos(), End: ref.End(), Message: "resolved here by " + site}}
		}
		return []finding{f}
	}
	if strings.HasPrefix(text, "/") {
		if b.Path == "" || b.Path == "/" || !strings.HasSuffix(b.Path, "/") {
			return nil
		}
		against := "against "
		if absOnly {
			against = "against the default base "
		}
		fs := at(shown + " resolved " + against + uricheck.Quote(base) + " gives " + uricheck.Quote(target) +
			": an absolute-path reference replaces the base's path " + uricheck.Quote(b.Path) + " (RFC 3986 §5.2.2); drop the leading \"/\"")
		if direct && !absOnly && jx.writtenFirst(ref, lit) {
			fs[0].fix = dropSlash(b, lit, text)
		}
		return fs
	}
	if absOnly {
		return nil
	}
	i := strings.LastIndexByte(b.Path, '/')
	last := b.Path[i+1:]
	if last == "" || strings.Contains(last, ".") || !b.HasAuthority && i < 0 {
		return nil // nothing to lose, or a document base whose file name goes
	}
	fs := at(shown + " resolved against " + uricheck.Quote(base) + " gives " + uricheck.Quote(target) +
		": RFC 3986 §5.2.3 drops the base's last segment " + uricheck.Quote(last) + "; end the base with \"/\"")
	fs[0].dropped = last
	return fs
}

// writtenFirst reports whether ref's text starts with the text of lit,
// written there (not through a name another use may read): the literal
// itself, or the first operand of a concatenation ("/builds/" + id).
func (jx *joins) writtenFirst(ref ast.Expr, lit *ast.BasicLit) bool {
	if ast.Unparen(ref) == lit {
		return true
	}
	t := jx.text.eval(ref)
	return len(t) > 0 && t[0].lit == lit && t[0].off == 0 && !t[0].viaName && !t[0].format
}

// dropSlash returns the fix of an absolute-path reference written as the
// literal lit, text its value, against the directory base b: the
// reference without its leading '/', if that is certain to resolve
// below b's path (RFC 3986 §5.2.3) to the same path and query.
func dropSlash(b uricore.Reference, lit *ast.BasicLit, text string) *analysis.SuggestedFix {
	if len(lit.Value) < 2 || lit.Value[1] != '/' {
		return nil // the '/' is written as an escape
	}
	old, err := uricore.Parse(text)
	if err != nil {
		return nil
	}
	ref, err := uricore.Parse(text[1:])
	if err != nil || !ref.IsRelative() || ref.HasAuthority {
		return nil // "/a:b" would become a scheme, "//x" an authority
	}
	got, want := b.Resolve(ref), b.Resolve(old)
	if got.Path != b.Path+want.Path[1:] || got.Query != want.Query || got.Fragment != want.Fragment {
		return nil
	}
	return &analysis.SuggestedFix{Message: "Drop the leading \"/\"", TextEdits: []analysis.TextEdit{{Pos: lit.Pos() + 1, End: lit.Pos() + 2}}}
}

// parsedRef returns the string the local *url.URL id is parsed from
// (rel, err := url.Parse(path)), when nothing writes it again.
func (jx *joins) parsedRef(id *ast.Ident) (ast.Expr, bool) {
	info := jx.pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Kind() != types.LocalVar || !typesutil.IsURL(v.Type()) {
		return nil, false
	}
	def, ok := jx.values.index.Def(v)
	if !ok {
		return nil, false
	}
	as, ok := def.Parent().Node().(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Rhs) != 1 || len(as.Lhs) != 2 || as.Lhs[0] != def.Node() {
		return nil, false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	if fn := jx.values.callee(call); fn == nil || jx.values.fullName(fn) != "net/url.Parse" {
		return nil, false
	}
	uses, ok := jx.values.usesOf(v)
	if !ok {
		return nil, false
	}
	for _, u := range uses {
		if u.Node() == def.Node() {
			continue
		}
		switch p := u.Parent().Node().(type) {
		case *ast.AssignStmt:
			if slices.Contains(p.Lhs, ast.Expr(u.Node().(*ast.Ident))) {
				return nil, false
			}
		case *ast.SelectorExpr:
			if as, ok := u.Parent().Parent().Node().(*ast.AssignStmt); ok && slices.Contains(as.Lhs, ast.Expr(p)) {
				return nil, false // rel.Path = …
			}
		}
	}
	return call.Args[0], true
}

// sharedConst reports whether lit is the value of a named constant used
// more than once in the package: its text serves other code too.
func (jx *joins) sharedConst(lit *ast.BasicLit) bool {
	cur, ok := jx.values.inspector.Root().FindNode(lit)
	if !ok {
		return false
	}
	spec, ok := cur.Parent().Node().(*ast.ValueSpec)
	if !ok {
		return false
	}
	for i, v := range spec.Values {
		if v != ast.Expr(lit) || i >= len(spec.Names) {
			continue
		}
		obj, ok := jx.pass.TypesInfo.Defs[spec.Names[i]].(*types.Const)
		if !ok {
			return false
		}
		uses, ok := jx.values.usesOf(obj)
		return ok && len(uses) > 1
	}
	return false
}
