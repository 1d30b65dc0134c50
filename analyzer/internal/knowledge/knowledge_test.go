// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryTableListed holds the package to its layout: each file but
// knowledge.go is one table, an exported variable whose comment names
// the version it is pinned to, and Tables lists it under the file's
// name, with as many rows. A table added without its entry in Tables
// (and so missing from urilint -explain) fails here.
func TestEveryTableListed(t *testing.T) {
	listed := map[string]Table{}
	for _, tb := range Tables() {
		if _, dup := listed[tb.Name]; dup {
			t.Errorf("Tables lists %s twice", tb.Name)
		}
		listed[tb.Name] = tb
		if tb.Pinned == "" || tb.Doc == "" || len(tb.Rows) == 0 {
			t.Errorf("table %s: want a version, a doc and rows", tb.Name)
		}
	}
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	files := 0
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") || name == "knowledge.go" {
			continue
		}
		files++
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		var vars []*ast.GenDecl
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.VAR {
				vars = append(vars, gd)
			}
		}
		if len(vars) != 1 || len(vars[0].Specs) != 1 || !vars[0].Specs[0].(*ast.ValueSpec).Names[0].IsExported() {
			t.Errorf("%s: want one exported table variable, and nothing else declared with var", name)
			continue
		}
		if doc := vars[0].Doc.Text(); !strings.Contains(doc, "Pinned to") {
			t.Errorf("%s: the table's comment names no version (\"Pinned to …\")", name)
		}
		table := strings.TrimSuffix(name, ".go")
		if _, ok := listed[table]; !ok {
			t.Errorf("%s: table %s is not listed in Tables, and -explain does not show it", name, table)
		}
	}
	if files != len(listed) {
		t.Errorf("%d table files, %d tables listed", files, len(listed))
	}
}
