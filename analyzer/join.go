// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

// The join category: what goes wrong when a base and a reference are
// put together (RFC 3986 §5), and when URIs are joined as file paths or
// glued as text. Only values urilint knows are judged: a base parsed
// from a constant, a reference whose leading text is constant.

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// checkJoins returns the join findings of the package.
func (jx *joins) checkJoins(calls []callSite, concats []inspector.Cursor, sent map[*ast.BasicLit]bool) []finding {
	var (
		fs  []finding
		res []resolution // against a base known in this package
	)
	jx.findJoiners(calls)
	jx.findElems(calls)
	jx.findURLTexts()
	for _, cs := range calls {
		call, fn := cs.cur.Node().(*ast.CallExpr), cs.fn
		if fn == nil || fn.Pkg() == nil {
			continue
		}
		name := ""
		switch fn.Name() { // FullName allocates: only for the names below
		case "Parse", "ResolveReference", "Join", "Clean", "JoinPath":
			name = jx.values.fullName(fn)
		}
		if pathCleans[name] {
			fs = append(fs, jx.checkPathJoin(call, name)...)
			continue
		}
		switch name {
		case "(*net/url.URL).Parse":
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && len(call.Args) == 1 {
				if base, lit, ok := jx.baseOf(sel.X, 0); ok {
					res = append(res, resolution{base, lit, call, jx.checkResolve(base, call.Args[0], name, true, false)})
				} else if base, ok := jx.defaultBaseOf(sel.X); ok {
					fs = append(fs, jx.checkResolve(base, call.Args[0], name, true, true)...)
				}
			}
		case "(*net/url.URL).ResolveReference":
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && len(call.Args) == 1 {
				if ref, ok := jx.refLiteral(call.Args[0]); ok {
					if base, lit, ok := jx.baseOf(sel.X, 0); ok {
						res = append(res, resolution{base, lit, call, jx.checkResolve(base, ref, name, true, false)})
					} else if base, ok := jx.defaultBaseOf(sel.X); ok {
						fs = append(fs, jx.checkResolve(base, ref, name, true, true)...)
					}
				}
			}
		case "net/url.JoinPath", "(*net/url.URL).JoinPath":
			first := 0
			if fn.Name() == "JoinPath" && fn.Signature().Recv() == nil {
				first = 1 // the base
			}
			for _, a := range call.Args[min(first, len(call.Args)):] {
				fs = append(fs, jx.checkJoinElem(a, name)...)
			}
		default:
			if jf := jx.joinerFactOf(fn); jf != nil {
				fs = append(fs, jx.checkJoinerCall(call, fn, jf)...)
			}
			for _, i := range jx.elemsOf(fn) {
				if i < len(call.Args) && !jx.isParam(call.Args[i]) {
					fs = append(fs, jx.checkJoinElem(call.Args[i], jx.values.fullName(fn))...)
				}
			}
			// A resolution wrapper: a function that resolves a string
			// parameter against a known base.
			for _, ra := range jx.resolvesOf(fn) {
				if ra.Index < len(call.Args) {
					// name is set only for the functions above: the
					// message names the wrapper.
					fs = append(fs, jx.checkResolve(ra.Base, call.Args[ra.Index], jx.values.fullName(fn), false, ra.Default)...)
				}
			}
		}
	}
	fs = append(fs, jx.baseCauses(res)...)
	for _, cur := range concats {
		joint := jx.checkJoints(cur.Node().(*ast.BinaryExpr), sent)
		if len(joint) == 0 {
			joint = jx.checkConstSlashes(cur.Node().(*ast.BinaryExpr), sent)
		}
		fs = append(fs, joint...)
		fs = append(fs, jx.checkHoleSlashes(cur.Node().(ast.Expr))...)
	}
	for _, cs := range calls {
		if cs.fn != nil && jx.sinks.stringPrintf(cs.fn) {
			fs = append(fs, jx.checkHoleSlashes(cs.cur.Node().(ast.Expr))...)
		}
	}
	return append(fs, jx.checkCleanedURLs(fs)...)
}

// checkCleanedURLs reports the result of path.Join, filepath.Join or
// their Clean given, directly or through a local assigned once, to a
// sink that needs an absolute URL with a host: their result never holds
// "//", so it can never be one, whatever their inputs.
//
// A call that found holds a finding of already (path.Join on a field
// known to hold a URL) is not reported twice.
func (jx *joins) checkCleanedURLs(found []finding) []finding {
	var fs []finding
	seen := map[*ast.CallExpr]bool{}
	for _, u := range jx.flow.uses {
		if u.component != "" {
			continue
		}
		where := u.where
		switch u.need {
		case uricheck.NeedHTTPURL, uricheck.NeedClientURL:
		case uricheck.NeedRequestURL:
			// A request's URL may be a path, until the request is sent.
			at, ok := jx.sentAt(u.cur)
			if !ok {
				continue
			}
			where += ", whose request is sent at " + at
		default:
			continue
		}
		call, name := jx.cleaned(u.expr, 0)
		if call == nil || seen[call] || slices.ContainsFunc(found, func(f finding) bool { return call.Pos() <= f.pos && f.pos < call.End() }) {
			continue
		}
		seen[call] = true
		fs = append(fs, finding{expr: call, pos: call.Pos(), end: call.End(), cat: uricheck.Join, use: u,
			msg: "the result of " + name + ", " + where + ", can never be an absolute URL with a host: " + name + " turns \"//\" into \"/\"; use url.JoinPath or (*url.URL).JoinPath"})
	}
	return fs
}

// sentAt returns where the request that the http.NewRequest call at cur
// returns is sent in its function: given to (*http.Client).Do, a
// RoundTripper, or a function known to send its request (a sender
// fact).
func (jx *joins) sentAt(cur inspector.Cursor) (string, bool) {
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 || ast.Unparen(as.Rhs[0]) != cur.Node() {
		return "", false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return "", false
	}
	v, ok := jx.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok {
		return "", false
	}
	fn, ok := enclosingFunc(cur)
	if !ok {
		return "", false
	}
	for u := range jx.values.index.UsesIn(v, fn) {
		call, ok := u.Parent().Node().(*ast.CallExpr)
		if !ok || call.Fun == u.Node() {
			continue
		}
		callee := jx.values.callee(call)
		if callee == nil {
			continue
		}
		for i, a := range call.Args {
			if a == u.Node() && jx.sinks.sendsRequest(callee, i) {
				return posString(jx.pass.Fset, call.Pos()), true
			}
		}
	}
	return "", false
}

// cleaned returns the call of path.Join, filepath.Join or their Clean
// whose result e is, directly or through locals assigned once, and the
// function's name.
func (jx *joins) cleaned(e ast.Expr, depth int) (*ast.CallExpr, string) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if v, ok := jx.pass.TypesInfo.Uses[e].(*types.Var); ok && depth < maxDepth {
			if d := jx.values.localValue(v); d != nil {
				return jx.cleaned(d, depth+1)
			}
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(jx.pass.TypesInfo, e).(*types.Func)
		if fn == nil || fn.Pkg() == nil || (fn.Name() != "Join" && fn.Name() != "Clean") {
			return nil, ""
		}
		if name := jx.values.fullName(fn); pathCleans[name] {
			return e, name
		}
	}
	return nil, ""
}

// checkPathJoin reports a URI with an authority given to path.Join or
// path.Clean (or filepath's), which turn its "//" into "/".
func (jx *joins) checkPathJoin(call *ast.CallExpr, site string) []finding {
	var fs []finding
	for i, a := range call.Args {
		text, lit, _ := jx.leadingText(a)
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
			if v := jx.stringVar(a); v != nil {
				if url, ok := jx.flow.urlWritten(v); ok {
					// Its writes say it is a URL: the constants written
					// to it (a constructor's default, an option) are.
					fs = append(fs, finding{expr: a, pos: a.Pos(), end: a.End(), cat: uricheck.Join,
						msg: site + " cleans " + types.ExprString(a) + ", a URL (" + uricheck.Quote(redacted(url)) + " is written to it), as a file path and turns its \"//\" into \"/\"; use url.JoinPath or (*url.URL).JoinPath"})
					continue
				}
				if f := jx.flow.varFactOf(v); f != nil {
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
			if sc, ok := ast.Unparen(a).(*ast.CallExpr); ok && i == 0 {
				if fn, _ := typeutil.Callee(jx.pass.TypesInfo, sc).(*types.Func); fn != nil && fn.FullName() == "(*net/url.URL).String" && !jx.hostless(sc) {
					fs = append(fs, finding{expr: a, pos: a.Pos(), end: a.End(), cat: uricheck.Join,
						msg: site + " cleans a URL as a file path and turns its \"//\" into \"/\" (\"https://h/x\" becomes \"https:/h/x\"); use url.JoinPath or (*url.URL).JoinPath"})
				} else if fn != nil && jx.isURLText(sc) {
					fs = append(fs, finding{expr: a, pos: a.Pos(), end: a.End(), cat: uricheck.Join,
						msg: site + " cleans " + types.ExprString(a) + ", a URL's text (" + jx.values.fullName(fn) + " returns (*net/url.URL).String()), as a file path and turns its \"//\" into \"/\"; use url.JoinPath or (*url.URL).JoinPath"})
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

// holedLit reports whether an argument's leading text is a literal's:
// then it is not a variable's value.
func holedLit(text string, lit *ast.BasicLit) bool { return text != "" || lit != nil }

// checkJoinElem reports a url.JoinPath element whose constant text holds
// '?' or '#': JoinPath escapes them into the path.
func (jx *joins) checkJoinElem(a ast.Expr, site string) []finding {
	t := jx.text.eval(a)
	if len(t) == 1 && t[0].hole {
		// A field every write of which this package sees: each value
		// written to it reaches the element.
		var fs []finding
		for _, v := range jx.flow.fieldValues(a) {
			fs = append(fs, jx.checkJoinElem(v, site)...)
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
			pos, end := litRange(p.lit, jx.checks.litSource(p.lit), p.off+i, p.off+i+1)
			return []finding{{lit: p.lit, expr: a, pos: pos, end: end, cat: uricheck.Join,
				msg: site + " escapes " + uricheck.Quote(p.text[i:i+1]) + " in an element into " + uricheck.Quote(esc) + " in the path; set the query or fragment (RawQuery, Fragment) instead"}}
		}
	}
	return nil
}

// checkJoints reports, in the concatenation e, a constant joint that
// glues text onto a URI's host or, where a sink receives it (a literal
// in sent), doubles a "/".
func (jx *joins) checkJoints(e *ast.BinaryExpr, sent map[*ast.BasicLit]bool) []finding {
	if !typesutil.IsString(jx.pass.TypesInfo.TypeOf(e)) {
		return nil
	}
	var left strings.Builder
	// Each joint judged parses the text on its left: a few are judged,
	// so that a chain of any length costs time linear in its length.
	judged := 0
	for i, op := range operands(e) {
		t := jx.text.eval(op)
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
					case sp.Host.End == len(l) && sp.Host.Start < len(l) && unreserved(p.text[0]) && !labelJoint(l, p.text):
						// (A "." or "-" joins a host's labels: the
						// concatenation composes the host, as in
						// "https://" + service + "." + region + ".example.com".)
						pos, end := litRange(p.lit, jx.checks.litSource(p.lit), p.off, p.off+1)
						host := sp.Host.Of(l)
						return []finding{{lit: p.lit, expr: op, pos: pos, end: end, cat: uricheck.Join,
							msg: uricheck.Quote(p.text) + " continues the host " + uricheck.Quote(host) + " of " + uricheck.Quote(l) + ": a \"/\" is missing between them"}}
					case sent[p.lit] && strings.HasSuffix(l, "/") && strings.HasPrefix(p.text, "/") && !sp.Query.Defined() && !sp.Fragment.Defined() && sp.Path.Of(l) != "":
						// (An empty path is not doubled: "unix://" +
						// "/run/app.sock" is unix:///run/app.sock, an
						// empty authority and an absolute path.)
						pos, end := litRange(p.lit, jx.checks.litSource(p.lit), p.off, p.off+1)
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

// labelJoint reports whether the joint of l and r joins two labels of
// a host name: l ends with, or r starts with, a "." or "-".
func labelJoint(l, r string) bool {
	return strings.HasSuffix(l, ".") || strings.HasSuffix(l, "-") || strings.HasPrefix(r, ".") || strings.HasPrefix(r, "-")
}

// maxJudgedJoints is how many joints of one concatenation checkJoints
// judges.
const maxJudgedJoints = 64

// unreserved reports whether b is an unreserved character (RFC 3986
// §2.3), one that continues a reg-name.
func unreserved(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || strings.IndexByte("-._~", b) >= 0
}

// checkHoleSlashes reports, in the template e, a hole whose known values
// are URLs that all end in "/" followed by constant text that starts
// with "/": the "/" is doubled (fmt.Sprintf("%s/%s", c.base, p) with
// c.base = "https://api.example.com/").
func (jx *joins) checkHoleSlashes(e ast.Expr) []finding {
	if !jx.maySlashAfterHole(e) {
		return nil
	}
	t := jx.text.eval(e)
	for i := 0; i+1 < len(t); i++ {
		p, next := t[i], t[i+1]
		if !p.hole || p.expr == nil || next.hole || next.lit == nil || !strings.HasPrefix(next.text, "/") {
			continue
		}
		if f, ok := jx.pathSlash(p.expr); ok {
			pos, end := litRange(next.lit, jx.checks.litSource(next.lit), next.off, next.off+1)
			return []finding{{lit: next.lit, expr: e, pos: pos, end: end, cat: uricheck.Join, msg: f}}
		}
		v := jx.stringVar(p.expr)
		if v == nil {
			continue
		}
		url, ok := jx.flow.urlWritten(v)
		if !ok {
			continue
		}
		all := true
		for _, s := range jx.flow.constWrites(v) {
			all = all && strings.HasSuffix(s, "/")
		}
		if !all {
			continue
		}
		pos, end := litRange(next.lit, jx.checks.litSource(next.lit), next.off, next.off+1)
		return []finding{{lit: next.lit, expr: e, pos: pos, end: end, cat: uricheck.Join,
			msg: types.ExprString(p.expr) + " ends in \"/\" (" + uricheck.Quote(redacted(url)) + " is written to it), and the text after it starts with one: the \"/\" is doubled, which servers may refuse or redirect"}}
	}
	return nil
}

// checkConstSlashes reports, in the concatenation e whose leading text
// is not known (base + "/api/v1/" + "/chat/"), two constant operands
// side by side where the first is a path ending in "/" and the second
// starts with "/", when a sink receives the second: the "/" is doubled
// whatever the base.
func (jx *joins) checkConstSlashes(e *ast.BinaryExpr, sent map[*ast.BasicLit]bool) []finding {
	if !typesutil.IsString(jx.pass.TypesInfo.TypeOf(e)) {
		return nil
	}
	prev := ""
	known := false
	for _, op := range operands(e) {
		// Constants only: their values need no evaluation.
		text, ok := jx.values.stringValue(op)
		if !ok {
			known = false
			continue
		}
		if known && strings.HasSuffix(prev, "/") && strings.HasPrefix(text, "/") && strings.HasPrefix(prev, "/") && !strings.ContainsAny(prev, "?#") {
			if t := jx.text.eval(op); len(t) > 0 && !t.holed() && t[0].lit != nil && sent[t[0].lit] {
				p := t[0]
				pos, end := litRange(p.lit, jx.checks.litSource(p.lit), p.off, p.off+1)
				return []finding{{lit: p.lit, expr: op, pos: pos, end: end, cat: uricheck.Join,
					msg: uricheck.Quote(prev) + " + " + uricheck.Quote(text) + " doubles the \"/\" of the path (a ServeMux answers such a path with a redirect)"}}
			}
		}
		prev, known = text, true
	}
	return nil
}

// maySlashAfterHole reports, without evaluating e, whether a value that
// is not constant may be followed by constant text that starts with
// "/": a format with "%s/" or "%v/", or such operands side by side.
func (jx *joins) maySlashAfterHole(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.CallExpr:
		fn := jx.values.callee(e)
		if fn == nil {
			return false
		}
		idx := fn.Signature().Params().Len() - 2
		if idx < 0 || idx >= len(e.Args) {
			return false
		}
		if f, ok := jx.values.stringValue(e.Args[idx]); ok {
			return strings.Contains(f, "s/") || strings.Contains(f, "v/")
		}
		return true
	case *ast.BinaryExpr:
		hole := false
		for _, op := range operands(e) {
			v, ok := jx.values.stringValue(op)
			if ok && hole && strings.HasPrefix(v, "/") {
				return true
			}
			hole = !ok
		}
		return false
	}
	return true
}

// pathSlash returns the message of a doubled "/" after e, the Path of a
// URL whose known base's path ends in "/" (u.Path + "/saml/acs", u
// parsed from "http://localhost:8000/").
func (jx *joins) pathSlash(e ast.Expr) (string, bool) {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Path" {
		return "", false
	}
	if f, ok := jx.pass.TypesInfo.Uses[sel.Sel].(*types.Var); !ok || !f.IsField() || f.Pkg() == nil || f.Pkg().Path() != "net/url" {
		return "", false
	}
	base, _, ok := jx.baseOf(sel.X, 0)
	if !ok {
		return "", false
	}
	r, err := uricore.Parse(base)
	if err != nil || !strings.HasSuffix(r.Path, "/") {
		return "", false
	}
	return types.ExprString(e) + " is " + uricheck.Quote(r.Path) + " (" + types.ExprString(sel.X) + " is " + uricheck.Quote(redacted(base)) + "), and the text after it starts with \"/\": the \"/\" is doubled, which servers may refuse or redirect", true
}

// pathConcat reports whether the node at cur is a concatenation that
// puts constant text starting with "/" right after a url.URL's Path
// (u.Path + "/saml/acs"): pathSlash needs the URL's known bases.
func (jx *joins) pathConcat(cur inspector.Cursor) bool {
	b, ok := cur.Node().(*ast.BinaryExpr)
	if !ok || b.Op != token.ADD {
		return false
	}
	ops := operands(b)
	for i := 0; i+1 < len(ops); i++ {
		sel, ok := ast.Unparen(ops[i]).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Path" {
			continue
		}
		if v, ok := jx.values.stringValue(ops[i+1]); ok && strings.HasPrefix(v, "/") {
			if f, ok := jx.pass.TypesInfo.Uses[sel.Sel].(*types.Var); ok && f.IsField() && f.Pkg() != nil && f.Pkg().Path() == "net/url" {
				return true
			}
		}
	}
	return false
}
