// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

// The join category: what goes wrong when a base and a reference are
// put together (RFC 3986 §5), and when URIs are joined as file paths or
// glued as text. Only values urilint knows are judged: a base parsed
// from a constant, a reference whose leading text is constant.

import (
	"cmp"
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

// maxBaseDepth bounds how far a base is followed through variables and fields.
const maxBaseDepth = 4

// A urlWrites records the values written to a variable or field of type
// url.URL or *url.URL in this package.
type urlWrites struct {
	values  []ast.Expr // right-hand sides that are known shapes
	unknown bool       // a write whose value cannot be followed
}

// urlWriterKinds are the kinds of node that may write a url.URL.
var urlWriterKinds = []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.CompositeLit)(nil), (*ast.UnaryExpr)(nil)}

// collectURLWrites records the writes of url.URL variables and fields
// made by nodes, of urlWriterKinds: assignments, declarations,
// composite-literal fields, and addresses taken.
func (c *checker) collectURLWrites(nodes []ast.Node) {
	c.joins.urlVars = map[types.Object]*urlWrites{}
	info := c.pass.TypesInfo
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
		w := c.joins.urlVars[obj]
		if w == nil {
			w = &urlWrites{}
			c.joins.urlVars[obj] = w
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
func (c *checker) baseOf(e ast.Expr, depth int) (string, *ast.BasicLit, bool) {
	if depth > maxBaseDepth {
		return "", nil, false
	}
	info := c.pass.TypesInfo
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
			s, ok := c.constText(x.Args[0])
			if !ok {
				return "", nil, false
			}
			if _, err := uricore.Parse(s); err != nil {
				return "", nil, false
			}
			return s, c.eval(x.Args[0]).literal(), true
		}
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return c.baseOf(x.X, depth+1)
		}
	case *ast.CompositeLit:
		s, ok := c.urlLiteral(x)
		return s, nil, ok
	case *ast.Ident, *ast.SelectorExpr:
		var obj types.Object
		if id, ok := x.(*ast.Ident); ok {
			obj = info.Uses[id]
		} else {
			obj = info.Uses[x.(*ast.SelectorExpr).Sel]
		}
		w := c.joins.urlVars[obj]
		if w == nil || w.unknown || len(w.values) == 0 {
			return "", nil, false
		}
		var (
			text string
			lit  *ast.BasicLit
		)
		for i, v := range w.values {
			t, l, ok := c.baseOf(v, depth+1)
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
func (c *checker) urlLiteral(lit *ast.CompositeLit) (string, bool) {
	if !typesutil.IsURL(c.pass.TypesInfo.TypeOf(lit)) {
		return "", false
	}
	var r uricore.Reference
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return "", false
		}
		id, _ := kv.Key.(*ast.Ident)
		v, ok := c.constText(kv.Value)
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
func (c *checker) constText(e ast.Expr) (string, bool) {
	t := c.eval(e)
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
func (c *checker) leadingText(e ast.Expr) (text string, lit *ast.BasicLit, holed bool) {
	t := c.eval(e)
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

// checkJoins reports the join findings of the package.
func (c *checker) checkJoins(calls []callSite, concats []inspector.Cursor, sent map[*ast.BasicLit]bool) []finding {
	var (
		fs  []finding
		res []resolution // against a base known in this package
	)
	for _, cs := range calls {
		call, fn := cs.cur.Node().(*ast.CallExpr), cs.fn
		if fn == nil || fn.Pkg() == nil {
			continue
		}
		name := ""
		switch fn.Name() { // FullName allocates: only for the names below
		case "Parse", "ResolveReference", "Join", "Clean", "JoinPath":
			name = c.fullName(fn)
		}
		switch name {
		case "(*net/url.URL).Parse":
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && len(call.Args) == 1 {
				if base, lit, ok := c.baseOf(sel.X, 0); ok {
					res = append(res, resolution{base, lit, call, c.checkResolve(base, call.Args[0], name, true)})
				}
			}
		case "(*net/url.URL).ResolveReference":
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && len(call.Args) == 1 {
				if ref, ok := c.refLiteral(call.Args[0]); ok {
					if base, lit, ok := c.baseOf(sel.X, 0); ok {
						res = append(res, resolution{base, lit, call, c.checkResolve(base, ref, name, true)})
					}
				}
			}
		case "path.Join", "path/filepath.Join", "path.Clean", "path/filepath.Clean":
			fs = append(fs, c.checkPathJoin(call, name)...)
		case "net/url.JoinPath", "(*net/url.URL).JoinPath":
			first := 0
			if fn.Name() == "JoinPath" && fn.Signature().Recv() == nil {
				first = 1 // the base
			}
			for _, a := range call.Args[min(first, len(call.Args)):] {
				fs = append(fs, c.checkJoinElem(a, name)...)
			}
		default:
			// A resolution wrapper: a function that resolves a string
			// parameter against a known base.
			for _, ra := range c.resolvesOf(fn) {
				if ra.Index < len(call.Args) {
					// name is set only for the functions above: the
					// message names the wrapper.
					fs = append(fs, c.checkResolve(ra.Base, call.Args[ra.Index], c.fullName(fn), false)...)
				}
			}
		}
	}
	fs = append(fs, c.baseCauses(res)...)
	for _, cur := range concats {
		fs = append(fs, c.checkJoints(cur.Node().(*ast.BinaryExpr), sent)...)
	}
	return append(fs, c.checkCleanedURLs()...)
}

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
func (c *checker) baseCauses(res []resolution) []finding {
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
			d := r.fs[0]
			f.related = append(f.related, analysis.RelatedInformation{Pos: d.pos, End: d.end, Message: "resolved here: " + d.msg})
		}
		if r, _ := uricheck.Redact(rs[0].base); r == rs[0].base && c.onlyResolved(lit, rs) {
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
func (c *checker) onlyResolved(lit *ast.BasicLit, rs []resolution) bool {
	info := c.pass.TypesInfo
	root := c.inspector.Root()
	resolved := map[*ast.CallExpr]bool{}
	for _, r := range rs {
		resolved[r.call] = true
	}
	// usesOf returns the cursors of the uses of obj, or false if obj may
	// be read outside this package.
	usesOf := func(obj types.Object) ([]inspector.Cursor, bool) {
		if obj.Exported() && obj.Parent() == obj.Pkg().Scope() || obj.Pkg() != c.pass.Pkg {
			return nil, false
		}
		if v, ok := obj.(*types.Var); ok && v.IsField() && v.Exported() {
			return nil, false
		}
		var curs []inspector.Cursor
		for id, o := range info.Uses {
			if o == obj {
				cur, ok := root.FindByPos(id.Pos(), id.End())
				if !ok {
					return nil, false
				}
				curs = append(curs, cur)
			}
		}
		return curs, true
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
		uses, ok := usesOf(info.Defs[spec.Names[i]])
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
		uses, ok := usesOf(h)
		if !ok {
			return false
		}
		for _, u := range uses {
			if !c.parseWrite(u, calls) && !resolvedOn(u, resolved) {
				return false
			}
		}
	}
	return true
}

// parseWrite reports whether the use at cur is the first left-hand side
// of an assignment of one of calls.
func (c *checker) parseWrite(cur inspector.Cursor, calls map[*ast.CallExpr]bool) bool {
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

// checkCleanedURLs reports the result of path.Join, filepath.Join or
// their Clean given, directly or through a local assigned once, to a
// sink that needs an absolute URL with a host: their result never holds
// "//", so it can never be one, whatever their inputs.
func (c *checker) checkCleanedURLs() []finding {
	var fs []finding
	seen := map[*ast.CallExpr]bool{}
	for _, u := range c.uses {
		if u.need != uricheck.NeedHTTPURL || u.component != "" {
			continue
		}
		call, name := c.cleaned(u.expr, 0)
		if call == nil || seen[call] {
			continue
		}
		seen[call] = true
		fs = append(fs, finding{expr: call, pos: call.Pos(), end: call.End(), cat: uricheck.Join, use: u,
			msg: "the result of " + name + ", " + u.where + ", can never be an absolute URL with a host: " + name + " turns \"//\" into \"/\"; use url.JoinPath or (*url.URL).JoinPath"})
	}
	return fs
}

// cleaned returns the call of path.Join, filepath.Join or their Clean
// whose result e is, directly or through locals assigned once, and the
// function's name.
func (c *checker) cleaned(e ast.Expr, depth int) (*ast.CallExpr, string) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if v, ok := c.pass.TypesInfo.Uses[e].(*types.Var); ok && depth < maxDepth {
			if d := c.localValue(v); d != nil {
				return c.cleaned(d, depth+1)
			}
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(c.pass.TypesInfo, e).(*types.Func)
		if fn == nil || fn.Pkg() == nil || (fn.Name() != "Join" && fn.Name() != "Clean") {
			return nil, ""
		}
		switch name := c.fullName(fn); name {
		case "path.Join", "path/filepath.Join", "path.Clean", "path/filepath.Clean":
			return e, name
		}
	}
	return nil, ""
}

// refLiteral returns the Path of a url.URL{Path: c} reference literal
// (possibly &url.URL{…}).
func (c *checker) refLiteral(e ast.Expr) (ast.Expr, bool) {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok || !typesutil.IsURL(c.pass.TypesInfo.TypeOf(lit)) || len(lit.Elts) != 1 {
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
func (c *checker) checkResolve(base string, ref ast.Expr, site string, direct bool) []finding {
	b, err := uricore.Parse(base)
	if err != nil {
		return nil
	}
	text, lit, holed := c.leadingText(ref)
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
	if c.joins.resolving[ref] {
		return nil // the wrapper's own parameter: its callers are checked
	}
	target := b.Resolve(r).String()
	shown := uricheck.Quote(text)
	if holed {
		shown = uricheck.Quote(text + "…")
		target += "…"
	}
	at := func(msg string) []finding {
		return []finding{{lit: lit, expr: ref, pos: lit.Pos(), end: lit.End(), cat: uricheck.Join, msg: site + ": " + msg}}
	}
	if strings.HasPrefix(text, "/") {
		if b.Path == "" || b.Path == "/" || !strings.HasSuffix(b.Path, "/") {
			return nil
		}
		fs := at(shown + " resolved against " + uricheck.Quote(base) + " gives " + uricheck.Quote(target) +
			": an absolute-path reference replaces the base's path " + uricheck.Quote(b.Path) + " (RFC 3986 §5.2.2); drop the leading \"/\"")
		if direct && c.writtenFirst(ref, lit) {
			fs[0].fix = dropSlash(b, lit, text)
		}
		return fs
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
func (c *checker) writtenFirst(ref ast.Expr, lit *ast.BasicLit) bool {
	if ast.Unparen(ref) == lit {
		return true
	}
	t := c.eval(ref)
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

// checkPathJoin reports a URI with an authority given to path.Join or
// path.Clean (or filepath's), which turn its "//" into "/".
func (c *checker) checkPathJoin(call *ast.CallExpr, site string) []finding {
	var fs []finding
	for i, a := range call.Args {
		text, lit, _ := c.leadingText(a)
		// A URI with a host: "unix:///run/x.sock" has an empty one, and
		// "unix:/run/x.sock", what cleaning leaves, means the same path.
		isURI := false
		if n := uricore.SchemeLen(text); n > 0 && strings.HasPrefix(text[n:], "://") {
			h := uricore.Split(text).Host
			isURI = h.End > h.Start
		}
		if n := uricore.SchemeLen(text); n > 0 && text == text[:n]+"://" && lit != nil {
			// A bare "scheme://" element: cleaning collapses its "//"
			// whatever follows ("http:/host/api").
			fs = append(fs, finding{lit: lit, expr: a, pos: lit.Pos(), end: lit.End(), cat: uricheck.Join,
				msg: site + " turns the \"//\" of " + uricheck.Quote(text) + " into \"/\"; use url.JoinPath, or build the URL with url.URL"})
			continue
		}
		if !isURI && !holedLit(text, lit) && i == 0 {
			// A field or variable whose values reach a sink that needs
			// an absolute URL (its fact says so, in any package): a URL.
			// First, it is the base of the join; later, the join builds
			// a file path of a URL ("cache/" + u), which may be meant.
			if v := c.stringVar(a); v != nil {
				if f := c.varFactOf(v); f != nil {
					for _, sk := range f.Sinks {
						if sk.Need == uricheck.NeedHTTPURL || sk.Need == uricheck.NeedClientURL {
							fs = append(fs, finding{expr: a, pos: a.Pos(), end: a.End(), cat: uricheck.Join,
								msg: site + " cleans " + f.Name + ", a URL (it is passed to " + sk.Site + "), as a file path and turns its \"//\" into \"/\"; use url.JoinPath or (*url.URL).JoinPath"})
							break
						}
					}
					continue
				}
			}
		}
		if !isURI {
			if sc, ok := ast.Unparen(a).(*ast.CallExpr); ok {
				if fn, _ := typeutil.Callee(c.pass.TypesInfo, sc).(*types.Func); fn != nil && fn.FullName() == "(*net/url.URL).String" && !c.hostless(sc) {
					fs = append(fs, finding{expr: a, pos: a.Pos(), end: a.End(), cat: uricheck.Join,
						msg: site + " cleans a URL as a file path and turns its \"//\" into \"/\" (\"https://h/x\" becomes \"https:/h/x\"); use url.JoinPath or (*url.URL).JoinPath"})
				}
			}
			continue
		}
		if lit == nil {
			continue
		}
		fs = append(fs, finding{lit: lit, expr: a, pos: lit.Pos(), end: lit.End(), cat: uricheck.Join,
			msg: site + " cleans " + uricheck.Quote(text) + " as a file path and turns its \"//\" into \"/\"; use url.JoinPath or (*url.URL).JoinPath"})
	}
	return fs
}

// stringVar returns the string field or package variable that e reads,
// directly or through locals written once: an exported one of any
// package, or one of this package's.
func (c *checker) stringVar(e ast.Expr) *types.Var {
	for range maxDepth {
		id := nameOf(e)
		if id == nil {
			return nil
		}
		v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok {
			return nil
		}
		if v.Kind() == types.LocalVar {
			if e = c.localValue(v); e == nil {
				return nil
			}
			continue
		}
		v = v.Origin()
		if !v.Exported() && v.Pkg() != c.pass.Pkg || !typesutil.IsString(v.Type()) || v.Kind() != types.PackageVar && v.Kind() != types.FieldVar {
			return nil
		}
		return v
	}
	return nil
}

// holedLit reports whether an argument's leading text is a literal's:
// then it is not a variable's value.
func holedLit(text string, lit *ast.BasicLit) bool { return text != "" || lit != nil }

// hostless reports whether the receiver of the (*url.URL).String call is
// a url.URL literal without a Host ("unix" URLs of a socket path), whose
// text has no "//" for cleaning to break.
func (c *checker) hostless(call *ast.CallExpr) bool {
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
			v, known := c.constText(kv.Value)
			return known && v == ""
		}
	}
	return true
}

// checkJoinElem reports a url.JoinPath element whose constant text holds
// '?' or '#': JoinPath escapes them into the path.
func (c *checker) checkJoinElem(a ast.Expr, site string) []finding {
	t := c.eval(a)
	if len(t) == 1 && t[0].hole {
		// A field every write of which this package sees: each value
		// written to it reaches the element.
		var fs []finding
		for _, v := range c.fieldValues(a) {
			fs = append(fs, c.checkJoinElem(v, site)...)
		}
		return fs
	}
	for _, p := range t {
		if p.hole || p.lit == nil {
			continue
		}
		if i := strings.IndexAny(p.text, "?#"); i >= 0 {
			esc := "%3F"
			if p.text[i] == '#' {
				esc = "%23"
			}
			pos, end := litRange(p.lit, c.litSource(p.lit), p.off+i, p.off+i+1)
			return []finding{{lit: p.lit, expr: a, pos: pos, end: end, cat: uricheck.Join,
				msg: site + " escapes " + uricheck.Quote(p.text[i:i+1]) + " in an element into " + uricheck.Quote(esc) + " in the path; set the query or fragment (RawQuery, Fragment) instead"}}
		}
	}
	return nil
}

// checkJoints reports, in the concatenation e, a constant joint that
// glues text onto a URI's host or, where a sink receives it (a literal
// in sent), doubles a "/".
func (c *checker) checkJoints(e *ast.BinaryExpr, sent map[*ast.BasicLit]bool) []finding {
	if !typesutil.IsString(c.pass.TypesInfo.TypeOf(e)) {
		return nil
	}
	var left strings.Builder
	// Each joint judged parses the text on its left: a few are judged,
	// so that a chain of any length costs time linear in its length.
	judged := 0
	for i, op := range operands(e) {
		t := c.eval(op)
		if len(t) == 0 || t[0].hole {
			return nil // unknown text from here on
		}
		if i > 0 {
			l := left.String()
			p := t[0]
			if p.text != "" && p.lit != nil && judged < maxJudgedJoints && (unreserved(p.text[0]) || p.text[0] == '/') {
				judged++
				sp := uricore.Split(l)
				_, err := uricore.Parse(l) // a URI on its own: not text that merely starts with one
				if n := uricore.SchemeLen(l); err == nil && sp.Authority.Defined() && n > 0 && strings.HasPrefix(l[n:], "://") {
					switch {
					case sp.Host.End == len(l) && sp.Host.Start < len(l) && unreserved(p.text[0]):
						pos, end := litRange(p.lit, c.litSource(p.lit), p.off, p.off+1)
						host := sp.Host.Of(l)
						return []finding{{lit: p.lit, expr: op, pos: pos, end: end, cat: uricheck.Join,
							msg: uricheck.Quote(p.text) + " continues the host " + uricheck.Quote(host) + " of " + uricheck.Quote(l) + ": a \"/\" is missing between them"}}
					case sent[p.lit] && strings.HasSuffix(l, "/") && strings.HasPrefix(p.text, "/") && !sp.Query.Defined() && !sp.Fragment.Defined():
						pos, end := litRange(p.lit, c.litSource(p.lit), p.off, p.off+1)
						return []finding{{lit: p.lit, expr: op, pos: pos, end: end, cat: uricheck.Join,
							msg: uricheck.Quote(l) + " + " + uricheck.Quote(p.text) + " doubles the \"/\" of the path (a ServeMux answers such a path with a redirect)"}}
					}
				}
			}
		}
		for _, p := range t {
			if p.hole {
				return nil
			}
			left.WriteString(p.text)
		}
		if i == 0 && !strings.Contains(left.String(), "://") {
			return nil // not a URI with an authority: no joint to judge
		}
	}
	return nil
}

// maxJudgedJoints is how many joints of one concatenation checkJoints
// judges.
const maxJudgedJoints = 64

// unreserved reports whether b is an unreserved character (RFC 3986
// §2.3), one that continues a reg-name.
func unreserved(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || strings.IndexByte("-._~", b) >= 0
}

// A resolveFact marks a function that resolves string parameters against
// a base urilint knows ((*url.URL).Parse on c.BaseURL, or another such
// function), so that its callers' references are checked against it.
type resolveFact struct {
	Args []resolveArg
}

// A resolveArg is a parameter of a resolution wrapper and its base.
type resolveArg struct {
	Index int
	Base  string
}

func (*resolveFact) AFact() {}

// String prints the fact with its content: `resolves(#0 against
// "https://api.example.com/v1/")`, the base redacted.
func (f *resolveFact) String() string {
	var items []string
	for _, a := range f.Args {
		items = append(items, fmt.Sprintf("#%d against %s", a.Index, uricheck.Quote(a.Base)))
	}
	return factString("resolves", items)
}

// resolvesOf returns the parameters fn resolves against a known base.
func (c *checker) resolvesOf(fn *types.Func) []resolveArg {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if fn.Pkg() == c.pass.Pkg {
		return c.joins.resolvers[fn]
	}
	args, ok := c.joins.imported[fn]
	if !ok {
		var f resolveFact
		if fn.Pkg() != nil && c.pass.ImportObjectFact(fn, &f) {
			args = f.Args
		}
		if c.joins.imported == nil {
			c.joins.imported = map[*types.Func][]resolveArg{}
		}
		c.joins.imported[fn] = args
	}
	return args
}

// resolves reports whether one of calls resolves a reference: a call of
// (*url.URL).Parse or (*url.URL).ResolveReference, or of a resolution
// wrapper of another package.
func (c *checker) resolves(calls []callSite) bool {
	for _, cs := range calls {
		fn := cs.fn
		if fn == nil || fn.Pkg() == nil || fn.Pkg() == c.pass.Pkg {
			continue
		}
		if fn.Pkg().Path() == "net/url" && fn.Signature().Recv() != nil && (fn.Name() == "Parse" || fn.Name() == "ResolveReference") {
			return true
		}
		if len(c.resolvesOf(fn)) > 0 {
			return true
		}
	}
	return false
}

// fullName returns fn.FullName(), which allocates, once per function.
func (c *checker) fullName(fn *types.Func) string {
	name, ok := c.values.names[fn]
	if !ok {
		name = fn.FullName()
		if c.values.names == nil {
			c.values.names = map[*types.Func]string{}
		}
		c.values.names[fn] = name
	}
	return name
}

// mayResolve returns the variables that calls give, as they are, to the
// reference of (*url.URL).Parse, to a resolution argument of another
// package's wrapper, or to a string parameter of a function of this
// package that is itself in the set. Only a parameter in it can be a
// resolution parameter: findResolvers reads no body for the others.
func (c *checker) mayResolve(calls []callSite) map[*types.Var]bool {
	// The Path of a url.URL literal given to ResolveReference is a
	// reference too.
	seeds := func(call *ast.CallExpr, fn *types.Func) []*types.Var {
		if fn.Name() != "ResolveReference" || len(call.Args) != 1 || c.fullName(fn) != "(*net/url.URL).ResolveReference" {
			return nil
		}
		if ref, ok := c.refLiteral(call.Args[0]); ok {
			if id, ok := ast.Unparen(ref).(*ast.Ident); ok {
				if v, ok := c.pass.TypesInfo.Uses[id].(*types.Var); ok {
					return []*types.Var{v}
				}
			}
		}
		return nil
	}
	return c.givenToFrom(calls, func(fn *types.Func) ([]int, bool) {
		if fn.Pkg() == c.pass.Pkg {
			return nil, true
		}
		var refs []int
		if isURLParse(fn) && c.fullName(fn) == "(*net/url.URL).Parse" {
			refs = []int{0}
		}
		for _, ra := range c.resolvesOf(fn) {
			refs = append(refs, ra.Index)
		}
		return refs, false
	}, seeds)
}

// resolvedPath returns the call base.ResolveReference(&url.URL{Path: v})
// in fd's body, and the Path's expression, if v's first use is there.
func (c *checker) resolvedPath(fd *ast.FuncDecl, v *types.Var) (*ast.CallExpr, ast.Expr, bool) {
	var first *ast.Ident
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && first == nil && c.pass.TypesInfo.Uses[id] == v {
			first = id
		}
		return first == nil
	})
	if first == nil {
		return nil, nil, false
	}
	var found *ast.CallExpr
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found != nil || len(call.Args) != 1 {
			return found == nil
		}
		if fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func); fn == nil || fn.Name() != "ResolveReference" || c.fullName(fn) != "(*net/url.URL).ResolveReference" {
			return true
		}
		if ref, ok := c.refLiteral(call.Args[0]); ok && ast.Unparen(ref) == first {
			found = call
		}
		return true
	})
	if found == nil {
		return nil, nil, false
	}
	return found, first, true
}

// isURLParse reports whether fn is a method of net/url named Parse: the
// full name decides which.
func isURLParse(fn *types.Func) bool {
	return fn.Name() == "Parse" && fn.Pkg() != nil && fn.Pkg().Path() == "net/url" && fn.Signature().Recv() != nil
}

// findResolvers finds this package's resolution wrappers: functions whose
// string parameter is first used as the reference of (*url.URL).Parse on
// a known base, or of another resolution wrapper, and exports their facts.
func (c *checker) findResolvers(calls []callSite) {
	c.joins.resolvers = map[*types.Func][]resolveArg{}
	c.joins.resolving = map[ast.Expr]bool{}
	info := c.pass.TypesInfo
	passed := c.mayResolve(calls)
	var visit func(fn *types.Func, seen map[*types.Func]bool) []resolveArg
	visit = func(fn *types.Func, seen map[*types.Func]bool) []resolveArg {
		if r, ok := c.joins.resolvers[fn]; ok || seen[fn] {
			return r
		}
		seen[fn] = true
		params := fn.Signature().Params()
		some := false
		for i := range params.Len() {
			some = some || passed[params.At(i)]
		}
		if !some {
			c.joins.resolvers[fn] = nil
			return nil
		}
		fd := c.funcDecl(fn)
		if fd == nil || fd.Body == nil {
			return nil
		}
		var out []resolveArg
		for i := range params.Len() {
			pv := params.At(i)
			if !typesutil.IsString(pv.Type()) || !passed[pv] {
				continue
			}
			if call, ref, ok := c.resolvedPath(fd, pv); ok {
				// base.ResolveReference(&url.URL{Path: p}), p's first use.
				if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
					if base, _, ok := c.baseOf(sel.X, 0); ok {
						out = append(out, resolveArg{i, base})
						c.joins.resolving[ref] = true
					}
				}
				continue
			}
			cur, ok := c.tests.policy.FirstCallWith(fd, pv)
			if !ok {
				continue
			}
			call := cur.Node().(*ast.CallExpr)
			callee, _ := typeutil.Callee(info, call).(*types.Func)
			if callee == nil {
				continue
			}
			for k, a := range call.Args {
				if id, ok := ast.Unparen(a).(*ast.Ident); !ok || info.Uses[id] != pv {
					continue
				}
				if callee.FullName() == "(*net/url.URL).Parse" {
					if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
						if base, _, ok := c.baseOf(sel.X, 0); ok {
							out = append(out, resolveArg{i, base})
							c.joins.resolving[a] = true
						}
					}
					continue
				}
				var inner []resolveArg
				if callee.Pkg() == c.pass.Pkg {
					inner = visit(callee.Origin(), seen)
				} else {
					inner = c.resolvesOf(callee)
				}
				for _, ra := range inner {
					if ra.Index == k {
						out = append(out, resolveArg{i, ra.Base})
						c.joins.resolving[a] = true
					}
				}
			}
		}
		c.joins.resolvers[fn] = out
		return out
	}
	seen := map[*types.Func]bool{}
	for fn := range c.allFuncDecls() {
		clear(seen)
		visit(fn, seen)
	}
	for fn, args := range c.joins.resolvers {
		if len(args) > 0 {
			slices.SortFunc(args, func(a, b resolveArg) int { return cmp.Or(a.Index-b.Index, strings.Compare(a.Base, b.Base)) })
			c.pass.ExportObjectFact(fn, &resolveFact{args})
		}
	}
}
