// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// redactedLines returns the lines of the Go source src as -c prints
// them: with what may be a password masked by uricheck.RedactLines, given
// the spans of src's string literals.
func redactedLines(src []byte) []string {
	return uricheck.RedactLines(src, literals(src))
}

// literals returns the string literals of the Go source src, each
// marked Secret when it is a password given to url.UserPassword, written
// there or as the value of a constant or variable the file declares
// under the name given (over-masking a namesake only hides text from the
// display). It returns nil if src does not parse: uricheck.RedactLines
// then masks it line by line.
func literals(src []byte) []uricheck.Literal {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.SkipObjectResolution)
	if err != nil {
		return nil
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
		if !ok || sel.Sel.Name != "UserPassword" {
			return true
		}
		if x, ok := sel.X.(*ast.Ident); !ok || x.Name != urlName {
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
	tf := fset.File(f.Pos())
	var lits []uricheck.Literal
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		v, err := strconv.Unquote(lit.Value)
		if err != nil {
			return true
		}
		lits = append(lits, uricheck.Literal{Offset: tf.Offset(lit.Pos()), End: tf.Offset(lit.End()), Value: v, Secret: secretLits[lit]})
		return true
	})
	return lits
}
