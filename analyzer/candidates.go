// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"
	printfmt "honnef.co/go/tools/printf"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// isCandidate reports whether the constant string v is meant as a whole
// URI: a scheme followed by "://", a known opaque scheme followed by
// text (not a space), or one of the slips typo reports. White space around it is
// allowed (the typo check reports it); inside, one space is a slip in a
// URI (the malformed check reports it) and more make v prose.
func isCandidate(v string) bool {
	t := strings.TrimSpace(v)
	if t == "" || strings.ContainsAny(t, "\t\r\n") || strings.Count(t, " ") > 1 {
		return false
	}
	if n := uricore.SchemeLen(t); n > 0 && strings.HasPrefix(t[n:], "://") {
		return true
	}
	lower := strings.ToLower(t)
	for _, p := range opaqueSchemes {
		// "data: [DONE]" is a label (a Server-Sent Events field), not a
		// data: URI: an opaque scheme counts with no space after it.
		if strings.HasPrefix(lower, p) && len(t) > len(p) && t[len(p)] != ' ' {
			return true
		}
	}
	return uricheck.IsSlip(t) // "http//", "ftp:/x": the typo check's own list
}

// fmtVerbs are the verb letters package fmt knows.
const fmtVerbs = "bcdeEfFgGoOpqstTUvwxX"

// notURIYet reports whether v, a constant that no sink and no format
// receives, has holes that make it a pattern for a URI rather than a URI:
// printf verbs, RFC 6570 template expressions, os.Expand variables,
// <placeholders>, or regular-expression syntax. Such strings are not
// checked, so that a hole is never reported. It is never asked about a
// string that reaches a sink: there, a string's role decides.
func notURIYet(v string) bool {
	if strings.ContainsAny(v, "{}<>") || strings.Contains(v, "${") || strings.Contains(v, "$(") || strings.Contains(v, "...") {
		return true // templates, os.Expand, <placeholders>, "..." elisions
	}
	if start, end, ok := uricheck.Authority(v); ok && hasConstantName(v[start:end]) {
		return true // "https://sts.UNIVERSE_DOMAIN/v1/token", not "/CODE_OF_CONDUCT.md"
	}
	for i := 0; i+1 < len(v); i++ {
		switch c := v[i+1]; v[i] {
		case '%':
			if isHex(c) && i+2 < len(v) && isHex(v[i+2]) {
				continue // a percent-encoding
			}
			if verb, _, err := printfmt.ParseVerb(v[i:]); err == nil && strings.ContainsRune(fmtVerbs, verb.Letter) {
				return true // a printf verb
			}
		case '$':
			if 'A' <= c && c <= 'Z' || c == '_' || 'a' <= c && c <= 'z' {
				return true // $VAR
			}
		case '.':
			if c == '*' || c == '+' || c == '?' {
				return true // a regexp wildcard
			}
		case '(':
			if c == '?' {
				return true // a regexp group
			}
		case '[':
			if c == '^' || c == ']' {
				return true // a character class
			}
		case '\\':
			if c != '\\' && i+2 < len(v) && strings.IndexByte("*+?", v[i+2]) >= 0 {
				return true // an escape repeated: \S+, \d*
			}
		}
	}
	return false
}

// hasConstantName reports whether v holds a placeholder written like a
// constant name: upper-case letters and digits with an underscore
// between them ("UNIVERSE_DOMAIN", "API_HOST").
func hasConstantName(v string) bool {
	for i := 0; i < len(v); {
		j := i
		for j < len(v) && ('A' <= v[j] && v[j] <= 'Z' || '0' <= v[j] && v[j] <= '9' || v[j] == '_') {
			j++
		}
		if w := v[i:j]; j > i && strings.Contains(strings.Trim(w, "_"), "_") && strings.ContainsAny(w[:1], "ABCDEFGHIJKLMNOPQRSTUVWXYZ") &&
			(i == 0 || !isAlnum(v[i-1])) && (j == len(v) || !isAlnum(v[j])) {
			return true
		}
		if j == i {
			j++
		}
		i = j
	}
	return false
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// mayBeCandidate reports whether the string literal lit may be a
// candidate, from its source text alone: every candidate holds a ':' or
// "//" (isCandidate), written as such or through an escape.
func mayBeCandidate(lit *ast.BasicLit) bool {
	v := lit.Value
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case ':', '\\':
			return true
		case '/':
			if i+1 < len(v) && v[i+1] == '/' {
				return true
			}
		}
	}
	return false
}

// isConcat reports whether the sum e is a string concatenation: a
// literal operand, which a well-typed sum has the kind of, tells without
// a lookup of e's type.
func isConcat(info *types.Info, e *ast.BinaryExpr) bool {
	for _, op := range [...]ast.Expr{e.Y, e.X} {
		if lit, ok := ast.Unparen(op).(*ast.BasicLit); ok {
			return lit.Kind == token.STRING
		}
	}
	return typesutil.IsString(info.TypeOf(e))
}

// anyCandidate reports whether one of lits could be a standalone URI.
func (ck *checks) anyCandidate(lits []inspector.Cursor) bool {
	for _, cur := range lits {
		if lit, ok := cur.Node().(*ast.BasicLit); ok {
			if v, ok := unquote(lit); ok && isCandidate(v) {
				return true
			}
		} else if v, ok := ck.values.stringValue(cur.Node().(ast.Expr)); ok && isCandidate(v) {
			return true
		}
	}
	return false
}
