// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// TestSinksChecked runs sinksChecked as go vet runs it, one process per
// package: the process of the entry's package warns about an entry that
// names no function of it (nor one its _test.go files alone declare),
// once per run of go vet however many processes analyze the package (a
// package and its test variant), and the process of another package
// says nothing of them (issue 56).
func TestSinksChecked(t *testing.T) {
	const path = "example.com/p"
	fset := token.NewFileSet()
	var files []*ast.File
	for name, src := range map[string]string{
		"p.go":      "package p\n\ntype T struct{}\n\nfunc (*T) M(string) {}\n\nfunc F(string) {}\n",
		"p_test.go": "package p\n\nfunc H(string) {}\n",
	} {
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: importer.Default()}
	withTests, err := conf.Check(path, fset, files, nil)
	if err != nil {
		t.Fatal(err)
	}
	other := types.NewPackage("example.com/q", "q")

	var inner analysis.Analyzer
	inner.Name = "urilint"
	inner.Run = func(*analysis.Pass) (any, error) { return "result", nil }
	var sinks []string
	inner.Flags.Var(listFlag{&sinks}, "sinks", "")
	if err := inner.Flags.Set("sinks", "example.com/p.F:0,(*example.com/p.T).M:0,example.com/p.G:0,p.F:0,example.com/p.H:0,(*example.com/p.T).N:1,example.com/q.G:0"); err != nil {
		t.Fatal(err)
	}

	work := t.TempDir() // the go command's work directory
	var out strings.Builder
	for i, pkg := range []*types.Package{withTests, other, withTests} {
		cfg := filepath.Join(work, "b00"+string(rune('1'+i)), "vet.cfg")
		if err := os.MkdirAll(filepath.Dir(cfg), 0o777); err != nil {
			t.Fatal(err)
		}
		res, err := sinksChecked(&inner, cfg, &out).Run(&analysis.Pass{Pkg: pkg, Fset: fset})
		if res != "result" || err != nil {
			t.Errorf("the checked analyzer returned %v, %v; want the analyzer's own result", res, err)
		}
	}
	want := []string{
		unmatchedSink("example.com/p.G", "in package example.com/p"),
		unmatchedSink("example.com/p.H", "in package example.com/p"),      // in p_test.go alone, as urilint ./... says
		unmatchedSink("(*example.com/p.T).N", "in package example.com/p"), // no such method
		unmatchedSink("example.com/q.G", "in package example.com/q"),      // q's own, by q's process
	}
	if got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("go vet's processes warned:\n%s\nwant:\n%s", out.String(), strings.Join(want, "\n"))
	}
}

// listFlag is a comma-separated list flag, as the analyzer's -sinks.
type listFlag struct{ p *[]string }

func (l listFlag) String() string {
	if l.p == nil {
		return ""
	}
	return strings.Join(*l.p, ",")
}

func (l listFlag) Set(v string) error { *l.p = strings.Split(v, ","); return nil }
