// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package testpolicy reads what a test does with a string, from types,
// flow and facts (DESIGN.md, "Test files"): whether the test needs it to
// work as a URI, feeds it in on purpose, or pins it as an expected
// output. urilint's pass asks it once per use, and reports a finding in
// a test only where the answer is [MustWork]: what it cannot read, it
// leaves [Unread], and the pass stays silent.
//
// The core is a small evaluator of the statements that follow a call:
// it runs them twice, once as if the call succeeded and once as if it
// failed (its error nil or not, its bool true or false), with the
// constants of the table row at hand, and sees in which run the test
// fails (t.Fatal, t.Error, an assertion of the table, a helper whose
// fact says it fails). A test that fails when the call fails expects
// success; one that fails when the call succeeds expects failure: its
// string is a deliberate input. Helpers get the same treatment on their
// own bodies, and their expectations are exported as facts.
package testpolicy

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/analyzer/internal/index"
)

// A Policy classifies the uses of strings in one package's tests. Its
// answers are computed once and kept for the run of the pass. It is
// built in layers, each reading only those below it and asking the one
// above through a small interface: the package (pkgView), the
// evaluation of statements (evaluator), what a test expects of a call
// (outcomes), what calls do to a test (helpers: assertions and helper
// facts), test tables (rows), and the Policy itself, which classifies
// the uses of strings and answers the pass (roles.go, input.go).
type Policy struct {
	*pkgView
	ev  evaluator // the statements and expressions of tests
	out outcomes  // what a test expects of a call
	hl  helpers   // what calls do to a test: assertions and helpers' facts
	rw  rows      // test tables: rows, the loops over them, what they pin

	testTexts map[string]bool // the values of the test files' string literals, built on first use
}

// New returns the policy of the package of pass.
func New(pass *analysis.Pass, idx *index.Index, pkg Package, host Host) *Policy {
	v := &pkgView{pass: pass, in: idx.Inspector(), index: idx, host: host, pkg: pkg}
	p := &Policy{pkgView: v}
	p.ev = evaluator{info: pass.TypesInfo, calls: &p.hl}
	p.out = outcomes{pkgView: v, ev: &p.ev, above: &p.hl}
	p.hl = helpers{pkgView: v, ev: &p.ev, out: &p.out, facts: map[*types.Func]*HelperFact{}, loading: map[*types.Func]bool{}}
	p.rw = rows{pkgView: v, ev: &p.ev, hl: &p.hl, above: p, loops: map[ast.Node]tableLoops{}}
	return p
}

// ExportFacts exports the facts of this package's test helpers and of
// its wrappers (exportFacts).
func (p *Policy) ExportFacts(wrappers []*types.Func) { p.hl.exportFacts(wrappers) }

// Spells reports whether a _test.go file of the package spells text as
// a string literal: a test's input or expected output, most likely,
// which a fix of the package code's copy would leave behind (a test
// comparing the two would then fail).
func (p *Policy) Spells(text string) bool {
	if p.testTexts == nil {
		p.testTexts = map[string]bool{}
		for cur := range p.in.Root().Preorder((*ast.BasicLit)(nil)) {
			lit := cur.Node().(*ast.BasicLit)
			if lit.Kind != token.STRING || !p.pkg.Test[p.pass.Fset.File(lit.Pos())] {
				continue
			}
			if t, err := strconv.Unquote(lit.Value); err == nil {
				p.testTexts[t] = true
			}
		}
	}
	return p.testTexts[text]
}
