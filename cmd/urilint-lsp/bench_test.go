// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"

	"github.com/urilint/urilint/analyzer"
)

// BenchmarkAnalyze measures one run of the server on a package, the time
// from an open or save to its diagnostics: loading the package and its
// dependencies from source and analyzing them. The no-op analyzer beside
// it shares the load, so the difference is urilint's own cost;
// urilint-cached is a run with the dependencies' facts cached (fast.go).
//
//	go test -run=^$ -bench=Analyze -benchtime=5x ./cmd/urilint-lsp
//
// URILINT_BENCH_DIR names another package directory (default: the demo,
// which imports net/http).
func BenchmarkAnalyze(b *testing.B) {
	dir := os.Getenv("URILINT_BENCH_DIR")
	if dir == "" {
		dir = b.TempDir()
		demo, err := os.ReadFile("../../testdata/demo/demo.go")
		if err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/demo\n\ngo 1.26\n"), 0o666); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "demo.go"), demo, 0o666); err != nil {
			b.Fatal(err)
		}
	}
	noop := &analysis.Analyzer{
		Name:     "noop",
		Doc:      "does nothing",
		Requires: []*analysis.Analyzer{inspect.Analyzer},
		Run:      func(*analysis.Pass) (any, error) { return nil, nil },
	}
	urilint := analyzer.New(analyzer.Config{})
	for _, bb := range []struct {
		name  string
		a     *analysis.Analyzer
		facts *factCache
	}{
		{"noop", noop, nil},
		{"urilint", urilint, nil},
		// A save after the first: the dependencies' facts are cached.
		{"urilint-cached", urilint, newFactCache()},
	} {
		b.Run(bb.name, func(b *testing.B) {
			if bb.facts != nil {
				if _, err := analyze(context.Background(), bb.a, dir, nil, bb.facts); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportAllocs()
			for b.Loop() {
				res, err := analyze(context.Background(), bb.a, dir, nil, bb.facts)
				if err != nil || len(res.errs) > 0 || res.fast != (bb.facts != nil) {
					b.Fatal(err, res.errs, res.fast)
				}
			}
		})
	}
}
