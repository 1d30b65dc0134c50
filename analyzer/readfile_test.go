// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer_test

import (
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/analyzer"
)

// TestNilReadFile runs urilint through a hand-made Pass whose ReadFile
// is nil, as some drivers (Bazel's nogo among them) leave it: urilint
// reads its files itself, and reports at the right byte of a raw literal
// in a CRLF file, whose text differs from the literal's value.
func TestNilReadFile(t *testing.T) {
	gopath := t.TempDir()
	dir := filepath.Join(gopath, "src", "crlf")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	src := "package crlf\r\n\r\nimport \"net/url\"\r\n\r\nvar _, _ = url.Parse(`http://a/\r\nb%zz`)\r\n"
	if err := os.WriteFile(filepath.Join(dir, "crlf.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	pkgs, err := packages.Load(&packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo | packages.NeedTypesSizes,
		Env:  append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOFLAGS=", "GOTOOLCHAIN=local"),
	}, "crlf")
	if err != nil || len(pkgs) != 1 || len(pkgs[0].Errors) > 0 {
		t.Fatalf("load: %v %v", err, pkgs)
	}
	pkg := pkgs[0]
	var diags []analysis.Diagnostic
	results := map[*analysis.Analyzer]any{}
	var run func(a *analysis.Analyzer) any
	run = func(a *analysis.Analyzer) any {
		if r, ok := results[a]; ok {
			return r
		}
		pass := &analysis.Pass{
			Analyzer:          a,
			Fset:              pkg.Fset,
			Files:             pkg.Syntax,
			Pkg:               pkg.Types,
			TypesInfo:         pkg.TypesInfo,
			TypesSizes:        pkg.TypesSizes,
			ResultOf:          map[*analysis.Analyzer]any{},
			ImportObjectFact:  func(types.Object, analysis.Fact) bool { return false },
			ExportObjectFact:  func(types.Object, analysis.Fact) {},
			ImportPackageFact: func(*types.Package, analysis.Fact) bool { return false },
			ExportPackageFact: func(analysis.Fact) {},
			AllObjectFacts:    func() []analysis.ObjectFact { return nil },
			AllPackageFacts:   func() []analysis.PackageFact { return nil },
			Report: func(d analysis.Diagnostic) {
				if a.Name == "urilint" {
					diags = append(diags, d)
				}
			},
			// ReadFile is left nil.
		}
		for _, req := range a.Requires {
			pass.ResultOf[req] = run(req)
		}
		r, err := a.Run(pass)
		if err != nil {
			t.Fatalf("%s: %v", a.Name, err)
		}
		results[a] = r
		return r
	}
	run(analyzer.New(analyzer.Config{}))
	if len(diags) != 1 {
		t.Fatalf("got %d findings, want 1: %v", len(diags), diags)
	}
	// The finding points at the line break inside the raw literal: its
	// value holds "\n" where the file holds "\r\n", so only the file's
	// bytes place it on the '\n' and not on the '\r'.
	p := pkg.Fset.Position(diags[0].Pos)
	off := strings.Index(src, "/\r\nb%zz") + 2
	if p.Offset != off {
		t.Errorf("finding at %v (offset %d, %q), want offset %d (the '\\n')", p, p.Offset, src[p.Offset:p.Offset+1], off)
	}
}
