// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"
	"net/url"
	"strings"

	"golang.org/x/tools/go/analysis/passes/printf"

	"github.com/urilint/urilint/analyzer/internal/testpolicy"
	"github.com/urilint/urilint/analyzer/uricheck"
)

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
			if !u.classified {
				c.classifyUse(u)
			}
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

// classifyUse decides the test role of u, a use of no literal or of
// a call's argument.
func (c *checker) classifyUse(u *use) {
	u.classified = true
	if _, ok := u.cur.Node().(*ast.CallExpr); ok {
		u.role = c.tests.policy.UseRole(u.cur, u.arg)
	} else if l, ok := ast.Unparen(u.expr).(*ast.BasicLit); ok {
		u.role = c.tests.policy.LiteralRole(l, true) // a url.URL part
	}
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
	if !u.classified {
		c.classifyUse(u)
	}
	return u.role
}

// A policyHost answers the test policy's questions from the checker's
// knowledge of sinks, wrappers and formats.
type policyHost struct{ c *checker }

func (h policyHost) URIArgs(fn *types.Func) []testpolicy.URIArg {
	var args []testpolicy.URIArg
	for _, sk := range h.c.sinks.sinksOf(fn) {
		// A request's URL (http.NewRequest, http.Get) is meant to be
		// sent; url.Parse and a request target (httptest.NewRequest,
		// url.ParseRequestURI) are only read.
		sends := sk.Need != uricheck.NeedReference && sk.Need != uricheck.NeedRequestURI
		args = append(args, testpolicy.URIArg{Index: sk.Arg, Sends: sends})
	}
	return args
}

func (h policyHost) Wrapper(fn *types.Func) bool { return len(h.c.sinks.wrappers[fn]) > 0 }

func (h policyHost) NotURI(fn *types.Func) bool {
	if role, _ := h.c.sinks.nonURIRole(fn); role != roleNone {
		return true
	}
	return h.c.sinks.printfKind(fn) != printf.KindNone
}

func (h policyHost) StringPrintf(fn *types.Func) bool { return h.c.sinks.stringPrintf(fn) }

func (h policyHost) LocalValue(v *types.Var) ast.Expr { return h.c.values.localValue(v) }

func (h policyHost) FullName(fn *types.Func) string { return h.c.values.fullName(fn) }

func (h policyHost) SendsRequest(fn *types.Func, i int) bool { return h.c.sinks.sendsRequest(fn, i) }

// externalTest reports whether the package is an external test package:
// package p_test, whose files are all _test.go files. No package can
// import it.
func (c *checker) externalTest() bool {
	if !strings.HasSuffix(c.pass.Pkg.Name(), "_test") {
		return false
	}
	for _, test := range c.files.test {
		if !test {
			return false
		}
	}
	return len(c.files.test) > 0
}

// reportedInTest reports whether f, about a use in a test whose role
// is role, is something the test needs right. A use that must work
// needs every mistake fixed that breaks it: a typo, a bad port or the
// wrong form sends the request nowhere, or elsewhere; a character RFC
// 3986 does not allow, in a URI that net/url reads anyway (a raw "[" or
// "{" in a query, a space or an IRI's letters in a path), breaks no
// call of the test, which then needs nothing from it. An input the test
// builds for the code under test (a request, a URL) is deliberate,
// unless building it fails: then the test cannot run.
func reportedInTest(f finding, role testpolicy.Role) bool {
	switch role {
	case testpolicy.MustWork:
		return f.cat != uricheck.Malformed || f.use.component != "" || !builds(f.use)
	case testpolicy.Built:
		return !builds(f.use)
	}
	return false
}

// builds reports whether the text of u builds as its sink reads it: a
// request target as httptest.NewRequest and url.ParseRequestURI read
// it (no white space in the request line), a URI reference as url.Parse
// and http.NewRequest read it.
func builds(u *use) bool {
	text := u.tmpl.fill(false).text
	if u.need == uricheck.NeedRequestURI {
		if strings.ContainsAny(text, " \t\r\n") {
			return false
		}
		_, err := url.ParseRequestURI(text)
		return err == nil
	}
	_, err := url.Parse(text)
	return err == nil
}
