// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/analysis/passes/printf"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/index"
	"github.com/urilint/urilint/analyzer/internal/testpolicy"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// run checks the package in three phases: collect what the files hold
// in one walk, decide what each string is and whether it is right, and
// report; and returns what it learned. Nothing is decided during the walk, so that the order of
// statements cannot change a finding.
func (c *checker) run() *Result {
	c.init()
	w := c.collect()
	defer w.release()
	c.learn(w)
	fs := c.decide(w)
	c.exportTestFacts()
	c.reportAll(fs, w.litUses)
	c.reportUnusedIgnores()
	return c.result()
}

// A walk is what collect finds in the checked files, for the later
// phases. Its lists are garbage when the run ends: the next package
// reuses their memory.
type walk struct {
	calls      []callSite         // the calls with arguments: no later step looks at one without
	parts      []inspector.Cursor // what may write a url.URL's part
	lits       []inspector.Cursor // string literals that may be candidates, and outermost concatenations
	urlWriters []ast.Node         // what may write a url.URL: for join

	// Filled by decide.
	reached map[*ast.BasicLit]bool   // the literals some use reaches
	litUses map[*ast.BasicLit][]*use // the uses of each literal
}

var walkPool = sync.Pool{New: func() any { return new(walk) }}

// release clears the lists, so that the pool holds on to no package's
// syntax, and returns w to the pool.
func (w *walk) release() {
	clear(w.calls)
	clear(w.parts)
	clear(w.lits)
	clear(w.urlWriters)
	w.calls, w.parts, w.lits, w.urlWriters = w.calls[:0], w.parts[:0], w.lits[:0], w.urlWriters[:0]
	w.reached, w.litUses = nil, nil
	walkPool.Put(w)
}

// init sets up the units, each given the lower ones it reads (the files:
// which are checked, which are tests, their ignores), reads the
// package's constants, and sets up the test policy.
func (c *checker) init() {
	pass := c.pass
	pr, _ := pass.ResultOf[printf.Analyzer].(*printf.Result)
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	reach := c.settings.table.reachesSink(pass.Pkg) || importsAddress(pass.Pkg)
	c.files = newFileSet(pass.Fset, in.Root())
	c.values = valueIndex{pass: pass, inspector: in, index: pass.ResultOf[index.Analyzer].(*index.Index), files: &c.files, locals: map[*types.Var]*local{}, follow: reach}
	c.sinks = sinkIndex{pass: pass, table: &c.settings.table, printf: pr, values: &c.values, reachable: reach, memo: map[*types.Func][]sink{}, printfKinds: map[*types.Func]printf.Kind{}}
	c.urls = urlIndex{pass: pass, values: &c.values, sinks: &c.sinks}
	c.text = evaluator{pass: pass, values: &c.values, sinks: &c.sinks, urls: &c.urls}
	c.flow = flowIndex{pass: pass, steps: c.settings.steps, files: &c.files, values: &c.values, sinks: &c.sinks, urls: &c.urls, text: &c.text,
		notURI: notURIIndex{lits: map[*ast.BasicLit]textRole{}, exprs: map[ast.Expr]textRole{}}}
	c.checks = checks{pass: pass, steps: c.settings.steps, files: &c.files, values: &c.values, sinks: &c.sinks, text: &c.text, notURI: &c.flow.notURI}
	c.joins = joins{pass: pass, values: &c.values, sinks: &c.sinks, text: &c.text, flow: &c.flow, checks: &c.checks}
	c.tests = roleIndex{lit: map[*ast.BasicLit]testpolicy.Role{}, useLit: map[*ast.BasicLit]testpolicy.Role{}, written: map[*ast.BasicLit]testpolicy.Role{}, uses: map[*use]testpolicy.Role{}}

	c.tests.policy = testpolicy.New(pass, c.values.index, testpolicy.Package{Test: c.files.test, Testing: c.files.testing, External: c.values.externalTest()}, policyHost{&c.sinks, &c.values})
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.CONST {
				for _, spec := range gd.Specs {
					c.values.addConstSpec(spec.(*ast.ValueSpec))
				}
			}
		}
	}
}

// collect walks the checked files once and collects what every later
// step needs: constants, calls, field writes, url.URL parts and the
// string literals. The writes of locals are found when a local is first
// asked about (localOf): few ever are.
//
// A package that reaches no sink package through its imports can hold
// no sink call, no wrapper and no url.URL: only its standalone constants
// and the calls that say a string is not a URI are looked at, and its
// calls are walked only if something needs them (learn).
func (c *checker) collect() *walk {
	pass := c.pass
	w := walkPool.Get().(*walk)
	flow := c.sinks.reachable
	kinds := []ast.Node{(*ast.BasicLit)(nil), (*ast.ValueSpec)(nil), (*ast.BinaryExpr)(nil)}
	if flow {
		kinds = append(kinds, (*ast.CallExpr)(nil), (*ast.AssignStmt)(nil), (*ast.UnaryExpr)(nil), (*ast.CompositeLit)(nil))
	}
	for fileCur := range c.values.inspector.Root().Children() {
		if _, ok := c.files.test[pass.Fset.File(fileCur.Node().Pos())]; !ok {
			// Generated: nothing in it is checked, but what it writes
			// to a url.URL makes that value unknown.
			if flow {
				for cur := range fileCur.Preorder(urlWriterKinds...) {
					w.urlWriters = append(w.urlWriters, cur.Node())
				}
			}
			continue
		}
		for cur := range fileCur.Preorder(kinds...) {
			c.collectNode(w, cur, flow)
		}
	}
	return w
}

// collectNode records the node at cur in w, and the writes it makes.
func (c *checker) collectNode(w *walk, cur inspector.Cursor, flow bool) {
	switch n := cur.Node().(type) {
	case *ast.CallExpr:
		if len(n.Args) > 0 {
			w.calls = append(w.calls, callSite{cur, c.values.callee(n)})
		}
	case *ast.ValueSpec:
		if _, local := cur.Parent().Parent().Node().(*ast.DeclStmt); local {
			c.values.addConstSpec(n) // the package's are added by init
			if flow && len(n.Names) == 1 && len(n.Values) == 1 {
				c.values.addLocalFunc(n.Names[0], cur.ChildAt(edge.ValueSpec_Values, 0))
			}
		}
		if flow {
			if len(n.Values) == len(n.Names) {
				for i, name := range n.Names {
					c.flow.addVarWrite(name, n.Values[i], cur)
				}
			}
			w.urlWriters = append(w.urlWriters, n)
		}
	case *ast.AssignStmt:
		if id, ok := n.Lhs[0].(*ast.Ident); ok && flow && n.Tok == token.DEFINE && len(n.Lhs) == 1 && len(n.Rhs) == 1 {
			c.values.addLocalFunc(id, cur.ChildAt(edge.AssignStmt_Rhs, 0))
		}
		c.flow.collectFieldWrites(cur)
		if mayWritePart(n) {
			w.parts = append(w.parts, cur)
		}
		w.urlWriters = append(w.urlWriters, n)
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			c.flow.collectFieldWrites(cur)
			w.urlWriters = append(w.urlWriters, n)
		}
	case *ast.CompositeLit:
		c.flow.collectFieldWrites(cur)
		if !listOrMap(n) {
			w.parts = append(w.parts, cur)
		}
		w.urlWriters = append(w.urlWriters, n)
	case *ast.BinaryExpr:
		if n.Op == token.ADD && !inConcat(cur) && isConcat(c.pass.TypesInfo, n) {
			w.lits = append(w.lits, cur)
		}
	case *ast.BasicLit:
		// Only a literal that may be a candidate matters on its own
		// (the standalone check); in a concatenation, the
		// concatenation is met.
		if n.Kind == token.STRING && mayBeCandidate(n) {
			w.lits = append(w.lits, cur)
		}
	}
}

// learn finds what the collected nodes say: this package's wrappers and
// senders, the uses of strings at sinks and where strings are not URIs,
// the values written to URI fields, url.URL parts, and bases.
func (c *checker) learn(w *walk) {
	flow := c.sinks.reachable
	if flow {
		c.sinks.findWrappers(c.files.checked, w.calls, &c.urls)
		c.sinks.findSenders()
	}
	// Where no sink can be called, calls matter only to tell which
	// candidate constants are not URIs, and to find path.Join and
	// path.Clean given a URI: walk them only if there is a candidate
	// (the literal a path.Join finding is about is one).
	candidates := !flow && c.checks.anyCandidate(w.lits)
	if candidates {
		for _, cur := range c.values.index.Calls() {
			if call := cur.Node().(*ast.CallExpr); len(call.Args) > 0 && c.values.inChecked(call.Pos()) {
				fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
				w.calls = append(w.calls, callSite{cur, fn})
			}
		}
	}
	if !flow && !candidates && importsPath(c.pass.Pkg) {
		// No sink, but path.Join or path.Clean may clean a parameter
		// that other packages give URLs to (a joiner fact).
		for _, cur := range c.values.index.Calls() {
			call := cur.Node().(*ast.CallExpr)
			if len(call.Args) == 0 || !c.values.inChecked(call.Pos()) {
				continue
			}
			if fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func); fn != nil && fn.Pkg() != nil && (fn.Pkg().Path() == "path" || fn.Pkg().Path() == "path/filepath") {
				w.calls = append(w.calls, callSite{cur, fn})
			}
		}
	}
	if flow || candidates {
		for _, cs := range w.calls {
			if cs.fn != nil {
				c.flow.collectCall(cs.cur, cs.fn, flow)
			}
		}
	}
	if flow {
		for _, cur := range w.lits {
			if _, ok := cur.Node().(*ast.BinaryExpr); ok {
				c.flow.collectConcatRepairs(cur)
			}
		}
		c.flow.resolveCompleters()
		c.flow.checkVarWrites()
	}
	for _, cur := range w.parts {
		c.flow.collectParts(cur)
	}
	// Bases are followed, and resolution wrappers looked for, only in a
	// package that resolves: one that calls (*url.URL).Parse or
	// ResolveReference, or another package's resolution wrapper; or that
	// glues text starting with "/" after a URL's Path (pathSlash).
	if flow && !c.settings.disabled[uricheck.Join] && (c.joins.resolves(w.calls) || slices.ContainsFunc(w.lits, c.joins.pathConcat)) {
		c.joins.collectURLWrites(w.urlWriters)
		c.joins.findResolvers(w.calls)
	}
}

// decide returns the findings: the joins, each use's, the standalone
// constants' no use reached, the slips and the constant passwords; each
// with its test role.
func (c *checker) decide(w *walk) []finding {
	var concats []inspector.Cursor
	for _, cur := range w.lits {
		if _, ok := cur.Node().(*ast.BinaryExpr); ok {
			concats = append(concats, cur)
		}
	}
	// The literals given to a sink as a whole URI: a doubled "/" is a
	// mistake there, not in a constant that is not requested (an OAuth
	// scope "https://monitor.azure.com//.default" is spelled so).
	sent := map[*ast.BasicLit]bool{}
	for _, u := range c.flow.uses {
		for _, p := range u.tmpl {
			if p.lit != nil && u.component == "" {
				sent[p.lit] = true
			}
		}
	}
	var joins []finding
	if !c.settings.disabled[uricheck.Join] {
		// -disable join skips the work, not only the report: no other
		// category reads what the joins find.
		joins = c.joins.checkJoins(w.calls, concats, sent)
	}

	// Every use of each literal, then the literals no use reached.
	fs := joins
	w.reached = map[*ast.BasicLit]bool{}
	w.litUses = map[*ast.BasicLit][]*use{}
	for _, u := range c.flow.uses {
		for _, p := range u.tmpl {
			if p.lit != nil {
				w.reached[p.lit] = true
				if us := w.litUses[p.lit]; len(us) == 0 || us[len(us)-1] != u {
					w.litUses[p.lit] = append(us, u)
				}
			}
		}
		fs = append(fs, c.checks.checkUse(u)...)
	}
	for _, cur := range w.lits {
		fs = append(fs, c.checkUnreached(cur, w.reached)...)
	}
	fs = append(fs, c.checks.checkSlips(w.calls, w.lits, w.reached)...)
	if c.sinks.reachable && !c.settings.disabled[uricheck.HostPort] {
		fs = append(fs, c.checks.checkHostPorts(w.calls, w.lits, w.parts)...)
	}
	for _, e := range c.flow.passwords {
		fs = append(fs, c.checks.checkPassword(e)...)
	}
	c.classify(fs, w.litUses)
	return fs
}

// checkUnreached checks the literal or concatenation at cur as a
// standalone constant, if it is a candidate that no use reached.
func (c *checker) checkUnreached(cur inspector.Cursor, reached map[*ast.BasicLit]bool) []finding {
	switch cur.Parent().Node().(type) {
	case *ast.ImportSpec, *ast.Field, *ast.BinaryExpr:
		return nil // import paths, struct tags, parts of a concatenation
	}
	if v, ok := c.values.stringValue(cur.Node().(ast.Expr)); !ok || !isCandidate(v) {
		return nil
	}
	grows := false
	if c.text.builtPart(cur) {
		// A piece of a longer string; but the value of a local that
		// grows later (d := lit; d += x) is a template whose tail is a
		// hole, and its known prefix keeps its findings (DESIGN.md).
		_, assign := cur.Parent().Node().(*ast.AssignStmt)
		_, spec := cur.Parent().Node().(*ast.ValueSpec)
		if grows = assign || spec; !grows {
			return nil
		}
	}
	t := c.text.eval(cur.Node().(ast.Expr))
	if t.holed() {
		return nil
	}
	var v strings.Builder
	for _, p := range t {
		v.WriteString(p.text)
		if p.lit == nil || p.viaName || reached[p.lit] || c.flow.notURI.lits[p.lit] != roleNone {
			return nil
		}
	}
	if !isCandidate(v.String()) || notURIYet(v.String()) {
		return nil
	}
	if grows {
		t = append(slices.Clip(t), piece{hole: true})
	}
	return c.checks.checkStandalone(t, v.String())
}

// exportTestFacts exports what the test policy learned of this
// package's test helpers, for the packages that call them.
func (c *checker) exportTestFacts() {
	var wrappers []*types.Func
	for fn := range c.sinks.wrappers {
		wrappers = append(wrappers, fn)
	}
	c.tests.policy.ExportFacts(wrappers)
}

// importsPath reports whether pkg imports path or path/filepath itself.
func importsPath(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if p := imp.Path(); p == "path" || p == "path/filepath" {
			return true
		}
	}
	return false
}
