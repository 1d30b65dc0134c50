// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/printf"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// addressPkgs are the packages of addressArgs.
var addressPkgs = func() map[string]bool {
	m := map[string]bool{}
	for name := range addressArgs {
		m[typesutil.FuncPkgPath(name)] = true
	}
	return m
}()

// importsAddress reports whether pkg imports a package of addressArgs
// itself: only then can it call one.
func importsAddress(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if addressPkgs[imp.Path()] {
			return true
		}
	}
	return false
}

// portAfter reports whether hole i of t is followed by ':' and a port:
// digits, or a hole (a port of unknown value).
func portAfter(t template, i int) bool {
	if i+1 >= len(t) || t[i+1].hole || !strings.HasPrefix(t[i+1].text, ":") {
		return false
	}
	// The text after the ':', across the constant pieces that follow.
	rest := t[i+1].text[1:]
	for j := i + 2; rest == "" && j < len(t); j++ {
		if t[j].hole {
			return true // a port of unknown value
		}
		rest = t[j].text
	}
	return rest != "" && rest[0] >= '0' && rest[0] <= '9'
}

// userinfoAfter reports whether the text after hole i of t reaches an
// '@' before the authority ends: the hole is a user name, and what
// follows its ':' a password ("tls://%s:%s@%s/").
func userinfoAfter(t template, i int) bool {
	for _, p := range t[i+1:] {
		if p.hole {
			continue
		}
		if j := strings.IndexAny(p.text, "@/?#"); j >= 0 {
			return p.text[j] == '@'
		}
	}
	return false
}

// gluedHosts returns the hostport findings of t: each hole that stands
// where a host does (at(i)) and is followed by ':' and a port, unless
// where the host comes from says it is no IPv6 address without its
// brackets. u is the use the text reaches, if any; whole the expression
// to report at when the ':' is not in a literal of a checked file.
func (ck *checks) gluedHosts(t template, at func(i int) bool, u *use, whole ast.Expr) []finding {
	var out []finding
	for i, p := range t {
		if p.hole && !p.digits && p.expr != nil && !portAfter(t, i) && at(i) {
			// A local written several times, one of them host:port
			// (addr = fmt.Sprintf("%s:%d", host, port) in a branch).
			out = append(out, ck.gluedDefs(p.expr, u)...)
			if i > 0 {
				out = append(out, ck.droppedPort(p.expr, u)...)
			}
		}
		if !p.hole || p.digits || p.expr == nil || !portAfter(t, i) || !at(i) || userinfoAfter(t, i) {
			continue
		}
		src := ck.text.hostOf(p.expr, 0)
		if src.safe {
			continue
		}
		origin := src.what
		if s := posString(ck.pass.Fset, src.pos); s != "" {
			origin += " at " + s
		}
		f := finding{cat: uricheck.HostPort, use: u, textOnly: u == nil, weakOrigin: !src.bare,
			msg: types.ExprString(p.expr) + " may be an IPv6 address (host from " + origin + "), which needs brackets before \":\" and a port: net.JoinHostPort writes them"}
		// At the ':' where the host meets it; when the ':' comes from a
		// name and the host is written here, at the expression that
		// glues them (port := ":80"; host + port).
		if next := t[i+1]; next.lit != nil && (within(next.lit, whole) || !within(p.expr, whole)) {
			f.lit = next.lit
			f.pos, f.end = litRange(next.lit, ck.litSource(next.lit), next.off, next.off+1)
		} else {
			f.expr, f.pos, f.end = whole, whole.Pos(), whole.End()
		}
		out = append(out, f)
	}
	return out
}

// hostStart reports whether hole i of t stands where a host does in a
// URI: right after "//" or an '@'.
func hostStart(t template, i int) bool {
	if i == 0 || t[i-1].hole {
		return false
	}
	s := t[i-1].text
	return strings.HasSuffix(s, "//") || strings.HasSuffix(s, "@")
}

// checkHostPorts returns the hostport findings of the calls: addresses
// given to the standard library's dialers and listeners, URI templates
// that start with "scheme://" wherever they go but a display, a URL's
// Host given to net.JoinHostPort or split or tested by ':'.
func (ck *checks) checkHostPorts(calls []callSite, lits, parts []inspector.Cursor) []finding {
	var out []finding
	for _, cur := range parts {
		out = append(out, ck.checkServerAddr(cur)...)
	}
	fields := map[*types.Var]string{} // the package's fields read as addresses
	for _, cs := range calls {
		fn := cs.fn
		if fn == nil || fn.Pkg() == nil {
			continue
		}
		call := cs.cur.Node().(*ast.CallExpr)
		path := fn.Pkg().Path()
		if addressPkgs[path] {
			if i, ok := addressArgs[ck.values.fullName(fn)]; ok && i >= 0 && i < len(call.Args) && !call.Ellipsis.IsValid() {
				out = append(out, ck.checkAddress(cs.cur, fn, i)...)
				if f := ck.addressField(call.Args[i]); f != nil {
					fields[f] = "passed to " + ck.values.fullName(fn) + " at " + posString(ck.pass.Fset, call.Pos())
				}
			}
		}
		switch path {
		case "net":
			if fn.Name() == "JoinHostPort" && len(call.Args) == 2 {
				if recv, ok := ck.urlHost(call.Args[0]); ok && !ck.hostWritten(cs.cur, call.Args[0]) {
					fix := "give it " + recv + ".Hostname()"
					if recv == "" {
						fix = "give it the host net.SplitHostPort takes from it"
					}
					out = append(out, finding{expr: call.Args[0], pos: call.Args[0].Pos(), end: call.Args[0].End(), cat: uricheck.HostPort,
						msg: "net.JoinHostPort given " + types.ExprString(call.Args[0]) + ", which may hold a port and an IPv6 address's brackets already (\"[::1]:80\" gives \"[[::1]:80]:…\"): " + fix})
				}
			}
		case "strings":
			out = append(out, ck.checkColonTest(call, fn)...)
		}
		if ck.sinks.stringPrintf(fn) {
			out = append(out, ck.checkURLTemplate(cs.cur, call)...)
		}
	}
	for _, cur := range lits {
		if _, ok := cur.Node().(*ast.BinaryExpr); ok {
			out = append(out, ck.checkURLTemplate(cur, cur.Node().(ast.Expr))...)
		}
	}
	return append(out, ck.checkFieldWrites(fields)...)
}

// checkServerAddr checks the address an http.Server's Addr is given at
// cur: a composite literal or an assignment.
func (ck *checks) checkServerAddr(cur inspector.Cursor) []finding {
	info := ck.pass.TypesInfo
	isAddr := func(obj types.Object) bool {
		v, ok := obj.(*types.Var)
		return ok && v.IsField() && v.Name() == "Addr" && v.Pkg() != nil && v.Pkg().Path() == "net/http" && v.Origin() == v
	}
	var vals []ast.Expr
	switch n := cur.Node().(type) {
	case *ast.CompositeLit:
		if !isType(info.TypeOf(n), "net/http", "Server") {
			return nil
		}
		for _, elt := range n.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && isAddr(info.Uses[id]) {
					vals = append(vals, kv.Value)
				}
			}
		}
	case *ast.AssignStmt:
		if len(n.Lhs) != len(n.Rhs) || n.Tok != token.ASSIGN {
			return nil
		}
		for i, l := range n.Lhs {
			if sel, ok := l.(*ast.SelectorExpr); ok && isAddr(info.Uses[sel.Sel]) {
				vals = append(vals, n.Rhs[i])
			}
		}
	}
	var out []finding
	for _, v := range vals {
		if !typesutil.IsString(info.TypeOf(v)) {
			continue
		}
		t := ck.text.eval(v)
		u := &use{cur: cur, expr: v, tmpl: t, need: uricheck.Need{Kind: uricheck.KindHostPort}, where: "used as net/http.Server.Addr", arg: -1}
		fs := ck.gluedHosts(t, func(i int) bool { return i == 0 }, u, v)
		if len(fs) == 1 && !fs[0].weakOrigin {
			fs[0].fix = ck.joinHostPortFix(v, fs[0].pos)
		}
		out = append(out, fs...)
	}
	return out
}

// checkAddress checks argument i of the call at cur to fn, an address.
func (ck *checks) checkAddress(cur inspector.Cursor, fn *types.Func, i int) []finding {
	call := cur.Node().(*ast.CallExpr)
	arg := call.Args[i]
	if !typesutil.IsString(ck.pass.TypesInfo.TypeOf(arg)) {
		return nil
	}
	t := ck.text.eval(arg)
	u := &use{cur: cur, expr: arg, tmpl: t, need: uricheck.Need{Kind: uricheck.KindHostPort}, where: "passed to " + ck.values.fullName(fn), arg: i}
	fs := ck.gluedHosts(t, func(i int) bool { return i == 0 }, u, arg)
	if len(fs) == 1 && !fs[0].weakOrigin {
		fs[0].fix = ck.joinHostPortFix(arg, fs[0].pos)
	}
	if len(t) == 1 && t[0].hole {
		fs = append(fs, ck.gluedReturns(t[0].expr, u)...)
		fs = append(fs, ck.gluedMapKeys(t[0].expr, u)...)
	}
	return fs
}

// gluedMapKeys returns the hostport findings of the keys of a local map
// whose range key e is: for addr := range addrs { net.Dial("tcp", addr) }
// dials every key the function writes, by addrs[k] = v or in the map's
// literal.
func (ck *checks) gluedMapKeys(e ast.Expr, u *use) []finding {
	info := ck.pass.TypesInfo
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	def, ok := ck.values.index.Def(v)
	if !ok {
		return nil
	}
	rs, ok := def.Parent().Node().(*ast.RangeStmt)
	if !ok || rs.Key != def.Node() {
		return nil
	}
	mid, ok := ast.Unparen(rs.X).(*ast.Ident)
	if !ok {
		return nil
	}
	m, ok := info.Uses[mid].(*types.Var)
	if !ok || m.Kind() != types.LocalVar {
		return nil
	}
	if _, isMap := m.Type().Underlying().(*types.Map); !isMap {
		return nil
	}
	fc, ok := enclosingFunc(def)
	if !ok {
		return nil
	}
	isM := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.ObjectOf(id) == m
	}
	var keys []ast.Expr
	for cur := range fc.Preorder((*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)) {
		var lhs, rhs []ast.Expr
		switch n := cur.Node().(type) {
		case *ast.AssignStmt:
			lhs, rhs = n.Lhs, n.Rhs
		case *ast.ValueSpec:
			for _, name := range n.Names {
				lhs = append(lhs, name)
			}
			rhs = n.Values
		}
		for i, l := range lhs {
			if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok && isM(ix.X) {
				keys = append(keys, ix.Index)
			}
			if isM(l) && len(rhs) == len(lhs) {
				if lit, ok := ast.Unparen(rhs[i]).(*ast.CompositeLit); ok {
					for _, elt := range lit.Elts {
						if kv, ok := elt.(*ast.KeyValueExpr); ok {
							keys = append(keys, kv.Key)
						}
					}
				}
			}
		}
	}
	var out []finding
	for _, k := range keys {
		if !typesutil.IsString(info.TypeOf(k)) {
			continue
		}
		fs := ck.gluedHosts(ck.text.eval(k), func(i int) bool { return i == 0 }, u, k)
		if len(fs) == 1 && !fs[0].weakOrigin {
			fs[0].fix = ck.joinHostPortFix(k, fs[0].pos)
		}
		out = append(out, fs...)
	}
	return out
}

// gluedReturns returns the hostport findings of the results of e, a
// call of a function of the package that returns an address: each
// return whose value glues a host to a port.
func (ck *checks) gluedReturns(e ast.Expr, u *use) []finding {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	fn := ck.values.callee(call)
	if fn == nil || fn.Signature().Results().Len() != 1 {
		return nil
	}
	decl := ck.values.funcDecl(fn)
	if decl == nil || decl.Body == nil {
		return nil
	}
	var out []finding
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 1 && typesutil.IsString(ck.pass.TypesInfo.TypeOf(n.Results[0])) {
				r := n.Results[0]
				fs := ck.gluedHosts(ck.text.eval(r), func(i int) bool { return i == 0 }, u, r)
				if len(fs) == 1 && !fs[0].weakOrigin {
					fs[0].fix = ck.joinHostPortFix(r, fs[0].pos)
				}
				out = append(out, fs...)
			}
		}
		return true
	})
	return out
}

// checkURLTemplate checks e, a printf call or a concatenation at cur,
// when its text starts with "scheme://" and it is not only displayed: a
// URI wherever it goes.
func (ck *checks) checkURLTemplate(cur inspector.Cursor, e ast.Expr) []finding {
	if !ck.mayStartURL(e) || ck.displayedOnly(cur, 0) {
		return nil
	}
	t := ck.text.eval(e)
	if len(t) < 2 {
		return nil
	}
	// "scheme://…", or a scheme of unknown value and "://…".
	if first := t[0]; first.hole {
		if t[1].hole || !strings.HasPrefix(t[1].text, "://") {
			return nil
		}
	} else if n := uricore.SchemeLen(first.text); n == 0 || !strings.HasPrefix(first.text[n:], "://") {
		return nil
	}
	fs := ck.gluedHosts(t, func(i int) bool { return hostStart(t, i) }, nil, e)
	if bin, ok := e.(*ast.BinaryExpr); ok && len(fs) == 1 && !fs[0].weakOrigin {
		fs[0].fix = ck.concatFix(bin, fs[0].pos)
	}
	return append(fs, ck.rawHoles(t, nil, e)...)
}

// displayedOnly reports whether the string at cur is only displayed:
// given to a print, a log, an error or a test's log, directly or
// through a local that nothing else reads. A URL in a log line is no
// address.
func (ck *checks) displayedOnly(cur inspector.Cursor, depth int) bool {
	for {
		switch p := cur.Parent().Node().(type) {
		case *ast.ParenExpr:
			cur = cur.Parent()
			continue
		case *ast.BinaryExpr:
			if p.Op != token.ADD {
				return false
			}
			cur = cur.Parent()
			continue
		case *ast.ExprStmt:
			return true // a result nothing reads
		case *ast.CallExpr:
			if p.Fun == cur.Node() {
				return false
			}
			fn := ck.values.callee(p)
			if fn == nil || fn.Pkg() == nil {
				return false
			}
			switch fn.Pkg().Path() {
			case "log", "log/slog", "testing", "errors":
				return true
			}
			r := fn.Signature().Results()
			if k := ck.sinks.printfKind(fn); k != printf.KindNone {
				return r.Len() == 0 || !typesutil.IsString(r.At(0).Type())
			}
			return false
		case *ast.AssignStmt:
			if depth > 0 || len(p.Lhs) != 1 || len(p.Rhs) != 1 || p.Rhs[0] != cur.Node() {
				return false
			}
			id, ok := p.Lhs[0].(*ast.Ident)
			if !ok {
				return false
			}
			v, ok := ck.pass.TypesInfo.ObjectOf(id).(*types.Var)
			if !ok || v.Kind() != types.LocalVar {
				return false
			}
			fn, ok := enclosingFunc(cur)
			if !ok {
				return false
			}
			read := false
			for u := range ck.values.index.UsesIn(v, fn) {
				if u.Node() == ast.Node(id) {
					continue
				}
				if !ck.displayedOnly(u, depth+1) {
					return false
				}
				read = true
			}
			return read
		}
		return false
	}
}

// urlHost reports whether e is the Host field of a url.URL or an
// http.Request, which keeps a port and an IPv6 address's brackets, and
// returns the expression of the URL to take Hostname of.
func (ck *checks) urlHost(e ast.Expr) (string, bool) {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Host" {
		return "", false
	}
	s := ck.pass.TypesInfo.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return "", false
	}
	switch {
	case isType(s.Recv(), "net/url", "URL"):
		return types.ExprString(sel.X), true
	case isType(s.Recv(), "net/http", "Request"):
		return "", true // a request's Host header: no URL to ask
	}
	return "", false
}

// checkColonTest returns a finding for a call of package strings that
// tests the Host of a url.URL or http.Request for a port by its ':'
// (true for every IPv6 host, which has colons and brackets), or splits
// it, or a request's RemoteAddr, on ':'.
func (ck *checks) checkColonTest(call *ast.CallExpr, fn *types.Func) []finding {
	if len(call.Args) < 2 || !colonTests[fn.Name()] && !colonSplits[fn.Name()] {
		return nil
	}
	sep, ok := ck.colon(call.Args[1])
	if !ok || !sep {
		return nil
	}
	arg := call.Args[0]
	if id, ok := ast.Unparen(arg).(*ast.Ident); ok {
		if v, ok := ck.pass.TypesInfo.Uses[id].(*types.Var); ok {
			if d := ck.values.localValue(v); d != nil {
				arg = d // remoteAddr := r.RemoteAddr
			}
		}
	}
	recv, ok := ck.urlHost(arg)
	remote := false
	if !ok {
		sel, isSel := ast.Unparen(arg).(*ast.SelectorExpr)
		if !isSel || sel.Sel.Name != "RemoteAddr" || !colonSplits[fn.Name()] {
			return nil
		}
		s := ck.pass.TypesInfo.Selections[sel]
		if s == nil || s.Kind() != types.FieldVal || !isType(s.Recv(), "net/http", "Request") {
			return nil
		}
		remote = true
	}
	var msg string
	switch {
	case remote || recv == "" && colonSplits[fn.Name()]:
		msg = "strings." + fn.Name() + " splits " + types.ExprString(arg) + " on ':', which an IPv6 address holds several of (\"[::1]:80\"): use net.SplitHostPort"
	case colonSplits[fn.Name()]:
		msg = "strings." + fn.Name() + " splits " + types.ExprString(arg) + " on ':', which an IPv6 host holds several of (\"[::1]:80\"): use " + recv + ".Hostname() and " + recv + ".Port()"
	case recv == "":
		msg = "strings." + fn.Name() + " tests " + types.ExprString(arg) + " for a port by its ':', which every IPv6 host holds (\"[::1]\"): a port follows the last ':' only when it comes after the last ']'"
	default:
		msg = "strings." + fn.Name() + " tests " + types.ExprString(arg) + " for a port by its ':', which every IPv6 host holds (\"[::1]\"): use " + recv + ".Port() != \"\""
	}
	return []finding{{expr: call, pos: call.Pos(), end: call.End(), cat: uricheck.HostPort, msg: msg}}
}

// colon reports whether e is the constant ":" (a string or a rune).
func (ck *checks) colon(e ast.Expr) (bool, bool) {
	tv := ck.pass.TypesInfo.Types[e]
	if tv.Value == nil {
		return false, false
	}
	switch tv.Value.Kind() {
	case constant.String:
		return constant.StringVal(tv.Value) == ":", true
	case constant.Int:
		c, ok := constant.Int64Val(tv.Value)
		return ok && c == ':', true
	}
	return false, false
}

// joinHostPortFix returns the fix of an address arg built as
// fmt.Sprintf("%s:%d", host, port), "%s:%s", or host + ":" + port,
// directly or through a local written once: net.JoinHostPort(host,
// port), right for every value. pos is the finding's position, in the
// expression that is rewritten.
func (ck *checks) joinHostPortFix(arg ast.Expr, pos token.Pos) *analysis.SuggestedFix {
	e := ast.Unparen(arg)
	if id, ok := e.(*ast.Ident); ok {
		if v, ok := ck.pass.TypesInfo.Uses[id].(*types.Var); ok {
			if d := ck.values.localValue(v); d != nil {
				e = ast.Unparen(d)
			}
		}
	}
	if e.Pos() > pos || pos >= e.End() {
		return nil
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		return ck.sprintfFix(e)
	case *ast.BinaryExpr:
		return ck.concatFix(e, pos)
	}
	return nil
}

// sprintfFix rewrites fmt.Sprintf("%s:%d", host, port) and "%s:%s" as
// net.JoinHostPort.
func (ck *checks) sprintfFix(call *ast.CallExpr) *analysis.SuggestedFix {
	fn := ck.values.callee(call)
	if fn == nil || ck.values.fullName(fn) != "fmt.Sprintf" || len(call.Args) != 3 || call.Ellipsis.IsValid() {
		return nil
	}
	format, ok := ck.values.stringValue(call.Args[0])
	if !ok || format != "%s:%d" && format != "%s:%s" {
		return nil
	}
	info := ck.pass.TypesInfo
	host, port := call.Args[1], call.Args[2]
	if !typesutil.IsString(info.TypeOf(host)) {
		return nil
	}
	if !ck.fmtStaysUsed(call) {
		return nil // the file would import fmt and not use it: it would not build
	}
	net, imports, ok := ck.importName(call.Pos(), "net")
	if !ok {
		return nil
	}
	edits := []analysis.TextEdit{{Pos: call.Fun.Pos(), End: host.Pos(), NewText: []byte(net + ".JoinHostPort(")}}
	if format == "%s:%d" {
		switch t := info.TypeOf(port); {
		case typesutil.IsString(t):
			return nil // %d of a string prints %!d(string=…)
		case types.Identical(t, types.Typ[types.Int]):
			sc, more, ok := ck.importName(call.Pos(), "strconv")
			if !ok {
				return nil
			}
			imports = append(imports, more...)
			edits = append(edits,
				analysis.TextEdit{Pos: port.Pos(), End: port.Pos(), NewText: []byte(sc + ".Itoa(")},
				analysis.TextEdit{Pos: port.End(), End: port.End(), NewText: []byte(")")})
		default:
			sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			if !ok {
				return nil
			}
			// The package fmt is imported under the name the call uses.
			edits = append(edits,
				analysis.TextEdit{Pos: port.Pos(), End: port.Pos(), NewText: []byte(types.ExprString(sel.X) + ".Sprint(")},
				analysis.TextEdit{Pos: port.End(), End: port.End(), NewText: []byte(")")})
		}
	} else if !typesutil.IsString(info.TypeOf(port)) {
		return nil
	}
	return &analysis.SuggestedFix{Message: "Use net.JoinHostPort", TextEdits: append(edits, imports...)}
}

// fmtStaysUsed reports whether the file of call, fmt.Sprintf, uses
// package fmt elsewhere than in calls that sprintfFix rewrites, so that
// applying every fix of the file leaves its import of fmt used.
func (ck *checks) fmtStaysUsed(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	pn, ok := ck.pass.TypesInfo.Uses[id].(*types.PkgName)
	if !ok {
		return false
	}
	var file *ast.File
	for _, f := range ck.pass.Files {
		if f.FileStart <= call.Pos() && call.Pos() < f.FileEnd {
			file = f
		}
	}
	if file == nil {
		return false
	}
	used := false
	ast.Inspect(file, func(n ast.Node) bool {
		if used {
			return false
		}
		if c, ok := n.(*ast.CallExpr); ok && ck.hostPortSprintf(c) {
			return false
		}
		if x, ok := n.(*ast.Ident); ok && ck.pass.TypesInfo.Uses[x] == pn {
			used = true
		}
		return true
	})
	return used
}

// hostPortSprintf reports whether call is fmt.Sprintf("%s:%d", a, b) or
// fmt.Sprintf("%s:%s", a, b), which sprintfFix may rewrite.
func (ck *checks) hostPortSprintf(call *ast.CallExpr) bool {
	fn := ck.values.callee(call)
	if fn == nil || ck.values.fullName(fn) != "fmt.Sprintf" || len(call.Args) != 3 {
		return false
	}
	format, ok := ck.values.stringValue(call.Args[0])
	return ok && (format == "%s:%d" || format == "%s:%s")
}

// concatFix rewrites host + ":" + port, a run of the concatenation
// bin's operands whose ':' is at pos, as net.JoinHostPort(host, port).
func (ck *checks) concatFix(bin *ast.BinaryExpr, pos token.Pos) *analysis.SuggestedFix {
	ops := operands(bin)
	info := ck.pass.TypesInfo
	for k := 1; k+1 < len(ops); k++ {
		colon := ops[k]
		if colon.Pos() > pos || pos >= colon.End() {
			continue
		}
		if s, ok := ck.values.stringValue(colon); !ok || s != ":" {
			return nil
		}
		host, port := ops[k-1], ops[k+1]
		if !typesutil.IsString(info.TypeOf(host)) || !typesutil.IsString(info.TypeOf(port)) {
			return nil
		}
		if _, ok := info.Types[port]; ok && info.Types[port].Value != nil {
			if s := constant.StringVal(info.Types[port].Value); s == "" || strings.Trim(s, "0123456789") != "" {
				return nil // text after the port: not a port alone
			}
		}
		net, imports, ok := ck.importName(bin.Pos(), "net")
		if !ok {
			return nil
		}
		edits := []analysis.TextEdit{
			{Pos: host.Pos(), End: host.Pos(), NewText: []byte(net + ".JoinHostPort(")},
			{Pos: host.End(), End: port.Pos(), NewText: []byte(", ")},
			{Pos: port.End(), End: port.End(), NewText: []byte(")")},
		}
		return &analysis.SuggestedFix{Message: "Use net.JoinHostPort", TextEdits: append(edits, imports...)}
	}
	return nil
}

// importName returns the name under which the file that holds pos
// refers to the package path, and the edit that imports it when the
// file does not yet: false when the name is taken at pos by something
// else.
func (ck *checks) importName(pos token.Pos, path string) (string, []analysis.TextEdit, bool) {
	var file *ast.File
	for _, f := range ck.pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			file = f
			break
		}
	}
	if file == nil {
		return "", nil, false
	}
	for _, imp := range file.Imports {
		if p, err := strconv.Unquote(imp.Path.Value); err == nil && p == path {
			switch {
			case imp.Name == nil:
				name := path[strings.LastIndexByte(path, '/')+1:]
				return name, nil, ck.resolvesTo(pos, name, path)
			case imp.Name.Name != "_" && imp.Name.Name != ".":
				return imp.Name.Name, nil, ck.resolvesTo(pos, imp.Name.Name, path)
			}
		}
	}
	name := path[strings.LastIndexByte(path, '/')+1:]
	if scope := ck.pass.Pkg.Scope().Innermost(pos); scope != nil {
		if _, obj := scope.LookupParent(name, pos); obj != nil {
			return "", nil, false // the name is taken
		}
	}
	// A new import: in the last parenthesized import declaration, or a
	// declaration of its own after the package clause.
	for i := len(file.Decls) - 1; i >= 0; i-- {
		gd, ok := file.Decls[i].(*ast.GenDecl)
		if ok && gd.Tok == token.IMPORT && gd.Rparen.IsValid() && len(gd.Specs) > 0 &&
			ck.pass.Fset.Position(gd.Rparen).Line > ck.pass.Fset.Position(gd.Specs[len(gd.Specs)-1].End()).Line {
			return name, []analysis.TextEdit{{Pos: gd.Rparen, End: gd.Rparen, NewText: []byte("\t" + strconv.Quote(path) + "\n")}}, true
		}
	}
	return name, []analysis.TextEdit{{Pos: file.Name.End(), End: file.Name.End(), NewText: []byte("\n\nimport " + strconv.Quote(path))}}, true
}

// resolvesTo reports whether name, at pos, refers to the package path.
func (ck *checks) resolvesTo(pos token.Pos, name, path string) bool {
	scope := ck.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	_, obj := scope.LookupParent(name, pos)
	pn, ok := obj.(*types.PkgName)
	return ok && pn.Imported().Path() == path
}

// hostWritten reports whether the function around cur assigns the Host
// field that e, x.Host, reads (u.Host = host): it then holds what the
// code put there, not a URL's host and port.
func (ck *checks) hostWritten(cur inspector.Cursor, e ast.Expr) bool {
	sel := ast.Unparen(e).(*ast.SelectorExpr)
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	obj := ck.pass.TypesInfo.Uses[id]
	fn, ok := enclosingFunc(cur)
	if !ok || obj == nil {
		return false
	}
	written := false
	ast.Inspect(fn.Node(), func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || written || as.Tok != token.ASSIGN || as.Pos() <= cur.Node().Pos() && cur.Node().End() <= as.End() {
			return !written // (u.Host = net.JoinHostPort(u.Host, p) writes what it reads)
		}
		for _, l := range as.Lhs {
			if s, ok := l.(*ast.SelectorExpr); ok && ck.pass.TypesInfo.Uses[s.Sel] == ck.pass.TypesInfo.Uses[sel.Sel] {
				if x, ok := ast.Unparen(s.X).(*ast.Ident); ok && ck.pass.TypesInfo.Uses[x] == obj {
					written = true // the same field of the same variable
				}
			}
		}
		return true
	})
	return written
}

// gluedDefs returns the hostport findings of the writes of the local e
// names, when it is written more than once (else the evaluator has
// followed it): each write whose value glues a host to a port.
func (ck *checks) gluedDefs(e ast.Expr, u *use) []finding {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := ck.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	l := ck.values.localOf(v)
	if l == nil || l.writes < 2 {
		return nil
	}
	var out []finding
	for _, d := range l.defs {
		if d.value == nil {
			continue
		}
		t := ck.text.eval(d.value)
		fs := ck.gluedHosts(t, func(i int) bool { return i == 0 }, u, d.value)
		if len(fs) == 1 && !fs[0].weakOrigin {
			fs[0].fix = ck.joinHostPortFix(d.value, fs[0].pos)
		}
		out = append(out, fs...)
	}
	return out
}

// addressField returns the field the address argument arg reads, if it
// is one of this package's: its writes are addresses too.
func (ck *checks) addressField(arg ast.Expr) *types.Var {
	sel, ok := ast.Unparen(arg).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s := ck.pass.TypesInfo.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return nil
	}
	f := s.Obj().(*types.Var)
	if f.Pkg() != ck.pass.Pkg || !typesutil.IsString(f.Type()) {
		return nil
	}
	return f
}

// checkFieldWrites returns the hostport findings of the values the
// package writes to the fields of fields, which reach an address: in a
// composite literal (keyed) or an assignment.
func (ck *checks) checkFieldWrites(fields map[*types.Var]string) []finding {
	if len(fields) == 0 {
		return nil
	}
	info := ck.pass.TypesInfo
	var out []finding
	check := func(cur inspector.Cursor, f *types.Var, val ast.Expr) {
		where, ok := fields[f]
		if !ok || !typesutil.IsString(info.TypeOf(val)) {
			return
		}
		t := ck.text.eval(val)
		u := &use{cur: cur, expr: val, tmpl: t, need: uricheck.Need{Kind: uricheck.KindHostPort}, where: "written to " + f.Name() + ", " + where, arg: -1}
		fs := ck.gluedHosts(t, func(i int) bool { return i == 0 }, u, val)
		if len(fs) == 1 && !fs[0].weakOrigin {
			fs[0].fix = ck.joinHostPortFix(val, fs[0].pos)
		}
		out = append(out, fs...)
	}
	for f := range fields {
		uses, ok := ck.values.usesOf(f)
		if !ok {
			continue
		}
		for _, u := range uses {
			switch p := u.Parent().Node().(type) {
			case *ast.KeyValueExpr: // T{addr: …}
				if p.Key == u.Node() {
					check(u.Parent().Parent(), f, p.Value)
				}
			case *ast.SelectorExpr: // x.addr = …
				as, ok := u.Parent().Parent().Node().(*ast.AssignStmt)
				if !ok || p.Sel != u.Node() || len(as.Lhs) != len(as.Rhs) {
					continue
				}
				for i, l := range as.Lhs {
					if l == ast.Expr(p) {
						check(u.Parent().Parent(), f, as.Rhs[i])
					}
				}
			}
		}
	}
	return out
}

// droppedPort returns the hostport finding of e, u.Hostname() put where
// a URL's authority is rebuilt, when its function never reads u.Port():
// the URL's port is lost, and so are an IPv6 address's brackets
// ("https://" + u.Hostname() + "/hooks/" is "https://::1/hooks/").
func (ck *checks) droppedPort(e ast.Expr, u *use) []finding {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return nil
	}
	fn := ck.values.callee(call)
	if fn == nil || ck.values.fullName(fn) != "(*net/url.URL).Hostname" {
		return nil
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if ck.text.constantHostURL(sel.X) {
		return nil // a constant URL: what it holds is in sight
	}
	cur, ok := ck.values.inspector.Root().FindByPos(call.Pos(), call.End())
	if !ok {
		return nil
	}
	fnCur, ok := enclosingFunc(cur)
	if !ok {
		return nil
	}
	recv := types.ExprString(sel.X)
	info := ck.pass.TypesInfo
	read := false
	ast.Inspect(fnCur.Node(), func(n ast.Node) bool {
		if read {
			return false
		}
		s, ok := n.(*ast.SelectorExpr)
		if !ok || !ck.sameURL(s.X, sel.X) {
			return true
		}
		switch obj := info.Uses[s.Sel].(type) {
		case *types.Func: // u.Port()
			read = ck.values.fullName(obj) == "(*net/url.URL).Port"
		case *types.Var: // u.Host: the code handles the authority itself
			read = obj.IsField() && obj.Name() == "Host" && isType(info.TypeOf(s.X), "net/url", "URL")
		}
		return true
	})
	if read {
		return nil
	}
	return []finding{{expr: e, pos: e.Pos(), end: e.End(), cat: uricheck.HostPort, use: u, textOnly: u == nil,
		msg: recv + ".Hostname() rebuilds an authority without " + recv + ".Port(), which is never read here: the port is lost, and so are an IPv6 address's brackets; use " + recv + ".Host"}}
}

// mayStartURL reports, without evaluating e, whether its text may start
// with "scheme://" or a hole and "://": a printf format or the first
// operands of a concatenation that hold "://". Most templates do not.
func (ck *checks) mayStartURL(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.CallExpr:
		fn := ck.values.callee(e)
		if fn == nil {
			return false
		}
		idx := fn.Signature().Params().Len() - 2
		if idx < 0 || idx >= len(e.Args) {
			return false
		}
		if f, ok := ck.values.stringValue(e.Args[idx]); ok {
			return strings.Contains(f, "://")
		}
		return true
	case *ast.BinaryExpr:
		x, y := firstOperands(e)
		if v, ok := ck.values.stringValue(x); ok {
			return strings.Contains(v, "://") || y != nil && strings.HasSuffix(v, ":")
		}
		if v, ok := ck.values.stringValue(y); ok {
			return strings.HasPrefix(v, "://")
		}
		return true
	}
	return true
}

// sameURL reports whether x and y denote the same URL: the same
// variable, or the same field path of it (r.URL).
func (ck *checks) sameURL(x, y ast.Expr) bool {
	info := ck.pass.TypesInfo
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		y, ok := ast.Unparen(y).(*ast.Ident)
		return ok && info.Uses[x] != nil && info.Uses[x] == info.Uses[y]
	case *ast.SelectorExpr:
		y, ok := ast.Unparen(y).(*ast.SelectorExpr)
		return ok && info.Uses[x.Sel] == info.Uses[y.Sel] && ck.sameURL(x.X, y.X)
	}
	return false
}
