// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer_test

import (
	"go/ast"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/analyzer"
)

// noop is the baseline: an analyzer that needs what urilint needs (the
// inspector, and a fact type, which makes the driver run it on every
// dependency as urilint is) and does nothing with them. It walks the
// inspector once, since the inspector is built on first use and any
// suite of analyzers pays for it once.
var noop = &analysis.Analyzer{
	Name:      "noop",
	Doc:       "does nothing",
	Requires:  []*analysis.Analyzer{inspect.Analyzer},
	FactTypes: []analysis.Fact{new(noopFact)},
	Run: func(pass *analysis.Pass) (any, error) {
		for range pass.ResultOf[inspect.Analyzer].(*inspector.Inspector).Root().Preorder((*ast.File)(nil)) {
		}
		return nil, nil
	},
}

type noopFact struct{}

func (*noopFact) AFact() {}

// benchPackages are standard packages heavy in URIs and net/http calls,
// with their tests.
var benchPackages = []string{"net/url", "net/http", "net/http/httptest", "net/http/httputil", "net/http/cookiejar", "mime/multipart"}

func loadBench(b *testing.B) []*packages.Package {
	b.Helper()
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Tests: true}
	pkgs, err := packages.Load(cfg, benchPackages...)
	if err != nil {
		b.Fatal(err)
	}
	return pkgs
}

// BenchmarkAnalyzer runs urilint and the no-op baseline over the same
// type-checked packages (BenchmarkAnalyzer/noop vs /urilint). Loading and
// type checking are outside the loop; with them, urilint's share is smaller.
func BenchmarkAnalyzer(b *testing.B) {
	pkgs := loadBench(b)
	for _, a := range []*analysis.Analyzer{noop, analyzer.Analyzer} {
		b.Run(a.Name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, &checker.Options{Sequential: true}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkLoad is the cost of loading and type checking the same
// packages, to put BenchmarkAnalyzer's numbers in proportion.
func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		loadBench(b)
	}
}
