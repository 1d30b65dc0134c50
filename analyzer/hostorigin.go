// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// A hostSource is what the evaluator knows of where a host comes from:
// whether every value that can reach it is known not to be an IPv6
// address written without brackets, and if not, the origin to name.
type hostSource struct {
	safe bool
	bare bool      // an origin that strips brackets or reads the outside: Hostname, SplitHostPort, a net.IP, the environment, a flag
	what string    // the origin: "(*net/url.URL).Hostname", "parameter host"
	pos  token.Pos // where the origin is, if it is in the package
}

// maxHostDepth bounds how many names hostOf follows.
const maxHostDepth = 8

// hostOf returns where the host e comes from (DESIGN.md, "Run-time
// values in URIs"). A host is known not to be an IPv6 literal when
// every value that reaches it is a constant without ':', a value
// already bracketed, the Host of a url.URL or an http.Request (which
// keeps its brackets), a name by contract (os.Hostname, an SRV, MX or
// NS answer, a template that ends in a domain name), an IPv4 address
// (To4), the host of a URL parsed from a constant or a test server's
// URL, or a variable its function tests for ':' or for the address
// family. Anything else — a parameter, a field, a flag, the
// environment, Hostname(), net.SplitHostPort, a net.IP — may be "::1".
func (ev *evaluator) hostOf(e ast.Expr, depth int) hostSource {
	e = ast.Unparen(e)
	info := ev.pass.TypesInfo
	risky := func(what string) hostSource { return hostSource{what: what, pos: e.Pos()} }
	bare := func(what string) hostSource { return hostSource{what: what, pos: e.Pos(), bare: true} }
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() == constant.String {
			return hostSource{safe: !bareIPv6(constant.StringVal(tv.Value))}
		}
		return hostSource{safe: true} // a number: no host at all
	}
	if t, ok := types.Unalias(info.TypeOf(e)).(*types.Basic); ok && t.Info()&types.IsString == 0 {
		return hostSource{safe: true} // a number or a bool: no host at all
	}
	if depth > maxHostDepth {
		return risky(types.ExprString(e))
	}
	if t := info.TypeOf(e); t != nil && isType(t, "net", "IP") {
		if ev.isTo4(e) {
			return hostSource{safe: true}
		}
		return bare("a net.IP")
	}
	if t := info.TypeOf(e); t != nil && isType(t, "net/netip", "Addr") {
		return bare("a netip.Addr")
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		fn := ev.values.callee(e)
		if fn == nil {
			return risky("a call")
		}
		name := ev.values.fullName(fn)
		switch name {
		case "(*net/url.URL).Hostname":
			if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && ev.constantHostURL(sel.X) {
				return hostSource{safe: true}
			}
			return bare(name)
		case "(net.IP).String":
			if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && ev.isTo4(sel.X) {
				return hostSource{safe: true}
			}
			return bare(name)
		case "os.Getenv":
			return bare("the environment (os.Getenv)")
		}
		if hostKeepers[name] && len(e.Args) > 0 {
			return ev.hostOf(e.Args[0], depth+1)
		}
		if ev.sinks.stringPrintf(fn) || name == "strings.Join" {
			return ev.hostOfTemplate(e, name)
		}
		if s, ok := ev.hostOfReturns(fn, depth); ok {
			return s
		}
		return risky(name)
	case *ast.BinaryExpr:
		return ev.hostOfTemplate(e, "a concatenation")
	case *ast.SelectorExpr:
		sel := info.Selections[e]
		if sel == nil {
			if id := e.Sel; info.Uses[id] != nil {
				return ev.hostOfVar(id, depth)
			}
			return risky(types.ExprString(e))
		}
		if sel.Kind() != types.FieldVal {
			return risky(types.ExprString(e))
		}
		switch f := sel.Obj().Name(); {
		case f == "Host" && (isType(sel.Recv(), "net/url", "URL") || isType(sel.Recv(), "net/http", "Request")):
			return hostSource{safe: true} // keeps the brackets an IPv6 host has
		case f == "Target" && isType(sel.Recv(), "net", "SRV"), f == "Host" && (isType(sel.Recv(), "net", "MX") || isType(sel.Recv(), "net", "NS")):
			return hostSource{safe: true} // a name by contract
		}
		if ev.bracketsField(sel.Obj().(*types.Var)) {
			return hostSource{safe: true}
		}
		return risky("field " + fieldName(sel))
	case *ast.StarExpr:
		return bare("*" + types.ExprString(e.X))
	case *ast.Ident:
		return ev.hostOfVar(e, depth)
	}
	return risky(types.ExprString(e))
}

// hostOfVar returns where the host the variable id names comes from.
func (ev *evaluator) hostOfVar(id *ast.Ident, depth int) hostSource {
	info := ev.pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		return hostSource{what: id.Name, pos: id.Pos()}
	}
	if ev.checksFamily(v) {
		return hostSource{safe: true}
	}
	switch v.Kind() {
	case types.ParamVar, types.RecvVar:
		if ev.argumentsSafe(v, depth) {
			return hostSource{safe: true}
		}
		return hostSource{what: "parameter " + v.Name(), pos: v.Pos()}
	}
	if ev.splitHost(v) {
		if arg := ev.splitHostArg(v); arg != nil && ev.safeAddress(arg, depth) {
			return hostSource{safe: true}
		}
		return hostSource{what: "net.SplitHostPort", pos: v.Pos(), bare: true}
	}
	l := ev.values.localOf(v)
	if l == nil || l.addr || len(l.defs) == 0 {
		what := "variable " + v.Name()
		if v.Kind() == types.PackageVar && v.Pkg() != nil && v.Pkg() != ev.pass.Pkg {
			what = "variable " + v.Pkg().Name() + "." + v.Name()
		}
		return hostSource{what: what, pos: id.Pos()}
	}
	var first *hostSource
	for _, d := range l.defs {
		var s hostSource
		if d.value != nil {
			if t := ev.eval(d.value); len(t) > 0 && !t[0].hole && strings.HasPrefix(t[0].text, "[") {
				return hostSource{safe: true} // the code brackets the host itself
			}
			s = ev.hostOf(d.value, depth+1)
		} else if elems, ok := ev.rangeElems(d); ok {
			s = hostSource{safe: true}
			for _, e := range elems {
				if es := ev.hostOf(e, depth+1); !es.safe {
					s = es
					break
				}
			}
		} else {
			s = ev.hostOfResult(d.node, v)
		}
		if !s.safe && first == nil {
			first = &s
		}
	}
	if first != nil {
		return *first
	}
	return hostSource{safe: true}
}

// rangeElems returns the values the range variable that d writes can
// take, when all are in sight: the elements (or a map's keys, for its
// key) of a composite literal, or of a variable of this package
// initialized with one and never written again (for _, h := range
// hostnames, with var hostnames = []string{"localhost", "oidc.local"}).
func (ev *evaluator) rangeElems(d localDef) ([]ast.Expr, bool) {
	rs, ok := d.cur.Node().(*ast.RangeStmt)
	if !ok || rs.Value != d.node && rs.Key != d.node {
		return nil, false
	}
	lit, ok := ast.Unparen(rs.X).(*ast.CompositeLit)
	if !ok {
		id, isID := ast.Unparen(rs.X).(*ast.Ident)
		if !isID {
			return nil, false
		}
		v, isVar := ev.pass.TypesInfo.Uses[id].(*types.Var)
		if !isVar || v.Pkg() != ev.pass.Pkg || !ev.writtenOnce(v) {
			return nil, false
		}
		lit = ev.initLit(v)
		if lit == nil {
			return nil, false
		}
	}
	_, isMap := types.Unalias(ev.pass.TypesInfo.TypeOf(lit)).Underlying().(*types.Map)
	if !isMap && rs.Value != d.node {
		return nil, false // a slice's index
	}
	var out []ast.Expr
	for _, e := range lit.Elts {
		kv, isKV := e.(*ast.KeyValueExpr)
		switch {
		case isKV && isMap && rs.Key == d.node:
			out = append(out, kv.Key)
		case isKV:
			out = append(out, kv.Value)
		default:
			out = append(out, e)
		}
	}
	return out, true
}

// initLit returns the composite literal v, a variable, is declared
// with (var v = []string{…}, v := []string{…}), if it is.
func (ev *evaluator) initLit(v *types.Var) *ast.CompositeLit {
	def, ok := ev.values.index.Def(v)
	if !ok {
		return nil
	}
	var names, values []ast.Expr
	switch n := def.Parent().Node().(type) {
	case *ast.ValueSpec:
		for _, name := range n.Names {
			names = append(names, name)
		}
		values = n.Values
	case *ast.AssignStmt:
		names, values = n.Lhs, n.Rhs
	}
	if len(names) != len(values) {
		return nil
	}
	for i, name := range names {
		if name == def.Node() {
			lit, _ := ast.Unparen(values[i]).(*ast.CompositeLit)
			return lit
		}
	}
	return nil
}

// writtenOnce reports whether v, a local or a package variable no other
// package can write (unexported, or of package main), is only read
// after its declaration: never assigned, nor an element of it, nor its
// address taken, nor given to a function (which could write its
// elements), but for len and cap.
func (ev *evaluator) writtenOnce(v *types.Var) bool {
	switch {
	case v.Kind() == types.LocalVar:
	case v.Kind() == types.PackageVar && (!v.Exported() || ev.pass.Pkg.Name() == "main"):
	default:
		return false
	}
	uses, ok := ev.values.index.Uses(v)
	if !ok {
		return false
	}
	for _, use := range uses {
		cur := use
		if ix, ok := cur.Parent().Node().(*ast.IndexExpr); ok && ix.X == cur.Node() {
			cur = cur.Parent() // hostnames[i]: what is done with the element
		}
		switch p := cur.Parent().Node().(type) {
		case *ast.AssignStmt:
			if slices.Contains(p.Lhs, cur.Node().(ast.Expr)) {
				return false
			}
		case *ast.IncDecStmt, *ast.UnaryExpr:
			return false
		case *ast.CallExpr:
			if p.Fun == cur.Node() {
				break
			}
			if b, ok := ev.pass.TypesInfo.Uses[funcIdent(p.Fun)].(*types.Builtin); !ok || b.Name() != "len" && b.Name() != "cap" {
				if cur == use {
					return false // the slice given away
				}
			}
		case *ast.RangeStmt:
			if p.Key == cur.Node() || p.Value == cur.Node() {
				return false
			}
		}
	}
	return true
}

// funcIdent returns the identifier a call's function is, or nil.
func funcIdent(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// argumentsSafe reports whether every value the parameter v can hold is
// a host known not to be a bare IPv6 address, because every call of its
// function is in this package and each passes such a host: a function
// without a receiver, not generic, unexported or in package main (which
// nothing imports), whose name is only ever called, directly, with the
// parameter's argument written out. A function never called, called
// through a value, or called with f(xs...) or f(g()) keeps its
// parameter's origin.
func (ev *evaluator) argumentsSafe(v *types.Var, depth int) bool {
	if v.Kind() != types.ParamVar || v.Pkg() != ev.pass.Pkg || depth > maxHostDepth {
		return false
	}
	if safe, ok := ev.argsSafe[v]; ok {
		return safe
	}
	if ev.argsSafe == nil {
		ev.argsSafe = map[*types.Var]bool{}
	}
	ev.argsSafe[v] = false
	safe := ev.callsPassSafe(v, depth)
	ev.argsSafe[v] = safe
	return safe
}

// callsPassSafe is argumentsSafe, undecided.
func (ev *evaluator) callsPassSafe(v *types.Var, depth int) bool {
	def, ok := ev.values.index.Def(v)
	if !ok {
		return false
	}
	var decl *ast.FuncDecl
	for c := def.Parent(); decl == nil; c = c.Parent() {
		switch n := c.Node().(type) {
		case nil, *ast.FuncLit:
			return false // a closure's parameter, or none
		case *ast.FuncDecl:
			decl = n
		}
	}
	fn, ok := ev.pass.TypesInfo.Defs[decl.Name].(*types.Func)
	if !ok || decl.Recv != nil || (fn.Exported() && ev.pass.Pkg.Name() != "main") {
		return false
	}
	sig := fn.Signature()
	if sig.TypeParams().Len() > 0 {
		return false
	}
	i := -1
	for j := range sig.Params().Len() {
		if sig.Params().At(j) == v {
			i = j
		}
	}
	if i < 0 || sig.Variadic() && i == sig.Params().Len()-1 {
		return false
	}
	uses, ok := ev.values.usesOf(fn)
	if !ok || len(uses) == 0 {
		return false
	}
	for _, u := range uses {
		call, ok := u.Parent().Node().(*ast.CallExpr)
		if !ok || call.Fun != u.Node() || call.Ellipsis.IsValid() || len(call.Args) != sig.Params().Len() {
			return false
		}
		if !ev.hostOf(call.Args[i], depth+1).safe {
			return false
		}
	}
	return true
}

// hostOfResult returns where the host v comes from when node, which
// writes v, is a call with several results: os.Hostname and
// net.LookupCNAME give names; net.SplitHostPort a host without
// brackets.
func (ev *evaluator) hostOfResult(node ast.Node, v *types.Var) hostSource {
	as, ok := node.(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 {
		return hostSource{what: "variable " + v.Name(), pos: v.Pos()}
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return hostSource{what: "variable " + v.Name(), pos: v.Pos()}
	}
	fn, _ := typeutil.Callee(ev.pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return hostSource{what: "variable " + v.Name(), pos: v.Pos()}
	}
	if name := ev.values.fullName(fn); !hostNames[name] {
		return hostSource{what: name, pos: call.Pos()}
	}
	return hostSource{safe: true}
}

// hostOfTemplate returns where a host built by the string expression e
// comes from: a name when its constant text ends in a domain name
// ("%s.example.com"), bracketed when it starts with "[", else what is
// known of its holes.
func (ev *evaluator) hostOfTemplate(e ast.Expr, what string) hostSource {
	t := ev.eval(e)
	if len(t) == 0 {
		return hostSource{what: what, pos: e.Pos()}
	}
	if !t[0].hole && strings.HasPrefix(t[0].text, "[") {
		return hostSource{safe: true}
	}
	if last := t[len(t)-1]; !last.hole && endsInName(last.text) {
		return hostSource{safe: true}
	}
	if !t.holed() {
		var b strings.Builder
		for _, p := range t {
			b.WriteString(p.text)
		}
		return hostSource{safe: !bareIPv6(b.String())}
	}
	return hostSource{what: what, pos: e.Pos()}
}

// endsInName reports whether s, the constant end of a host, ends in a
// domain name: a '.' and a label that starts with a letter, which no
// IPv6 address ends with.
func endsInName(s string) bool {
	i := strings.LastIndexByte(s, '.')
	if i < 0 || i+1 == len(s) {
		return false
	}
	c := s[i+1]
	return ('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') && !strings.ContainsAny(s[i+1:], ":/[]")
}

// bareIPv6 reports whether the constant host s holds a ':', as only an
// IPv6 address without brackets does.
func bareIPv6(s string) bool { return strings.Contains(s, ":") && !strings.HasPrefix(s, "[") }

// isTo4 reports whether e is ip.To4(), an IPv4 address or nil.
func (ev *evaluator) isTo4(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(ev.pass.TypesInfo, call).(*types.Func)
	return fn != nil && ev.values.fullName(fn) == "(net.IP).To4"
}

// checksFamily reports whether the function that declares v tests v for
// ':' (strings.Contains(host, ":")) or parses it as an IP address to
// ask its family (net.ParseIP(host).To4(), netip.ParseAddr's Is4/Is6):
// the code then knows an IPv6 host when it sees one.
func (ev *evaluator) checksFamily(v *types.Var) bool { return ev.checksFamilyDepth(v, 0) }

// checksFamilyDepth is checksFamily, following copies (h := host) to
// depth 2.
func (ev *evaluator) checksFamilyDepth(v *types.Var, depth int) bool {
	if v.Pkg() != ev.pass.Pkg || v.Kind() == types.PackageVar || v.Kind() == types.FieldVar {
		return false
	}
	uses, ok := ev.values.usesOf(v)
	if !ok {
		return false
	}
	for _, u := range uses {
		if as, ok := u.Parent().Node().(*ast.AssignStmt); ok && depth < 2 && len(as.Lhs) == 1 && len(as.Rhs) == 1 && as.Rhs[0] == u.Node() {
			if id, ok := as.Lhs[0].(*ast.Ident); ok {
				if c, ok := ev.pass.TypesInfo.ObjectOf(id).(*types.Var); ok && c != v && ev.checksFamilyDepth(c, depth+1) {
					return true
				}
			}
			continue
		}
		call, ok := u.Parent().Node().(*ast.CallExpr)
		if !ok || len(call.Args) == 0 || call.Args[0] != u.Node() {
			continue
		}
		fn, _ := typeutil.Callee(ev.pass.TypesInfo, call).(*types.Func)
		if fn == nil {
			continue
		}
		switch name := ev.values.fullName(fn); {
		case familyChecks[name] && len(call.Args) == 2:
			if s, ok := ev.values.stringValue(call.Args[1]); ok && strings.Contains(s, ":") {
				return true
			}
			if tv := ev.pass.TypesInfo.Types[call.Args[1]]; tv.Value != nil && tv.Value.Kind() == constant.Int {
				if c, ok := constant.Int64Val(tv.Value); ok && c == ':' {
					return true
				}
			}
		case name == "net.ParseIP", name == "net/netip.ParseAddr", name == "net/netip.MustParseAddr":
			return true
		}
	}
	return false
}

// constantHostURL reports whether the *url.URL expression x is parsed
// from a string whose host is a constant that is no bare IPv6 address,
// or from a test server's URL (127.0.0.1).
func (ev *evaluator) constantHostURL(x ast.Expr) bool {
	cur, ok := ev.values.inspector.Root().FindByPos(x.Pos(), x.End())
	if !ok {
		return false
	}
	src, ok := ev.urls.parsedFrom(x, cur)
	if !ok {
		return false
	}
	t := ev.eval(src)
	if len(t) == 0 {
		return false
	}
	if t[0].hole {
		return t[0].origin == originServerURL
	}
	// The constant text must hold the whole host: "scheme://host" and
	// then a ':', '/', '?' or '#', or the end.
	text := t[0].text
	i := strings.Index(text, "://")
	if i < 0 {
		return false
	}
	rest := text[i+3:]
	if at := strings.IndexByte(rest, '@'); at >= 0 {
		rest = rest[at+1:]
	}
	if strings.HasPrefix(rest, "[") {
		return false // an IPv6 host: Hostname drops its brackets
	}
	end := strings.IndexAny(rest, ":/?#")
	return end > 0 || end < 0 && len(t) == 1 && rest != ""
}

// fieldName returns the name of the field a selection selects, with its
// struct's type name when it has one: "Config.Host".
func fieldName(sel *types.Selection) string {
	if n := namedOf(sel.Recv()); n != nil {
		return n.Obj().Name() + "." + sel.Obj().Name()
	}
	return sel.Obj().Name()
}

// posString returns pos as "file.go:line", for a message.
func posString(fset *token.FileSet, pos token.Pos) string {
	p := fset.Position(pos)
	if !p.IsValid() {
		return ""
	}
	return filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)
}

// maybeRelative reports whether the path e comes from where a relative
// path may: a flag, os.Args or the environment, and names that origin;
// false when its function asks filepath.Abs or IsAbs of it.
func (ev *evaluator) maybeRelative(e ast.Expr) (string, bool) {
	e = ast.Unparen(e)
	info := ev.pass.TypesInfo
	switch x := e.(type) {
	case *ast.CallExpr:
		if fn := ev.values.callee(x); fn != nil {
			if name := ev.values.fullName(fn); name == "os.Getenv" || name == "flag.Arg" {
				return name, true
			}
		}
	case *ast.IndexExpr:
		if sel, ok := ast.Unparen(x.X).(*ast.SelectorExpr); ok {
			if v, ok := info.Uses[sel.Sel].(*types.Var); ok && v.Pkg() != nil && v.Pkg().Path() == "os" && v.Name() == "Args" {
				return "os.Args", true
			}
		}
	case *ast.StarExpr:
		if id, ok := ast.Unparen(x.X).(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok && ev.flagVar(v) && !ev.absChecked(v) {
				return "a flag", true
			}
		}
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || ev.absChecked(v) {
			return "", false
		}
		if ev.flagVar(v) {
			return "a flag", true // flag.StringVar(&v, …)
		}
	}
	return "", false
}

// flagVar reports whether v is a flag's value: a variable defined by
// flag.String, or given to flag.StringVar.
func (ev *evaluator) flagVar(v *types.Var) bool {
	uses, ok := ev.values.usesOf(v)
	if !ok {
		return false
	}
	isFlag := func(call *ast.CallExpr) bool {
		fn := ev.values.callee(call)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "flag" {
			return false
		}
		return fn.Name() == "String" || fn.Name() == "StringVar"
	}
	if def, ok := ev.values.index.Def(v); ok {
		switch p := def.Parent().Node().(type) {
		case *ast.ValueSpec:
			for _, val := range p.Values {
				if c, ok := ast.Unparen(val).(*ast.CallExpr); ok && isFlag(c) {
					return true
				}
			}
		case *ast.AssignStmt:
			for _, val := range p.Rhs {
				if c, ok := ast.Unparen(val).(*ast.CallExpr); ok && isFlag(c) {
					return true
				}
			}
		}
	}
	for _, u := range uses {
		if un, ok := u.Parent().Node().(*ast.UnaryExpr); ok && un.Op == token.AND {
			if c, ok := u.Parent().Parent().Node().(*ast.CallExpr); ok && isFlag(c) {
				return true
			}
		}
	}
	return false
}

// absChecked reports whether v is given to filepath.Abs, filepath.IsAbs
// or path.IsAbs anywhere in the package.
func (ev *evaluator) absChecked(v *types.Var) bool {
	uses, ok := ev.values.usesOf(v)
	if !ok {
		return true
	}
	for _, u := range uses {
		if un, ok := u.Parent().Node().(*ast.StarExpr); ok && un.X == u.Node() {
			u = u.Parent()
		}
		if c, ok := u.Parent().Node().(*ast.CallExpr); ok {
			if fn := ev.values.callee(c); fn != nil {
				if absPathChecks[ev.values.fullName(fn)] {
					return true
				}
			}
		}
	}
	return false
}

// hostOfReturns returns where the host fn returns comes from, when fn
// is declared in the package with one result: safe when every return
// gives a safe host (a String method that brackets an IPv6 address).
func (ev *evaluator) hostOfReturns(fn *types.Func, depth int) (hostSource, bool) {
	decl := ev.values.funcDecl(fn)
	if decl == nil || decl.Body == nil || fn.Signature().Results().Len() != 1 || depth >= maxHostDepth {
		return hostSource{}, false
	}
	var unsafe *hostSource
	ok, any := eachReturn(decl.Body, func(r ast.Expr) bool {
		if s := ev.hostOf(r, depth+2); !s.safe && (unsafe == nil || s.bare && !unsafe.bare) {
			unsafe = &s
		}
		return true
	})
	switch {
	case !ok || !any:
		return hostSource{}, false
	case unsafe == nil:
		return hostSource{safe: true}, true
	case unsafe.bare:
		// What the function returns is a bare host: name the function
		// and where its host comes from.
		return hostSource{bare: true, what: ev.values.fullName(fn) + ", which returns a host from " + unsafe.what, pos: unsafe.pos}, true
	}
	return hostSource{}, false
}

// bracketsField reports whether the package writes to the field f a
// value that starts with "[": the code brackets an IPv6 host itself, or
// a table holds bracketed hosts ({host: "[::1]"}, a range over such
// constants). Writes are assignments and composite literals, keyed or
// positional.
func (ev *evaluator) bracketsField(f *types.Var) bool {
	if f.Pkg() != ev.pass.Pkg {
		return false
	}
	info := ev.pass.TypesInfo
	bracketed := func(e ast.Expr) bool {
		for _, v := range ev.valuesOf(e) {
			if t := ev.eval(v); len(t) > 0 && !t[0].hole && strings.HasPrefix(t[0].text, "[") {
				return true
			}
		}
		return false
	}
	found := false
	for _, file := range ev.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			if found {
				return false
			}
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) != len(n.Rhs) {
					break
				}
				for i, l := range n.Lhs {
					if sel, ok := l.(*ast.SelectorExpr); ok && info.Uses[sel.Sel] == types.Object(f) && bracketed(n.Rhs[i]) {
						found = true
					}
				}
			case *ast.CompositeLit:
				st, ok := info.TypeOf(n).Underlying().(*types.Struct)
				if !ok {
					break
				}
				for i, elt := range n.Elts {
					switch elt := elt.(type) {
					case *ast.KeyValueExpr:
						if id, ok := elt.Key.(*ast.Ident); ok && info.Uses[id] == types.Object(f) && bracketed(elt.Value) {
							found = true
						}
					default:
						if i < st.NumFields() && st.Field(i) == f && bracketed(elt) {
							found = true
						}
					}
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// valuesOf returns the expressions e may hold: e, or for a range
// variable over a literal list, the list's elements.
func (ev *evaluator) valuesOf(e ast.Expr) []ast.Expr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return []ast.Expr{e}
	}
	v, ok := ev.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return []ast.Expr{e}
	}
	def, ok := ev.values.index.Def(v)
	if !ok {
		return []ast.Expr{e}
	}
	rs, ok := def.Parent().Node().(*ast.RangeStmt)
	if !ok || rs.Value != def.Node() {
		return []ast.Expr{e}
	}
	if lit, ok := ast.Unparen(rs.X).(*ast.CompositeLit); ok {
		return lit.Elts
	}
	return []ast.Expr{e}
}

// splitHostArg returns the address net.SplitHostPort splits into v,
// which splitHost has found.
func (ev *evaluator) splitHostArg(v *types.Var) ast.Expr {
	l := ev.values.localOf(v)
	if l == nil || len(l.defs) != 1 {
		return nil
	}
	as, ok := l.defs[0].node.(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 {
		return nil
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	return call.Args[0]
}

// safeAddress reports whether the address e, host:port, has a host
// known not to be an IPv6 address: a constant with such a host, the
// address of a listener bound to one (l.Addr().String() of
// net.Listen("tcp", "127.0.0.1:0")), or a test server's listener
// (127.0.0.1). A listener bound to ":0" listens on "[::]".
func (ev *evaluator) safeAddress(e ast.Expr, depth int) bool {
	e = ast.Unparen(e)
	if depth > maxHostDepth {
		return false
	}
	if v, ok := ev.values.stringValue(e); ok {
		host, _, err := net.SplitHostPort(v)
		return err == nil && host != "" && !strings.Contains(host, ":")
	}
	info := ev.pass.TypesInfo
	switch x := e.(type) {
	case *ast.Ident:
		if v, ok := info.Uses[x].(*types.Var); ok {
			if d := ev.values.localValue(v); d != nil {
				return ev.safeAddress(d, depth+1)
			}
		}
	case *ast.CallExpr:
		// l.Addr().String()
		fn := ev.values.callee(x)
		if fn == nil || fn.Name() != "String" || len(x.Args) != 0 {
			return false
		}
		sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		addr, ok := ast.Unparen(sel.X).(*ast.CallExpr)
		if !ok {
			return false
		}
		asel, ok := ast.Unparen(addr.Fun).(*ast.SelectorExpr)
		if !ok || asel.Sel.Name != "Addr" {
			return false
		}
		return ev.safeListener(asel.X, depth)
	}
	return false
}

// safeListener reports whether the listener e is bound to a host known
// not to be IPv6: a test server's, or a local net.Listen of a safe
// constant address.
func (ev *evaluator) safeListener(e ast.Expr, depth int) bool {
	e = ast.Unparen(e)
	info := ev.pass.TypesInfo
	if sel, ok := e.(*ast.SelectorExpr); ok {
		if s := info.Selections[sel]; s != nil && s.Kind() == types.FieldVal && sel.Sel.Name == "Listener" && isType(s.Recv(), "net/http/httptest", "Server") {
			return true
		}
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		return false
	}
	def, ok := ev.values.index.Def(v)
	if !ok {
		return false
	}
	as, ok := def.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 || as.Lhs[0] != def.Node() {
		return false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 2 {
		return false
	}
	fn := ev.values.callee(call)
	if fn == nil || ev.values.fullName(fn) != "net.Listen" {
		return false
	}
	return ev.safeAddress(call.Args[1], depth+1)
}

// rawSource returns what the hole e holds when it is the result of one
// of funcs (fsPathFuncs or decodedFuncs: text a component cannot carry
// raw, for rawHoles), by its origin, followed through locals and the
// package's functions that return one.
func (ev *evaluator) rawSource(e ast.Expr, funcs map[string]bool, depth int) (string, bool) {
	return ev.rawResult(e, 0, funcs, depth)
}

// rawResult is rawSource for result k of e: the k-th of the results of
// a call, or e itself (k = 0).
func (ev *evaluator) rawResult(e ast.Expr, k int, funcs map[string]bool, depth int) (string, bool) {
	e = ast.Unparen(e)
	if depth > maxHostDepth {
		return "", false
	}
	switch x := e.(type) {
	case *ast.CallExpr:
		fn := ev.values.callee(x)
		if fn == nil {
			return "", false
		}
		name := ev.values.fullName(fn)
		if k == 0 && funcs[name] {
			return name + " at " + posString(ev.pass.Fset, x.Pos()), true
		}
		if k == 0 && pathCleans[name] {
			// A path cleaned or joined keeps its arguments' text:
			// path.Join(dir, name) holds dir's.
			for _, a := range x.Args {
				if w, ok := ev.rawSource(a, funcs, depth+1); ok {
					return w, true
				}
			}
			return "", false
		}
		n := fn.Signature().Results().Len()
		if decl := ev.values.funcDecl(fn); decl != nil && decl.Body != nil && k >= 0 && k < n {
			// A function of the package: what every return gives, but
			// an empty string (dir, err := f() returns "" with its
			// error).
			what := ""
			all, any := eachResult(decl.Body, k, n, func(r ast.Expr) bool {
				if v, ok := ev.values.stringValue(r); ok && v == "" && n > 1 {
					return true
				}
				w, ok := ev.rawSource(r, funcs, depth+2)
				if ok && what == "" {
					what = w
				}
				return ok
			})
			if any && all && what != "" {
				return what, true
			}
		}
	case *ast.Ident:
		if k != 0 {
			return "", false
		}
		v, ok := ev.pass.TypesInfo.Uses[x].(*types.Var)
		if !ok {
			return "", false
		}
		l := ev.values.localOf(v)
		if l == nil || l.addr || len(l.defs) == 0 {
			return "", false
		}
		what := ""
		for _, d := range l.defs {
			var w string
			var ok bool
			if d.value != nil {
				w, ok = ev.rawSource(d.value, funcs, depth+1)
			} else if as, isAs := d.node.(*ast.AssignStmt); isAs && len(as.Rhs) == 1 {
				// dir, err := os.MkdirTemp("", "x"); dir, err := schemaDir()
				w, ok = ev.rawResult(as.Rhs[0], lhsIndex(ev.pass.TypesInfo, as, v), funcs, depth+1)
			}
			if !ok {
				return "", false
			}
			if what == "" {
				what = w
			}
		}
		return what, true
	}
	return "", false
}

// lhsIndex returns the index of v among the left-hand sides of as, or
// -1.
func lhsIndex(info *types.Info, as *ast.AssignStmt, v *types.Var) int {
	for i, l := range as.Lhs {
		if id, ok := ast.Unparen(l).(*ast.Ident); ok && info.ObjectOf(id) == v {
			return i
		}
	}
	return -1
}
