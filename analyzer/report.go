// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"net/url"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/testpolicy"
	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// reportAll applies the policies to fs and reports what remains, once
// per position and category, in source order. The findings of one
// literal from several uses are one diagnostic: the use with the
// strictest need names it (then the first sink name, so that the order
// of statements does not matter), and Related lists every use of the
// literal.
func (c *checker) reportAll(fs []finding, litUses map[*ast.BasicLit][]*use) {
	type key struct {
		pos token.Pos
		cat string
	}
	groups := map[key][]finding{}
	var keys []key
	for _, f := range fs {
		k := key{f.pos, f.cat}
		if c.settings.disabled[f.cat] || !c.keep(f) {
			continue
		}
		if groups[k] == nil {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], f)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].pos != keys[j].pos {
			return keys[i].pos < keys[j].pos
		}
		return keys[i].cat < keys[j].cat
	})
	for _, k := range keys {
		g := groups[k]
		sort.SliceStable(g, func(i, j int) bool { return g[i].before(g[j]) })
		f := g[0]
		d := analysis.Diagnostic{Pos: f.pos, End: f.end, Category: f.cat, Message: f.msg}
		// An edit of a file cmd/cgo wrote would not reach the user's file.
		if f.fix != nil && c.fixAgreed(f, fs, litUses[f.lit]) && !c.files.cgo[c.pass.Fset.File(f.pos)] && !c.fixChangesTest(f) && !addsRootPath(f, litUses[f.lit]) {
			d.SuggestedFixes = []analysis.SuggestedFix{*f.fix}
		}
		seen := map[ast.Expr]bool{}
		var uses []*use
		if f.use != nil && f.lit != nil {
			for _, u := range litUses[f.lit] {
				if !within(f.lit, u.expr) && !seen[u.expr] {
					seen[u.expr] = true
					uses = append(uses, u)
				}
			}
		}
		sort.Slice(uses, func(i, j int) bool { return uses[i].expr.Pos() < uses[j].expr.Pos() })
		for _, u := range uses {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.expr.Pos(), End: u.expr.End(), Message: u.where + " here"})
		}
		d.Related = append(d.Related, f.related...)
		c.diag(d)
	}
}

// addsRootPath reports whether f's fix writes the empty path of a URI
// as "/" where that can change what the program does: anywhere but in
// a literal written where a request is sent to it, the string may be a
// base that
// code extends ("https://api.example.com" + "/v1"), hands to an SDK that
// refuses a trailing "/", or prints. (Found on prometheus: a scaleway
// endpoint and a flag's default.)
func addsRootPath(f finding, uses []*use) bool {
	if f.fix == nil || f.lit == nil || f.fixSteps&uricore.StepEmptyPath == 0 {
		return false
	}
	if len(uses) == 0 {
		return true
	}
	for _, u := range uses {
		// Written at the call itself: a named constant or a variable
		// may be read elsewhere too.
		sent := u.need == uricheck.NeedHTTPURL || u.need == uricheck.NeedClientURL || u.need == uricheck.NeedRequestURL
		if !sent || u.component != "" || u.tmpl.literal() != f.lit || u.tmpl[0].viaName {
			return true
		}
	}
	return false
}

// fixChangesTest reports whether f's fix could change what a test of
// the package checks: a literal of a test is its input, its expected
// output or data it needs as it is, and never gets a fix; a literal of
// the package's code whose text a test also spells (an expected output
// compared with it, most likely) gets none either, since the test's
// copy would keep the old text.
func (c *checker) fixChangesTest(f finding) bool {
	if c.files.test[c.pass.Fset.File(f.pos)] {
		return true
	}
	if f.lit == nil {
		return false
	}
	v, ok := unquote(f.lit)
	if !ok {
		return true
	}
	return c.tests.policy.Spells(v)
}

// fixAgreed reports whether every use of f's literal wants f's fix: a
// named constant that one use needs as a whole URL and another as a
// host gets no fix that only one of them wants (the next -fix would
// undo it).
func (c *checker) fixAgreed(f finding, fs []finding, uses []*use) bool {
	if f.lit == nil || len(uses) < 2 {
		return true
	}
	want := string(f.fix.TextEdits[0].NewText)
	agreed := map[*use]bool{}
	for _, o := range fs {
		if o.lit == f.lit && o.use != nil && o.fix != nil && string(o.fix.TextEdits[0].NewText) == want {
			agreed[o.use] = true
		}
	}
	return len(agreed) == len(uses)
}

// before orders the findings of one literal and category: the strictest
// need first, then by the name of the site and the message, so that the
// choice does not depend on the order of statements.
func (f finding) before(g finding) bool {
	fn, gn := f.need(), g.need()
	if fn != gn {
		return fn > gn
	}
	if fw, gw := f.where(), g.where(); fw != gw {
		return fw < gw
	}
	return f.msg < g.msg
}

// need returns how strict the need of f's use is: a URL that is sent
// over http is the strictest, any reference the loosest.
func (f finding) need() int {
	if f.use == nil {
		return -1
	}
	return needRank(f.use.need)
}

func (f finding) where() string {
	if f.use == nil {
		return ""
	}
	return f.use.where
}

// keep applies the policies of DESIGN.md to f. In a test file a
// finding is kept only where the test needs the string to work as a URI
// (its role, decided when it was collected: fail closed), never for a
// constant judged by its text alone, never nonnormal, and credentials
// only if asked. Everywhere, nonnormal is not kept for a literal that
// also flows where it is not a URI, whose fix would change that use.
func (c *checker) keep(f finding) bool {
	if f.cat == uricheck.NonNormal && f.lit != nil && c.flow.notURI.lits[f.lit] != roleNone {
		return false
	}
	if !c.files.test[c.pass.Fset.File(f.pos)] {
		// Code that exists only for tests follows the test rules for
		// credentials.
		return f.cat != uricheck.Credentials || c.settings.testCredentials || !c.testSupport(f.pos)
	}
	// An Example is documentation people copy: what it uses is meant to
	// work, as in the package's code, unless it shows what the code makes
	// of a string on purpose (an error it expects, an answer it pins).
	// Like the rest of a test file, it is not judged on style (nonnormal:
	// examples show what normalization and encoding do) nor on the
	// passwords it documents, unless -test-credentials.
	example := c.files.inExample(c.pass.Fset, f.pos)
	switch {
	case f.cat == uricheck.NonNormal, f.textOnly && !example:
		return false
	case f.cat == uricheck.Credentials && !c.settings.testCredentials:
		return false
	case f.password:
		return true // a secret in the source, whatever the test does with it
	}
	if f.cat == uricheck.HostPort && f.weakOrigin && !example {
		// A test's host of unknown origin (a field of its options, a
		// helper's parameter) is a fixture's, almost always a constant
		// loopback address: reported only from an origin that strips
		// brackets or reads the outside (Hostname, SplitHostPort, a
		// net.IP, the environment, a flag).
		return false
	}
	role := testpolicy.Unread
	switch {
	case f.use != nil && f.lit != nil:
		role = c.tests.useLit[f.lit]
	case f.use != nil:
		role = c.tests.uses[f.use]
	case f.lit != nil:
		role = c.tests.lit[f.lit]
	}
	switch {
	case example:
		return role != testpolicy.Input && role != testpolicy.Expected
	case f.use != nil:
		if role == testpolicy.MustWork && f.use.need == uricheck.NeedRequestURL && f.cat != uricheck.Malformed && f.cat != uricheck.Port && !c.requestRead(f.use) {
			// A request the test requires to build must build; what
			// only a send needs waits for a send or a read of its URL.
			return false
		}
		return reportedInTest(f, role, c.requestSent)
	}
	return f.lit != nil && role == testpolicy.MustWork
}

// diag reports d unless an //urilint:ignore comment on its line or the
// line above suppresses its category.
func (c *checker) diag(d analysis.Diagnostic) {
	if c.files.suppressed(c.pass.Fset.Position(d.Pos), d.Category) {
		return
	}
	d.URL = CategoryURL(d.Category)
	c.pass.Report(d)
}

// StaleIgnore is the category of the finding about an ignore comment
// that suppresses nothing: not one of the categories of URI findings
// (uricheck.Categories), which no flag disables.
const StaleIgnore = "ignore"

// reportUnusedIgnores reports the //urilint:ignore comments that
// suppressed nothing, as staticcheck reports a stale //lint:ignore, unless
// one of their categories is disabled (then there was nothing to find).
func (c *checker) reportUnusedIgnores() {
	for _, ig := range c.files.unusedIgnores(c.settings.disabled) {
		c.pass.Report(analysis.Diagnostic{Pos: ig.pos, Category: StaleIgnore, Message: "this //urilint:ignore suppresses nothing; remove it"})
	}
}

// builtRequest returns the local variable that the call of u, which
// builds a request (http.NewRequest, a wrapper that returns one), is
// assigned to (req, err := http.NewRequest(…)), and the function it is
// in. built reports whether the call builds a request; ok whether the
// variable was found.
func (c *checker) builtRequest(u *use) (v *types.Var, fn inspector.Cursor, built, ok bool) {
	call, isCall := u.cur.Node().(*ast.CallExpr)
	if !isCall {
		return nil, fn, false, false
	}
	if res, isTuple := c.pass.TypesInfo.TypeOf(call).(*types.Tuple); !isTuple || res.Len() == 0 || !isRequestPtr(res.At(0).Type()) {
		return nil, fn, false, false
	}
	as, isAssign := u.cur.Parent().Node().(*ast.AssignStmt)
	if !isAssign || len(as.Rhs) != 1 || len(as.Lhs) == 0 || ast.Unparen(as.Rhs[0]) != u.cur.Node() {
		return nil, fn, true, false
	}
	id, isID := as.Lhs[0].(*ast.Ident)
	if !isID {
		return nil, fn, true, false
	}
	v, isVar := c.pass.TypesInfo.Defs[id].(*types.Var)
	if !isVar {
		v, isVar = c.pass.TypesInfo.Uses[id].(*types.Var)
	}
	if !isVar || v.Kind() != types.LocalVar {
		return nil, fn, true, false
	}
	fn, ok = enclosingFunc(u.cur)
	return v, fn, true, ok
}

// usesAfter returns the uses of v in fn that read the value the
// assignment at the use u's call gives it: those after the assignment
// and before the next write of v, in source order (req, err =
// newRequest(…) again later in a test is another request); in a loop,
// where source order is not the order of the runs, all of them.
func (c *checker) usesAfter(u *use, v *types.Var, fn inspector.Cursor) []inspector.Cursor {
	lo := u.cur.Parent().Node().End()
	hi := fn.Node().End()
	for loop := range u.cur.Enclosing((*ast.ForStmt)(nil), (*ast.RangeStmt)(nil)) {
		if fn.Node().Pos() <= loop.Node().Pos() {
			// In a loop, a use before the write in the source may
			// read it on the next round: every use counts.
			return slices.Collect(c.values.index.UsesIn(v, fn))
		}
	}
	var uses []inspector.Cursor
	for use := range c.values.index.UsesIn(v, fn) {
		if as, ok := use.Parent().Node().(*ast.AssignStmt); ok && use.Node().Pos() >= lo && use.Node().Pos() < hi && slices.Contains(as.Lhs, use.Node().(ast.Expr)) {
			hi = use.Node().Pos() // written again
		}
		uses = append(uses, use)
	}
	return slices.DeleteFunc(uses, func(use inspector.Cursor) bool {
		return use.Node().Pos() < lo || use.Node().Pos() >= hi
	})
}

// requestSent reports whether the request u's string becomes is sent
// over the wire in sight: by the sink itself (http.Get, a client's Get,
// a wrapper of one), by a function of this package that takes the URI
// and calls a sender, or, built into a variable or an argument, given to
// a sender (a client's Do, a transport's RoundTrip, a function with a
// sender fact). A request only handed to code that reads it in the
// process (a router, a handler), or that goes where the function cannot
// follow it (stored, returned), is not known to be sent: the test
// policy's unknown stays silent.
func (c *checker) requestSent(u *use) bool {
	if u.need.Kind != uricheck.KindRequestURL {
		return true
	}
	v, fn, built, ok := c.builtRequest(u)
	if !built {
		return c.wrapperSends(u)
	}
	if p, isCall := u.cur.Parent().Node().(*ast.CallExpr); isCall {
		// client.Do(httptest.NewRequest(…))
		if callee := c.values.callee(p); callee != nil {
			for i, a := range p.Args {
				if ast.Unparen(a) == u.cur.Node() && c.sinks.sendsRequest(callee, i) {
					return true
				}
			}
		}
	}
	if !ok || v.Name() == "_" {
		return false
	}
	for _, use := range c.usesAfter(u, v, fn) {
		p, isCall := use.Parent().Node().(*ast.CallExpr)
		if !isCall || p.Fun == use.Node() {
			continue
		}
		if callee := c.values.callee(p); callee != nil {
			for i, a := range p.Args {
				if a == use.Node() && c.sinks.sendsRequest(callee, i) {
					return true
				}
			}
		}
	}
	return false
}

// wrapperSends reports whether the call of u, a function that takes the
// URI and builds a request from it, sends a request in sight: its body,
// a function or function literal of this package, calls a sender or a
// sink that sends (http.Get, a client's Do, a function with a sender
// fact).
func (c *checker) wrapperSends(u *use) bool {
	sends, _, _ := c.wrapperUses(u)
	return sends
}

// wrapperUses reports what the body of the function u calls, a function
// or function literal of this package that takes the URI, does with a
// request: sends it (a sender, or a sink that sends), or reads its URL
// (a reader: a mux, a handler, a function with a reader fact). seen
// reports whether the body is in sight.
func (c *checker) wrapperUses(u *use) (sends, reads, seen bool) {
	call, ok := u.cur.Node().(*ast.CallExpr)
	if !ok {
		return false, false, false
	}
	fn := c.values.callee(call)
	if fn == nil {
		return false, false, false
	}
	var body ast.Node
	if lf := c.values.litFuncs[fn]; lf != nil {
		body = lf.lit.Node().(*ast.FuncLit).Body
	} else if fd := c.values.funcDecl(fn); fd != nil && fd.Body != nil {
		body = fd.Body
	} else {
		return false, false, false
	}
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || sends {
			return !sends
		}
		callee := c.values.callee(call)
		if callee == nil {
			return true
		}
		for i := range call.Args {
			switch {
			case c.sinks.sendsRequest(callee, i):
				sends = true
			case c.sinks.readsURL(callee, i):
				reads = true
			}
		}
		for _, sk := range c.sinks.sinksOf(callee) {
			if sk.requests() {
				sends = true
			}
		}
		return !sends
	})
	return sends, reads, true
}

// comparedOnly reports whether the selector at cur (req.URL, req.Host),
// with the selectors and method calls that follow it (req.URL.Host,
// req.URL.Hostname()), is an operand of == or !=, or is printed by a
// call that fails the test (t.Errorf("host %s", req.URL.Host)), and
// nothing else.
func (c *checker) comparedOnly(cur inspector.Cursor) bool {
	for {
		e := cur.Node()
		switch p := cur.Parent().Node().(type) {
		case *ast.SelectorExpr:
			if p.X != e {
				return false
			}
		case *ast.CallExpr:
			if p.Fun != e {
				fn := c.values.callee(p)
				return fn != nil && failFuncs[c.values.fullName(fn)]
			}
			if len(p.Args) != 0 {
				return false
			}
		case *ast.ParenExpr:
		case *ast.BinaryExpr:
			return p.Op == token.EQL || p.Op == token.NEQ
		default:
			return false
		}
		cur = cur.Parent()
	}
}

// classify decides, once, the test role of each use and standalone
// literal in a test file that has a finding: the test policy reads the
// test's statements, so only strings with something to report are worth
// it. Reporting reads the roles.
//
// The uses of one literal are combined, in any order: a literal that one
// use needs to work and another feeds in on purpose (expects it to fail,
// pins it) is deliberate, and every finding of it is silent.
func (c *checker) classify(fs []finding, litUses map[*ast.BasicLit][]*use) {
	for _, f := range fs {
		if !c.files.test[c.pass.Fset.File(f.pos)] {
			continue
		}
		switch u := f.use; {
		case u != nil && f.lit == nil:
			c.useRole(u)
		case u != nil:
			if _, done := c.tests.useLit[f.lit]; done {
				continue
			}
			role := testpolicy.Unread
			for _, o := range litUses[f.lit] {
				role = testpolicy.Combine(role, c.roleOf(o, f.lit))
			}
			c.tests.useLit[f.lit] = role
		case u == nil && f.lit != nil:
			if _, done := c.tests.lit[f.lit]; !done {
				c.tests.lit[f.lit] = c.tests.policy.LiteralRole(f.lit, false)
			}
		}
	}
}

// useRole returns the test role of u, a use of no literal or of a
// call's argument, decided once.
func (c *checker) useRole(u *use) testpolicy.Role {
	if r, ok := c.tests.uses[u]; ok {
		return r
	}
	r := testpolicy.Unread
	if _, ok := u.cur.Node().(*ast.CallExpr); ok {
		r = c.tests.policy.UseRole(u.cur, u.arg)
	} else if l, ok := ast.Unparen(u.expr).(*ast.BasicLit); ok {
		r = c.tests.policy.LiteralRole(l, true) // a url.URL part
	}
	c.tests.uses[u] = r
	return r
}

// roleOf returns the test role of lit at its use u. A value written to
// a field (a test table's row, a fixture's) takes the role of what the
// test does with the literal there; other uses have one role whatever
// literal of theirs is asked about.
func (c *checker) roleOf(u *use, lit *ast.BasicLit) testpolicy.Role {
	if u.written {
		r, ok := c.tests.written[lit]
		if !ok {
			r = c.tests.policy.LiteralRole(lit, true)
			c.tests.written[lit] = r
		}
		return r
	}
	return c.useRole(u)
}

// reportedInTest reports whether f, about a use in a test whose role
// is role, is something the test needs right. A use that must work
// needs every mistake fixed that breaks it: a typo, a bad port or the
// wrong form sends the request nowhere, or elsewhere; a character RFC
// 3986 does not allow, in a URI that net/url reads anyway and net/http
// sends intact (a raw "[" or "{" in a query, a space or an IRI's
// letters in a path, which it escapes), breaks no call of the test,
// which then needs nothing from it; a space in a query goes onto the
// request line as written, and the server answers 400. An input the
// test builds for the code under test that nothing reads as a URL is
// deliberate, unless building it fails: then the test cannot run.
// A request the test builds and only hands to code in the process (a
// router that reads its query) is read as net/url parsed it: its
// query's space breaks only a send (sent).
func reportedInTest(f finding, role testpolicy.Role, sent func(*use) bool) bool {
	switch role {
	case testpolicy.MustWork:
		return f.cat != uricheck.Malformed || f.use.component != "" || !builds(f.use) ||
			f.use.sends() && !sendable(f.use.tmpl.fill(false).text) && sent(f.use)
	case testpolicy.Built:
		return !builds(f.use)
	}
	return false
}

// sends reports whether u's string becomes the URL of a request
// (http.Get, http.NewRequest), not only a parsed URL or a target.
func (u *use) sends() bool {
	return sendsTo(u.need)
}

// sendable reports whether net/http sends text, which url.Parse
// accepts, as a request the server can read: its client escapes a
// path's space or non-ASCII bytes, but writes the query as it is, and
// a space there splits the request line (TestSendable pins this
// against net/http's own client and server).
func sendable(text string) bool {
	return !strings.ContainsAny(uricore.Split(text).Query.Of(text), " ")
}

// builds reports whether the text of u builds as its sink reads it: a
// request target as httptest.NewRequest and url.ParseRequestURI read
// it (no white space in the request line), a URI reference as url.Parse
// and http.NewRequest read it. A template builds when one of its
// fillings does: that it does not must not depend on a hole
// ("http://localhost:9090" + prefix + "/api" with prefix "" or "/x"
// builds, though a host placeholder after the port would not).
func builds(u *use) bool {
	if buildsAs(u.need, u.tmpl.fill(false).text) {
		return true
	}
	return u.tmpl.holed() && buildsAs(u.need, u.tmpl.fill(true).text)
}

// buildsAs reports whether text builds as a sink of need reads it
// (TestBuilds pins this against net/http and httptest).
func buildsAs(need uricheck.Need, text string) bool {
	if need == uricheck.NeedRequestURI {
		if strings.ContainsAny(text, " \t\r\n") {
			return false
		}
		_, err := url.ParseRequestURI(text)
		return err == nil
	}
	_, err := url.Parse(text)
	return err == nil
}

// requestRead reports whether the request that the call of u (an
// http.NewRequest, or a function that returns a request and an error)
// builds may be sent or have its URL read: the local
// it is assigned to is given to a function that sends it or reads its
// URL (net/http, a fact), to a function or method not known (an
// interface's ServeHTTP, a func value), or leaves the function; or its
// URL, Host or a method other than a header's is used. Reading or
// setting headers, cookies or the context's values is not. A request
// built and dropped (_, err := http.NewRequest(…)) counts as read: its
// URL is all its build is about. A part of its URL only compared
// (req.URL.Host != "") is the test checking what the build made of the
// string, an expected output, not a use that needs it to work.
func (c *checker) requestRead(u *use) bool {
	v, fn, built, ok := c.builtRequest(u)
	if !built {
		// Not a call that builds a request and its error: a Must…
		// builder (read as a use that needs it to work), or a wrapper
		// that sends it or reads its URL, unless its body, in sight,
		// does neither (a test's closure that builds a request for a
		// router behind an interface).
		if call, ok := u.cur.Node().(*ast.CallExpr); ok && isRequestPtr(c.pass.TypesInfo.TypeOf(call)) {
			return true
		}
		sends, reads, seen := c.wrapperUses(u)
		return sends || reads || !seen
	}
	if !ok || v.Name() == "_" {
		return true // built and dropped: the URL is all the build is about
	}
	used := false
	for _, use := range c.usesAfter(u, v, fn) {
		used = true
		switch p := use.Parent().Node().(type) {
		case *ast.SelectorExpr:
			if requestOtherMembers[p.Sel.Name] || c.comparedOnly(use.Parent()) {
				continue
			}
			return true
		case *ast.CallExpr:
			callee := c.values.callee(p)
			if callee == nil || p.Fun == use.Node() {
				return true
			}
			if sig := callee.Signature(); sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
				if isType(sig.Recv().Type(), "net/http", "Handler") {
					return true // a Handler's ServeHTTP routes on the URL
				}
				// Another interface's method (a RoundTripper, a Doer):
				// what the value behind it does with the request is not
				// in sight, and an unknown use stays silent.
				continue
			}
			for i, a := range p.Args {
				if a == use.Node() && c.sinks.readsURL(callee, i) {
					return true
				}
			}
		case *ast.BinaryExpr:
			// req != nil
		default:
			return true // written again, copied, returned, stored, captured
		}
	}
	return !used
}
