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
	"github.com/urilint/urilint/analyzer/driver"
)

// BenchmarkAnalyze measures one run of the server on a package, the time
// from an open or save to its diagnostics, as the driver (package
// analyzer/driver) runs it:
//
//   - noop: a no-op analyzer with an empty cache, the cost of listing
//     and type-checking the package and its dependencies from source;
//   - cold: urilint with an empty cache (a first start);
//   - warm: urilint with the cache filled (a second start, or a save
//     that changed nothing the package depends on);
//   - edit: urilint after an unsaved edit of the package: the package
//     is analyzed, its dependencies taken from the cache.
//
// Run it with
//
//	go test -run=^$ -bench=Analyze -benchtime=5x ./cmd/urilint-lsp
//
// URILINT_BENCH_DIR names another package directory (default: the demo,
// which imports net/http).
func BenchmarkAnalyze(b *testing.B) {
	dir := os.Getenv("URILINT_BENCH_DIR")
	pkg := "demo"
	if dir == "" {
		dir = demoModule(b)
	} else {
		pkg = packageName(b, dir)
	}
	noop := &analysis.Analyzer{
		Name:     "noop",
		Doc:      "does nothing",
		Requires: []*analysis.Analyzer{inspect.Analyzer},
		Run:      func(*analysis.Pass) (any, error) { return nil, nil },
	}
	urilint := newLinter(analyzer.Config{}, nil)
	// emptyCache returns a linter like l with an empty cache.
	emptyCache := func(b *testing.B, l *linter) *linter {
		c, err := driver.OpenCache(b.TempDir(), 0)
		if err != nil {
			b.Fatal(err)
		}
		return &linter{analyzer: l.analyzer, salt: l.salt, cache: c}
	}
	run := func(b *testing.B, l *linter, overlay map[string][]byte) *result {
		res, err := analyze(context.Background(), l, dir, overlay)
		if err != nil || len(res.errs) > 0 {
			b.Fatal(err, res.errs)
		}
		return res
	}
	for _, name := range []string{"noop", "cold"} {
		b.Run(name, func(b *testing.B) {
			l := urilint
			if name == "noop" {
				l = &linter{analyzer: noop}
			}
			b.ReportAllocs()
			for b.Loop() {
				b.StopTimer()
				l := emptyCache(b, l)
				b.StartTimer()
				run(b, l, nil)
			}
		})
	}
	b.Run("warm", func(b *testing.B) {
		l := emptyCache(b, urilint)
		run(b, l, nil)
		b.ReportAllocs()
		for b.Loop() {
			if res := run(b, l, nil); res.stats.Analyzed != 0 {
				b.Fatalf("a warm run analyzed %d packages", res.stats.Analyzed)
			}
		}
	})
	b.Run("edit", func(b *testing.B) {
		l := emptyCache(b, urilint)
		run(b, l, nil)
		probe := filepath.Join(dir, "urilint_bench_probe.go")
		b.ReportAllocs()
		v := 0
		for b.Loop() {
			v++
			run(b, l, map[string][]byte{probe: []byte(fmt.Sprintf("package %s\n\nconst urilintBenchProbe = %d\n", pkg, v))})
		}
	})
}

// BenchmarkEditor measures, over the protocol, the time from didOpen to
// urilint's diagnostics, from a server's start (open), and from an edit
// of the open buffer to its new diagnostics, after a first edit (edit),
// for urilint-lsp and
// for gopls built with urilint inside (URILINT_GOPLS, or built once;
// URILINT_E2E=1). urilint-lsp starts with an empty cache (open-cold) or
// with the cache of an earlier start (open-warm, a second editor start);
// gopls starts with an empty file cache. The buffer is a file of its own
// added to the package (not written to disk) that calls url.Parse on a
// malformed URI, so both servers analyze the whole package and its
// dependencies.
//
//	go test -run=^$ -bench=Editor -benchtime=3x ./cmd/urilint-lsp
//
// URILINT_BENCH_DIR names another package directory (default: the demo),
// URILINT_BENCH_ENV ("GOMODCACHE=... GOFLAGS=-mod=mod") the servers'
// environment for it, and URILINT_BENCH_LSP a urilint-lsp binary to
// measure instead of one built from this directory (an older build, to
// compare).
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
	lsp := os.Getenv("URILINT_BENCH_LSP")
	if lsp == "" {
		lsp = filepath.Join(b.TempDir(), "urilint-lsp")
		if out, err := exec.Command("go", "build", "-o", lsp, ".").CombinedOutput(); err != nil {
			b.Fatalf("go build: %v\n%s", err, out)
		}
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
	// open opens the probe in a new server and waits for its findings.
	open := func(b *testing.B, server, cache string) *client {
		var c *client
		if server == "gopls" {
			c = startGopls(b, dir, map[string]any{})
		} else {
			c = startProcess(b, lsp, dir, nil, driver.CacheEnv+"="+cache)
		}
		c.wait = 15 * time.Minute // a large package's first run
		c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
			URI: uri, LanguageID: "go", Version: 1, Text: probe("%zz"),
		}})
		c.waitFor(uri, "urilint's diagnostics", urilint(0))
		return c
	}
	for _, server := range []string{"urilint-lsp", "gopls"} {
		opens := []string{"open-cold", "open-warm", "open-after-command"}
		if server == "gopls" {
			opens = []string{"open"}
		}
		for _, name := range opens {
			b.Run(server+"/"+name, func(b *testing.B) {
				cache := b.TempDir()
				switch name {
				case "open-warm":
					open(b, server, cache).stop()
				case "open-after-command":
					// urilint ./... filled the cache: built from the
					// same version as urilint-lsp (a clean checkout),
					// they share its entries.
					urilint := filepath.Join(b.TempDir(), "urilint")
					if out, err := exec.Command("go", "build", "-o", urilint, "../urilint").CombinedOutput(); err != nil {
						b.Fatalf("go build: %v\n%s", err, out)
					}
					cmd := exec.Command(urilint, "-quiet", "./...")
					cmd.Dir = dir
					cmd.Env = append(os.Environ(), driver.CacheEnv+"="+cache)
					cmd.Run() // exits 3 with findings
				}
				for b.Loop() {
					if name == "open-cold" {
						b.StopTimer()
						cache = b.TempDir()
						b.StartTimer()
					}
					c := open(b, server, cache)
					b.StopTimer()
					c.stop()
					b.StartTimer()
				}
			})
		}
		b.Run(server+"/edit", func(b *testing.B) {
			c := open(b, server, b.TempDir())
			v := int32(1)
			edit := func() {
				v++
				c.change(uri, v, probe(fmt.Sprintf("%%z%d", v%10)))
				c.waitFor(uri, "urilint's diagnostics", urilint(v))
			}
			// The first edit waits as long as the open's analysis took:
			// steady typing is what is measured.
			edit()
			for b.Loop() {
				edit()
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
