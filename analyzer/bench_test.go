// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer_test

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/appends"
	"golang.org/x/tools/go/analysis/passes/asmdecl"
	"golang.org/x/tools/go/analysis/passes/assign"
	"golang.org/x/tools/go/analysis/passes/atomic"
	"golang.org/x/tools/go/analysis/passes/bools"
	"golang.org/x/tools/go/analysis/passes/buildtag"
	"golang.org/x/tools/go/analysis/passes/cgocall"
	"golang.org/x/tools/go/analysis/passes/composite"
	"golang.org/x/tools/go/analysis/passes/copylock"
	"golang.org/x/tools/go/analysis/passes/defers"
	"golang.org/x/tools/go/analysis/passes/directive"
	"golang.org/x/tools/go/analysis/passes/errorsas"
	"golang.org/x/tools/go/analysis/passes/framepointer"
	"golang.org/x/tools/go/analysis/passes/hostport"
	"golang.org/x/tools/go/analysis/passes/httpresponse"
	"golang.org/x/tools/go/analysis/passes/ifaceassert"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/analysis/passes/loopclosure"
	"golang.org/x/tools/go/analysis/passes/lostcancel"
	"golang.org/x/tools/go/analysis/passes/nilfunc"
	"golang.org/x/tools/go/analysis/passes/printf"
	"golang.org/x/tools/go/analysis/passes/shift"
	"golang.org/x/tools/go/analysis/passes/sigchanyzer"
	"golang.org/x/tools/go/analysis/passes/slog"
	"golang.org/x/tools/go/analysis/passes/stdmethods"
	"golang.org/x/tools/go/analysis/passes/stdversion"
	"golang.org/x/tools/go/analysis/passes/stringintconv"
	"golang.org/x/tools/go/analysis/passes/structtag"
	"golang.org/x/tools/go/analysis/passes/testinggoroutine"
	"golang.org/x/tools/go/analysis/passes/tests"
	"golang.org/x/tools/go/analysis/passes/timeformat"
	"golang.org/x/tools/go/analysis/passes/unmarshal"
	"golang.org/x/tools/go/analysis/passes/unreachable"
	"golang.org/x/tools/go/analysis/passes/unsafeptr"
	"golang.org/x/tools/go/analysis/passes/unusedresult"
	"golang.org/x/tools/go/analysis/passes/waitgroup"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/driver"
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

// noopPrintf is the baseline with printf's facts too, which urilint
// requires to know printf wrappers: under go vet and gopls the printf
// analyzer runs anyway, so this is urilint's own cost there.
var noopPrintf = &analysis.Analyzer{
	Name:      "noopprintf",
	Doc:       "does nothing but require what urilint requires",
	Requires:  []*analysis.Analyzer{inspect.Analyzer, printf.Analyzer},
	FactTypes: []analysis.Fact{new(noopFact)},
	Run:       noop.Run,
}

type noopFact struct{}

func (*noopFact) AFact() {}

// vetSuite is the suite cmd/vet runs (Go 1.26's cmd/vet/main.go, in its
// order), the baseline for urilint's cost under go vet -vettool: every
// analyzer of it is in the x/tools of go.mod.
var vetSuite = []*analysis.Analyzer{
	appends.Analyzer,
	asmdecl.Analyzer,
	assign.Analyzer,
	atomic.Analyzer,
	bools.Analyzer,
	buildtag.Analyzer,
	cgocall.Analyzer,
	composite.Analyzer,
	copylock.Analyzer,
	defers.Analyzer,
	directive.Analyzer,
	errorsas.Analyzer,
	framepointer.Analyzer,
	httpresponse.Analyzer,
	hostport.Analyzer,
	ifaceassert.Analyzer,
	loopclosure.Analyzer,
	lostcancel.Analyzer,
	nilfunc.Analyzer,
	printf.Analyzer,
	shift.Analyzer,
	sigchanyzer.Analyzer,
	slog.Analyzer,
	stdmethods.Analyzer,
	stdversion.Analyzer,
	stringintconv.Analyzer,
	structtag.Analyzer,
	tests.Analyzer,
	testinggoroutine.Analyzer,
	timeformat.Analyzer,
	unmarshal.Analyzer,
	unreachable.Analyzer,
	unsafeptr.Analyzer,
	unusedresult.Analyzer,
	waitgroup.Analyzer,
}

// benchPackages are standard packages heavy in URIs and net/http calls,
// with their tests.
var benchPackages = []string{"net/url", "net/http", "net/http/httptest", "net/http/httputil", "net/http/cookiejar", "mime/multipart"}

// loadBench loads benchPackages, or the packages URILINT_BENCH_PKGS names
// (space-separated patterns) in the module at URILINT_BENCH_DIR, such as
// a module of the DEV corpus, with the extra environment
// URILINT_BENCH_ENV ("GOMODCACHE=... GOFLAGS=-mod=mod") for loading only.
func loadBench(b *testing.B) []*packages.Package {
	b.Helper()
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Tests: true}
	patterns := benchPackages
	if dir := os.Getenv("URILINT_BENCH_DIR"); dir != "" {
		cfg.Dir = dir
		patterns = strings.Fields(os.Getenv("URILINT_BENCH_PKGS"))
		cfg.Env = append(os.Environ(), strings.Fields(os.Getenv("URILINT_BENCH_ENV"))...)
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		b.Fatal(err)
	}
	return pkgs
}

// BenchmarkAnalyzer runs urilint and its baselines over the same
// type-checked packages, each sub-benchmark one checker.Analyze call:
// noop, noopprintf and urilint alone; vet, the go vet suite (vetSuite);
// and vet+urilint, the suite and urilint together, as go vet -vettool
// runs them (printf and the inspector then run once for both). Loading
// and type checking are outside the loop; with them, urilint's share is
// smaller.
//
// Compare sub-benchmarks run in separate processes, interleaved (-bench
// 'BenchmarkAnalyzer/vet$' in one, 'BenchmarkAnalyzer/vet\+urilint$' in
// the next, and so on for 10 rounds, then benchstat with both renamed
// alike): run after another in the same process, urilint looked about
// 10 points cheaper (1.12x against 1.25x on its own, for urilint against
// noopprintf; the earlier one leaves a grown heap behind). The goal is
// vet+urilint at most 1.10x vet in time/op. Each also reports
// cpu-ns/op, the process's CPU time per op, which other work on a
// loaded machine inflates less than sec/op.
func BenchmarkAnalyzer(b *testing.B) {
	pkgs := loadBench(b)
	for _, bench := range []struct {
		name      string
		analyzers []*analysis.Analyzer
	}{
		{noop.Name, []*analysis.Analyzer{noop}},
		{noopPrintf.Name, []*analysis.Analyzer{noopPrintf}},
		{analyzer.Analyzer.Name, []*analysis.Analyzer{analyzer.Analyzer}},
		{"vet", vetSuite},
		{"vet+urilint", append(vetSuite[:len(vetSuite):len(vetSuite)], analyzer.Analyzer)},
	} {
		b.Run(bench.name, func(b *testing.B) {
			b.ReportAllocs()
			var g *checker.Graph
			cpu := cpuTime(b)
			for b.Loop() {
				var err error
				if g, err = checker.Analyze(bench.analyzers, pkgs, &checker.Options{Sequential: true}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime(b)-cpu)/float64(b.N), "cpu-ns/op")
			// An analyzer that failed skipped its work and its
			// dependents' (the timer is stopped here).
			for act := range g.All() {
				if act.Err != nil {
					b.Fatalf("%v: %v", act, act.Err)
				}
			}
		})
	}
}

// cpuTime is the CPU time the process has used, the garbage collector's
// included: on a loaded machine it moves less than the wall time does.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkLoad is the cost of loading and type checking the same
// packages, to put BenchmarkAnalyzer's numbers in proportion.
func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		loadBench(b)
	}
}

// BenchmarkWrapperChain analyzes a package whose functions pass a string
// along a chain of n calls to url.Parse: finding the wrappers is linear
// in n (compare n=300 and n=3000).
func BenchmarkWrapperChain(b *testing.B) {
	for _, n := range []int{300, 3000} {
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			dir := b.TempDir()
			var src strings.Builder
			src.WriteString("package chain\n\nimport \"net/url\"\n\nfunc F0(s string) { url.Parse(s) }\n")
			for i := 1; i < n; i++ {
				fmt.Fprintf(&src, "func F%d(s string) { F%d(s) }\n", i, i-1)
			}
			fmt.Fprintf(&src, "func use() { F%d(\"http://a b/\") }\n", n-1)
			for name, text := range map[string]string{"go.mod": "module chain\n\ngo 1.26\n", "chain.go": src.String()} {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o666); err != nil {
					b.Fatal(err)
				}
			}
			pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: dir}, ".")
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				g, err := checker.Analyze([]*analysis.Analyzer{analyzer.Analyzer}, pkgs, &checker.Options{Sequential: true})
				if err != nil {
					b.Fatal(err)
				}
				if n := len(g.Roots[0].Diagnostics); n != 1 {
					b.Fatalf("%d findings, want 1 (at the end of the chain)", n)
				}
			}
		})
	}
}

// BenchmarkConcat analyzes a function that gives http.Get a
// concatenation of n string literals, flat ("a" + "b" + …), nested to
// the left (((("a" + "b") + "c") + …) and to the right ("a" + ("b" +
// (…))): the time per n must stay flat from n=1000 to n=8000 (linear in
// the expression's size). Loading and type checking are outside the
// loop. The baseline, net/url, is url.Parse of the URL the expression
// builds, n bytes of path: linear too, for scale.
func BenchmarkConcat(b *testing.B) {
	build.Default.CgoEnabled = false
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "source", nil)
	sizes := types.SizesFor("gc", runtime.GOARCH)
	for _, n := range []int{1000, 8000} {
		b.Run(fmt.Sprintf("net-url/n=%d", n), func(b *testing.B) {
			s := "http://example.com/" + strings.Repeat("a", n-1)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := url.Parse(s); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/term")
		})
	}
	for _, shape := range []string{"flat", "left", "right"} {
		for _, n := range []int{1000, 2000, 4000, 8000} {
			b.Run(fmt.Sprintf("%s/n=%d", shape, n), func(b *testing.B) {
				var e strings.Builder
				switch shape {
				case "flat":
					e.WriteString(`"http://example.com/"`)
					for i := 1; i < n; i++ {
						e.WriteString(` + "a"`)
					}
				case "left":
					e.WriteString(strings.Repeat("(", n-1) + `"http://example.com/"`)
					for i := 1; i < n; i++ {
						e.WriteString(` + "a")`)
					}
				case "right":
					e.WriteString(`"http://example.com/"`)
					for i := 1; i < n; i++ {
						e.WriteString(` + ("a"`)
					}
					e.WriteString(strings.Repeat(")", n-1))
				}
				src := "package p\n\nimport \"net/http\"\n\nfunc F() { http.Get(" + e.String() + ") }\n"
				f, err := parser.ParseFile(fset, "p.go", src, parser.SkipObjectResolution)
				if err != nil {
					b.Fatal(err)
				}
				info := driver.NewInfo()
				conf := types.Config{Importer: imp, Sizes: sizes}
				pkg, err := conf.Check("p", fset, []*ast.File{f}, info)
				if err != nil {
					b.Fatal(err)
				}
				b.ReportAllocs()
				b.ResetTimer()
				for b.Loop() {
					if _, err := driver.Analyze(analyzer.Analyzer, fset, []*ast.File{f}, pkg, info, sizes); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/term")
			})
		}
	}
}
