// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// redactedLines returns the lines of the Go source src with every
// string literal that may hold a password masked, by the literal's own
// span (DESIGN.md: the -c context lines go through the same redaction
// as messages):
//   - a userinfo password, as uricheck.Redact reads it (lexically, so
//     "http//ops:pw@h/" and "https:ops:pw@h/" are read too);
//   - what follows "scheme://user:" to the end of a literal with no "@"
//     after it: the "@host" may come from another piece;
//   - a password given to url.UserPassword, written there or as the
//     value of a constant or variable the file declares under the name
//     given (over-masking a namesake only hides text from the display).
//
// A file that does not parse is masked line by line with redactLine
// alone, as before.
func redactedLines(src []byte) []string {
	lines := strings.Split(string(src), "\n")
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.SkipObjectResolution)
	if err != nil {
		return lines
	}
	secretNames := map[string]bool{}
	secretLits := map[*ast.BasicLit]bool{}
	urlName := ""
	for _, imp := range f.Imports {
		if imp.Path.Value == `"net/url"` {
			urlName = "url"
			if imp.Name != nil {
				urlName = imp.Name.Name
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || urlName == "" || len(call.Args) != 2 {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if x, isID := sel.X.(*ast.Ident); !ok || !isID || x.Name != urlName || sel.Sel.Name != "UserPassword" {
			return true
		}
		switch pw := ast.Unparen(call.Args[1]).(type) {
		case *ast.BasicLit:
			secretLits[pw] = true
		case *ast.Ident:
			secretNames[pw.Name] = true
		}
		return true
	})
	if len(secretNames) > 0 {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if i < len(n.Values) && secretNames[name.Name] {
						if lit, ok := ast.Unparen(n.Values[i]).(*ast.BasicLit); ok {
							secretLits[lit] = true
						}
					}
				}
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok && i < len(n.Rhs) && len(n.Lhs) == len(n.Rhs) && secretNames[id.Name] {
						if lit, ok := ast.Unparen(n.Rhs[i]).(*ast.BasicLit); ok {
							secretLits[lit] = true
						}
					}
				}
			}
			return true
		})
	}
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		v, err := strconv.Unquote(lit.Value)
		if err != nil {
			return true
		}
		masked := redactValue(v)
		if secretLits[lit] {
			masked = "xxxxx"
		}
		if masked == v {
			return true
		}
		start, end := fset.Position(lit.Pos()), fset.Position(lit.End())
		repl := strconv.Quote(masked)
		if lit.Value[0] == '`' && !strings.Contains(masked, "`") {
			repl = "`" + masked + "`"
		}
		if start.Line != end.Line || strings.Count(repl, "\n") != 0 {
			// A raw literal over several lines: each of its lines is
			// masked whole.
			for l := start.Line; l <= end.Line && l <= len(lines); l++ {
				lines[l-1] = maskSpan(lines[l-1], colOn(l, start), colOn(l, end), len(lines[l-1]))
			}
			return true
		}
		line := lines[start.Line-1]
		if end.Column-1 <= len(line) {
			lines[start.Line-1] = line[:start.Column-1] + repl + line[end.Column-1:]
		}
		return true
	})
	return lines
}

// colOn returns the 0-based byte column of p on line l: p's own if it
// lies there, else the line's start (0) or end (-1).
func colOn(l int, p token.Position) int {
	switch {
	case p.Line == l:
		return p.Column - 1
	case p.Line < l:
		return 0
	}
	return -1
}

// maskSpan replaces the bytes of line from lo to hi (hi -1: its end) by
// "x", keeping the line's length.
func maskSpan(line string, lo, hi, n int) string {
	if hi < 0 || hi > n {
		hi = n
	}
	if lo < 0 || lo > hi {
		return line
	}
	return line[:lo] + strings.Repeat("x", hi-lo) + line[hi:]
}

// redactValue returns the string value v with what may be a password
// replaced by "xxxxx": a userinfo password (uricheck.Redact), and the
// text after "scheme://user:" that ends v with no "@" (its "@host" may
// follow in another piece) unless it is a port's digits.
func redactValue(v string) string {
	r, _ := uricheck.Redact(v)
	i := strings.Index(r, "://")
	if i < 0 {
		return r
	}
	auth := r[i+3:]
	if strings.ContainsAny(auth, "/?#@") {
		return r
	}
	colon := strings.IndexByte(auth, ':')
	if colon < 0 || strings.Trim(auth[colon+1:], "0123456789") == "" {
		return r
	}
	return r[:i+3] + auth[:colon+1] + "xxxxx"
}
