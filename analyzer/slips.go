// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// checkSlips reports the URIs built at run time that no sink receives
// but whose constant leading text already holds a slip no hole can
// repair ("http//" + host, fmt.Sprintf("https:/api.%s/v1", d)): a reset
// link written into a mail, a URL in a JSON answer or a log attribute.
// The templates are the printf-like calls that return a string and the
// concatenations with a non-constant operand; a template that flows
// where a string is not a URI (a regexp, another call's format), or
// whose text a sink already checks, is left alone. Only typo, and only
// the slips uricheck.CertainSlip is sure of, is reported without a sink.
func (ck *checks) checkSlips(calls []callSite, lits []inspector.Cursor, reached map[*ast.BasicLit]bool) []finding {
	var fs []finding
	check := func(e ast.Expr) {
		if ck.notURI.exprs[e] != roleNone {
			return
		}
		t := ck.text.eval(e)
		var lead template
		for _, p := range t {
			if p.hole {
				break
			}
			lead = append(lead, p)
		}
		if len(lead) == len(t) || len(lead) == 0 {
			return // a constant (the standalone check's), or no leading text
		}
		for _, p := range lead {
			if p.lit == nil {
				continue
			}
			if reached[p.lit] {
				return // a sink checks it
			}
			if r := ck.notURI.lits[p.lit]; r != roleNone && !(r == roleFormat && p.format) {
				return
			}
		}
		fs = append(fs, ck.checkTemplate(lead, func(s string) []uricheck.Finding {
			if f, ok := uricheck.CertainSlip(s); ok {
				return []uricheck.Finding{f}
			}
			return nil
		}, nil)...)
	}
	// A certain slip holds a ':' or "//": a leading literal without them
	// needs no template.
	hopeless := func(lead ast.Expr) bool {
		lit, ok := ast.Unparen(lead).(*ast.BasicLit)
		return ok && !mayBeCandidate(lit)
	}
	for _, cs := range calls {
		if cs.fn == nil {
			continue
		}
		call := cs.cur.Node().(*ast.CallExpr)
		if name, ok := ck.text.builderOf(call); ok && (name == "fmt.Sprint" || name == "fmt.Sprintln" || name == "strings.Join") {
			// The operands of Sprint, the elements Join joins: their
			// leading text, as a concatenation's.
			if len(call.Args) > 0 && !hopeless(builderFirst(call)) {
				check(call)
			}
			continue
		}
		if !ck.sinks.stringPrintf(cs.fn) {
			continue
		}
		if n := cs.fn.Signature().Params().Len(); n >= 2 && len(call.Args) >= n-1 && hopeless(call.Args[n-2]) {
			continue
		}
		check(call)
	}
	for _, cur := range lits {
		b, ok := cur.Node().(*ast.BinaryExpr)
		if !ok || b.Op != token.ADD {
			continue
		}
		// "http" + "//" + h: the leading text runs on into a constant.
		if x, y := firstOperands(b); hopeless(x) && ck.pass.TypesInfo.Types[y].Value == nil {
			continue
		}
		check(b)
	}
	return fs
}

// builderFirst returns the first piece a call of fmt.Sprint or
// strings.Join builds from: its first operand, or the first element of
// the slice literal Join joins.
func builderFirst(call *ast.CallExpr) ast.Expr {
	if lit, ok := ast.Unparen(call.Args[0]).(*ast.CompositeLit); ok {
		if len(lit.Elts) == 0 {
			return call.Args[0]
		}
		return lit.Elts[0]
	}
	return call.Args[0]
}
