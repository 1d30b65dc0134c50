// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.lsp.dev/protocol"

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
		dir = demoModule(b)
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

// BenchmarkEditor measures, over the protocol, the time from didOpen to
// urilint's diagnostics (open: a fresh server with an empty cache) and
// from an edit of the open buffer to its new diagnostics (edit), for
// urilint-lsp and for gopls built with urilint inside (URILINT_GOPLS, or
// built once). The buffer is a file of its own added to the package (not
// written to disk) that calls url.Parse on a malformed URI, so both
// servers analyze the whole package and its dependencies.
//
//	go test -run=^$ -bench=Editor -benchtime=3x ./cmd/urilint-lsp
//
// URILINT_BENCH_DIR names another package directory (default: the demo),
// and URILINT_BENCH_ENV ("GOMODCACHE=... GOFLAGS=-mod=mod") the servers'
// environment for it.
func BenchmarkEditor(b *testing.B) {
	dir := os.Getenv("URILINT_BENCH_DIR")
	serverEnv = strings.Fields(os.Getenv("URILINT_BENCH_ENV"))
	defer func() { serverEnv = nil }()
	pkg := "demo"
	if dir == "" {
		dir = demoModule(b)
	} else {
		pkg = packageName(b, dir)
	}
	lsp := filepath.Join(b.TempDir(), "urilint-lsp")
	if out, err := exec.Command("go", "build", "-o", lsp, ".").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	probe := func(bad string) string {
		return "package " + pkg + "\n\nimport \"net/url\"\n\nvar _, _ = url.Parse(\"https://example.com/a" + bad + "b\")\n"
	}
	name := filepath.Join(dir, "urilint_bench_probe.go")
	uri := fileURI(name)
	urilint := func(v int32) func(protocol.PublishDiagnosticsParams) bool {
		return func(p protocol.PublishDiagnosticsParams) bool {
			return (v == 0 || docVersion(p) == v) && len(bySource(p, "urilint")) > 0
		}
	}
	for _, server := range []string{"urilint-lsp", "gopls"} {
		start := func(b *testing.B) (c *client) {
			if server == "gopls" {
				c = startGopls(b, dir, map[string]any{})
			} else {
				c = startProcess(b, lsp, dir, nil)
			}
			c.wait = 15 * time.Minute // a large package's first run
			return c
		}
		b.Run(server+"/open", func(b *testing.B) {
			for b.Loop() {
				c := start(b)
				c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
					URI: uri, LanguageID: "go", Version: 1, Text: probe("%zz"),
				}})
				c.waitFor(uri, "urilint's diagnostics", urilint(0))
				b.StopTimer()
				c.stop()
				b.StartTimer()
			}
		})
		b.Run(server+"/edit", func(b *testing.B) {
			c := start(b)
			c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
				URI: uri, LanguageID: "go", Version: 1, Text: probe("%zz"),
			}})
			c.waitFor(uri, "urilint's diagnostics", urilint(0))
			v := int32(1)
			for b.Loop() {
				v++
				c.change(uri, v, probe(fmt.Sprintf("%%z%d", v%10)))
				c.waitFor(uri, "urilint's diagnostics", urilint(v))
			}
			b.StopTimer()
			c.stop()
		})
	}
}

// packageName returns the name of the package in dir.
func packageName(b *testing.B, dir string) string {
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), n, nil, parser.PackageClauseOnly)
		if err != nil {
			b.Fatal(err)
		}
		return f.Name.Name
	}
	b.Fatalf("no Go files in %s", dir)
	return ""
}

// demoModule returns a module holding testdata/demo/demo.go.
func demoModule(b *testing.B) string {
	demo, err := os.ReadFile("../../testdata/demo/demo.go")
	if err != nil {
		b.Fatal(err)
	}
	return writeModule(b, map[string]string{"demo.go": string(demo)})
}
