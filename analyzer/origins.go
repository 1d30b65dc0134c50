// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// An origin is what is known of a hole's value by where it comes from,
// though the value itself is not.
type origin uint8

const (
	originNone origin = iota
	// originBareHost: a host that may be an IPv6 address without its
	// brackets: (*url.URL).Hostname() strips them, net.IP and
	// netip.Addr print none, net.SplitHostPort returns the host without
	// them.
	originBareHost
	// originServerURL: an httptest.Server's URL, "http://127.0.0.1:PORT"
	// (https:// for a TLS server).
	originServerURL
	// originRequestPath: the path of a request a server received, which
	// starts with "/": r.URL.Path, r.RequestURI, r.URL.RequestURI(),
	// r.URL.EscapedPath(), r.URL.String() (a pass-through proxy writes
	// "https:/%s" with it on purpose).
	originRequestPath
)

// bareHostFuncs are the functions whose result is a host or an address
// written without the brackets an IPv6 address needs before a port.
var bareHostFuncs = []string{
	"(*net/url.URL).Hostname",
	"(net.IP).String",
	"(net/netip.Addr).String",
}

// originOf returns what is known of the value of e, a hole, by its
// origin.
func (ev *evaluator) originOf(e ast.Expr) origin {
	e = ast.Unparen(e)
	info := ev.pass.TypesInfo
	switch e := e.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, e).(*types.Func)
		if fn == nil {
			break
		}
		if (fn.Name() == "Hostname" || fn.Name() == "String") && slices.Contains(bareHostFuncs, ev.values.fullName(fn)) {
			return originBareHost
		}
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && len(e.Args) == 0 && isType(fn.Signature().Recv(), "net/url", "URL") &&
			(fn.Name() == "String" || fn.Name() == "RequestURI" || fn.Name() == "EscapedPath") && ev.requestURL(sel.X) {
			return originRequestPath
		}
	case *ast.SelectorExpr:
		sel := info.Selections[e]
		if sel == nil || sel.Kind() != types.FieldVal {
			break
		}
		switch name := sel.Obj().Name(); {
		case name == "URL" && isType(sel.Recv(), "net/http/httptest", "Server"):
			return originServerURL
		case name == "RequestURI" && isType(sel.Recv(), "net/http", "Request"),
			name == "Path" && isType(sel.Recv(), "net/url", "URL") && ev.requestURL(e.X):
			return originRequestPath
		}
	case *ast.Ident:
		if v, ok := info.Uses[e].(*types.Var); ok && ev.splitHost(v) {
			return originBareHost
		}
	}
	if named := namedOf(info.TypeOf(e)); named != nil && named.Obj().Pkg() != nil {
		// An address printed with %s or %v.
		switch p, n := named.Obj().Pkg().Path(), named.Obj().Name(); {
		case p == "net" && n == "IP", p == "net/netip" && n == "Addr":
			return originBareHost
		}
	}
	return originNone
}

// isType reports whether t, or what it points to, is the named type
// path.name; t may be a method's receiver variable.
func isType(t any, path, name string) bool {
	var typ types.Type
	switch t := t.(type) {
	case *types.Var:
		if t == nil {
			return false
		}
		typ = t.Type()
	case types.Type:
		typ = t
	}
	n := namedOf(typ)
	return n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path && n.Obj().Name() == name
}

// requestURL reports whether e is the URL of a request: r.URL, with r
// an *http.Request or http.Request.
func (ev *evaluator) requestURL(e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s := ev.pass.TypesInfo.Selections[sel]
	return s != nil && s.Kind() == types.FieldVal && sel.Sel.Name == "URL" && isType(s.Recv(), "net/http", "Request")
}

// namedOf returns the named type t or *t is, or nil.
func namedOf(t types.Type) *types.Named {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}

// splitHost reports whether v is a local written once, with the host
// net.SplitHostPort returns: host, port, err := net.SplitHostPort(addr).
func (ev *evaluator) splitHost(v *types.Var) bool {
	l := ev.values.localOf(v)
	if l == nil || l.writes != 1 || l.addr || len(l.defs) != 1 {
		return false
	}
	as, ok := l.defs[0].node.(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) != 3 {
		return false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok || ev.pass.TypesInfo.ObjectOf(id) != v {
		return false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(ev.pass.TypesInfo, call).(*types.Func)
	return fn != nil && fn.Name() == "SplitHostPort" && fn.Pkg() != nil && fn.Pkg().Path() == "net"
}

// checkOrigins returns the findings that the origins of u's holes make
// certain, whatever their values:
//   - a host that may be an IPv6 address followed by ":" and a port, in
//     the host of a URL, a url.URL's Host or an address: an IPv6 address
//     there needs brackets, which net.JoinHostPort writes
//     (fmt.Sprintf("%s://%s:%d/", scheme, u.Hostname(), port) gives
//     "https://::1:9000/", which url.Parse rejects);
//   - a test server's URL, http or https, given where only other
//     schemes are accepted (a websocket dialer).
func (ck *checks) checkOrigins(u *use) []finding {
	if u.component == uricheck.CompHost {
		return ck.gluedHosts(u.tmpl, func(i int) bool { return i == 0 }, u, u.expr)
	}
	if u.component != "" {
		return nil
	}
	out := ck.gluedHosts(u.tmpl, func(i int) bool { return hostAt(u, i) }, u, u.expr)
	out = append(out, ck.relativeSocket(u)...)
	out = append(out, ck.rawHoles(u.tmpl, u, u.expr)...)
	for i, p := range u.tmpl {
		switch {
		case !p.hole:
		case p.origin == originServerURL && i == 0:
			switch u.need.Kind {
			case uricheck.KindURL, uricheck.KindTarget:
				if !uricheck.Accepts(u.need, "http") && !uricheck.Accepts(u.need, "https") {
					out = append(out, finding{expr: p.expr, pos: p.expr.Pos(), end: p.expr.End(), cat: uricheck.Form, use: u,
						msg: uricheck.NeedText(u.opts) + ", but " + types.ExprString(p.expr) + ", a test server's URL, is http or https"})
				}
			}
		}
	}
	return out
}

// hostAt reports whether hole i of u's template stands where a host
// does: right after "//" or an "@", or at the start of an address a
// sink takes as host[:port].
func hostAt(u *use, i int) bool {
	if i == 0 {
		return u.need.Kind == uricheck.KindHostPort || u.need.Kind == uricheck.KindTarget
	}
	prev := u.tmpl[i-1]
	if prev.hole {
		return false
	}
	t := prev.text
	return len(t) >= 2 && t[len(t)-2:] == "//" || len(t) >= 1 && t[len(t)-1] == '@'
}

// relativeSocket returns the form finding of a gRPC target "unix://"
// followed by a path that may be relative: gRPC reads
// "unix://run/app.sock" as the authority "run" and the path
// "/app.sock". The path is relative when it is constant text without a
// leading "/", or may be when it comes from a flag, os.Args or the
// environment and its function never asks filepath.Abs or IsAbs of it.
func (ck *checks) relativeSocket(u *use) []finding {
	t := u.tmpl
	if u.need.Kind != uricheck.KindTarget || !uricheck.Accepts(u.need, "unix") || len(t) == 0 || t[0].hole || !strings.HasPrefix(strings.ToLower(t[0].text), "unix://") {
		return nil
	}
	rest := t[0].text[len("unix://"):]
	const msg = ": gRPC reads what follows \"unix://\" up to the next \"/\" as an authority; write \"unix:\" + a relative path, or make the path absolute (filepath.Abs)"
	p, off := t[0], len("unix://")
	if rest == "" && len(t) > 1 && !t[1].hole {
		p, off, rest = t[1], 0, t[1].text
	}
	switch {
	case rest != "":
		if rest[0] == '/' || p.lit == nil {
			return nil
		}
		pos, end := litRange(p.lit, ck.litSource(p.lit), p.off+off, p.off+len(p.text))
		return []finding{{lit: p.lit, pos: pos, end: end, cat: uricheck.Form, use: u,
			msg: "the socket path " + uricheck.Quote(rest) + " is relative" + msg}}
	case len(t) > 1 && t[1].hole && t[1].expr != nil:
		if what, ok := ck.text.maybeRelative(t[1].expr); ok {
			e := t[1].expr
			return []finding{{expr: e, pos: e.Pos(), end: e.End(), cat: uricheck.Form, use: u,
				msg: "the socket path " + types.ExprString(e) + " comes from " + what + " and may be relative" + msg}}
		}
	}
	return nil
}
