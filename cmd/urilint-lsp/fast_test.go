// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer"
)

// The wrapper package of TestFastPath: an exported function, a method and
// a chain through an unexported function all pass their argument to
// http.Get.
const wrapSrc = `package w

import "net/http"

func Fetch(u string) (*http.Response, error) { return get(u) }

func get(u string) (*http.Response, error) { return http.Get(u) }

type C struct{}

func (C) Get(u string) { http.Get(u) }
`

// The package under analysis, its test file, and its external test
// package, which calls a wrapper of b's own (a fact of a root).
var userSrc = map[string]string{
	"b.go": `package b

import "example.com/m/w"

func F() {
	w.Fetch("www.example.com")
	w.C{}.Get("localhost:8080/x")
}

func Get(u string) error { _, err := w.Fetch(u); return err }

const Home = "HTTP://Example.com/"
`,
	"b_test.go": `package b

import (
	"testing"

	"example.com/m/w"
)

func TestF(t *testing.T) {
	if _, err := w.Fetch("example.com/x"); err != nil {
		t.Fatal(err)
	}
}
`,
	"x_test.go": `package b_test

import (
	"testing"

	"example.com/m/b"
)

func TestGet(t *testing.T) {
	if err := b.Get("example.org"); err != nil {
		t.Fatal(err)
	}
}
`,
}

// findings flattens a result for comparison and messages.
func findings(res *result) []string {
	var out []string
	for name, fs := range res.files {
		for _, f := range fs {
			out = append(out, fmt.Sprintf("%s:%d:%d %s %v", filepath.Base(name), f.diag.Range.Start.Line+1, f.diag.Range.Start.Character+1, f.diag.Code, f.diag.Message))
		}
	}
	return out
}

// TestFastPath checks that a run with the dependencies' facts from the
// cache finds exactly what a full run finds, and that a changed
// dependency sends the run the full way.
func TestFastPath(t *testing.T) {
	dir := writeModule(t, map[string]string{"w/w.go": wrapSrc, "b/b.go": userSrc["b.go"], "b/b_test.go": userSrc["b_test.go"], "b/x_test.go": userSrc["x_test.go"]})
	bdir := filepath.Join(dir, "b")
	a := analyzer.New(analyzer.Config{})
	facts := newFactCache()
	ctx := context.Background()
	run := func(wantFast bool) *result {
		t.Helper()
		res, err := analyze(ctx, a, bdir, nil, facts)
		if err != nil || len(res.errs) > 0 {
			t.Fatal(err, res.errs)
		}
		if res.fast != wantFast {
			t.Fatalf("fast path used: %v, want %v", res.fast, wantFast)
		}
		return res
	}

	full := run(false)
	// Every wrapper is seen, in the package, its tests and its external
	// tests (through b.Get, a fact of a root).
	got := strings.Join(findings(full), "\n")
	for _, want := range []string{
		`b.go:6:11 form`, // w.Fetch("www.example.com")
		`b.go:7:13 form`, // C.Get("localhost:8080/x")
		`b.go:12:15 nonnormal`,
		`b_test.go:10:24 form`, // w.Fetch("example.com/x")
		`x_test.go:10:19 form`, // b.Get("example.org")
	} {
		if !strings.Contains(got, want) {
			t.Errorf("full run: no finding %q in\n%s", want, got)
		}
	}
	fast := run(true)
	if !reflect.DeepEqual(full.files, fast.files) {
		t.Errorf("fast run differs from the full run:\nfull:\n%s\nfast:\n%s", got, strings.Join(findings(fast), "\n"))
	}

	// w stops wrapping http.Get in Fetch: the cached facts of w are stale,
	// so the run is full again, and finds that.
	changed := strings.Replace(wrapSrc, "return get(u)", "return nil, nil", 1)
	if err := os.WriteFile(filepath.Join(dir, "w", "w.go"), []byte(changed), 0o666); err != nil {
		t.Fatal(err)
	}
	full = run(false)
	got = strings.Join(findings(full), "\n")
	if strings.Contains(got, "b.go:6:11") || !strings.Contains(got, "b.go:7:13 form") {
		t.Errorf("after w changed, want C.Get's finding and not Fetch's:\n%s", got)
	}
	if fast := run(true); !reflect.DeepEqual(full.files, fast.files) {
		t.Errorf("fast run differs from the full run after the change:\nfull:\n%s\nfast:\n%s", got, strings.Join(findings(fast), "\n"))
	}

	// An unsaved buffer of b that imports a package not seen before: the
	// cache cannot answer for it, so the run is full.
	overlay := map[string][]byte{filepath.Join(bdir, "b.go"): []byte(strings.Replace(userSrc["b.go"],
		`import "example.com/m/w"`, "import (\n\t\"example.com/m/w\"\n\t\"net/smtp\"\n)\n\nvar _, _ = smtp.Dial(\"localhost:25\")", 1))}
	res, err := analyze(ctx, a, bdir, overlay, facts)
	if err != nil || res.fast {
		t.Errorf("a new import: err %v, fast %v; want a full run", err, res.fast)
	}
}

// TestFastPathTransitive checks that the cache key is transitive: b
// calls w2.Get, which wraps w1.Fetch, which wraps http.Get. When w1
// stops wrapping, b's run must not use w2's cached facts, though w2's
// files did not change.
func TestFastPathTransitive(t *testing.T) {
	const w1 = "package w1\n\nimport \"net/http\"\n\nfunc Fetch(u string) (*http.Response, error) { return http.Get(u) }\n"
	dir := writeModule(t, map[string]string{
		"w1/w1.go": w1,
		"w2/w2.go": "package w2\n\nimport \"example.com/m/w1\"\n\nfunc Get(u string) { w1.Fetch(u) }\n",
		"b/b.go":   "package b\n\nimport \"example.com/m/w2\"\n\nfunc F() { w2.Get(\"www.example.com\") }\n",
	})
	bdir := filepath.Join(dir, "b")
	a := analyzer.New(analyzer.Config{})
	facts := newFactCache()
	run := func(facts *factCache) *result {
		t.Helper()
		res, err := analyze(context.Background(), a, bdir, nil, facts)
		if err != nil || len(res.errs) > 0 {
			t.Fatal(err, res.errs)
		}
		return res
	}
	const finding = "b.go:5:20 form"
	if got := strings.Join(findings(run(facts)), "\n"); !strings.Contains(got, finding) {
		t.Fatalf("full run: no finding %q in\n%s", finding, got)
	}
	if res := run(facts); !res.fast || !strings.Contains(strings.Join(findings(res), "\n"), finding) {
		t.Fatalf("second run: fast %v, findings %q; want the fast path and %q", res.fast, findings(res), finding)
	}

	// w1 stops wrapping http.Get; w2's files stay as they were.
	changed := strings.Replace(w1, "return http.Get(u)", "return nil, nil", 1)
	if err := os.WriteFile(filepath.Join(dir, "w1", "w1.go"), []byte(changed), 0o666); err != nil {
		t.Fatal(err)
	}
	res := run(facts)
	cold := run(nil)
	if res.fast || !reflect.DeepEqual(res.files, cold.files) {
		t.Errorf("after w1 changed: fast %v, findings %q; want a full run with a cold run's findings %q", res.fast, findings(res), findings(cold))
	}
}

// traced returns a copy of a that records every fact its passes import,
// with the answer, as "importing package: object = answer".
func traced(a *analysis.Analyzer, record func(string)) *analysis.Analyzer {
	t := *a
	t.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.ImportObjectFact = func(obj types.Object, fact analysis.Fact) bool {
			ok := pass.ImportObjectFact(obj, fact)
			answer := "none"
			if ok {
				answer = fmt.Sprintf("%+v", fact)
			}
			record(fmt.Sprintf("%s: %s = %s", pass.Pkg.Path(), obj, answer))
			return ok
		}
		return a.Run(&p)
	}
	return &t
}

// TestFastPathCorpus compares the fast path with a full run on real
// packages: every fact the package's own variants import must get the
// same answer, and the findings must be the same. URILINT_EQUIV_DIRS is a
// list of package directories (filepath.ListSeparator between them), e.g.
// from the DEV corpus.
func TestFastPathCorpus(t *testing.T) {
	dirs := os.Getenv("URILINT_EQUIV_DIRS")
	if dirs == "" {
		t.Skip("URILINT_EQUIV_DIRS not set")
	}
	for _, dir := range filepath.SplitList(dirs) {
		var (
			mu  sync.Mutex // the checker runs packages in parallel
			log []string
		)
		a := traced(analyzer.New(analyzer.Config{}), func(s string) {
			mu.Lock()
			log = append(log, s)
			mu.Unlock()
		})
		facts := newFactCache()
		full, err := analyze(context.Background(), a, dir, nil, facts)
		if err != nil || len(full.errs) > 0 {
			t.Errorf("%s: %v %v", dir, err, full.errs)
			continue
		}
		fullLog := map[string]bool{}
		for _, l := range log {
			fullLog[l] = true
		}
		log = nil
		fast, err := analyze(context.Background(), a, dir, nil, facts)
		if err != nil {
			t.Errorf("%s: %v", dir, err)
			continue
		}
		found, differ := 0, 0
		for _, l := range log {
			if !strings.HasSuffix(l, " = none") {
				found++
			}
			if !fullLog[l] {
				differ++
				if differ <= 5 {
					t.Errorf("%s: the fast path answered %q, the full run did not", dir, l)
					if os.Getenv("URILINT_EQUIV_DEBUG") != "" {
						for k := range fullLog {
							if strings.Contains(k, os.Getenv("URILINT_EQUIV_DEBUG")) {
								t.Logf("full: %s", k)
							}
						}
					}
				}
			}
		}
		t.Logf("%s: %d findings; fast path %v; %d fact queries from the package, %d answered with a fact, %d differ",
			dir, len(findings(full)), fast.fast, len(log), found, differ)
		if !fast.fast || !reflect.DeepEqual(full.files, fast.files) {
			t.Errorf("%s: fast %v; findings full %q, fast %q", dir, fast.fast, findings(full), findings(fast))
		}
	}
}

// The analyzers of TestFastPathRequires: top reports what marks found,
// which marks keeps in object and package facts and hands to top in its
// result (as printf does for urilint), so a fast path that does not run
// marks, or does not serve its facts from the cache, finds something
// else than a full run.
type (
	getsFact    struct{} // the function calls http.Get, directly or not
	gettersFact struct{ N int }
)

func (*getsFact) AFact()    {}
func (*gettersFact) AFact() {}

// marks is marksAnalyzer's result.
type marks struct {
	local   []string // the package's functions that call http.Get
	gets    func(*types.Func) bool
	getters func(*types.Package) int
}

var marksAnalyzer = &analysis.Analyzer{
	Name:       "marks",
	Doc:        "marks the functions that call http.Get, directly or not",
	Requires:   []*analysis.Analyzer{inspect.Analyzer},
	FactTypes:  []analysis.Fact{new(getsFact), new(gettersFact)},
	ResultType: reflect.TypeFor[*marks](),
	Run: func(pass *analysis.Pass) (any, error) {
		m := &marks{
			gets: func(fn *types.Func) bool {
				return fn.FullName() == "net/http.Get" || pass.ImportObjectFact(fn, new(getsFact))
			},
			getters: func(pkg *types.Package) int {
				var f gettersFact
				pass.ImportPackageFact(pkg, &f)
				return f.N
			},
		}
		for changed := true; changed; {
			changed = false
			pass.ResultOf[inspect.Analyzer].(*inspector.Inspector).Preorder([]ast.Node{(*ast.FuncDecl)(nil)}, func(n ast.Node) {
				decl := n.(*ast.FuncDecl)
				fn, _ := pass.TypesInfo.Defs[decl.Name].(*types.Func)
				if fn == nil || decl.Body == nil || m.gets(fn) {
					return
				}
				ast.Inspect(decl.Body, func(n ast.Node) bool {
					if call, ok := n.(*ast.CallExpr); ok {
						if callee, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func); ok && m.gets(callee) && !m.gets(fn) {
							pass.ExportObjectFact(fn, new(getsFact))
							m.local = append(m.local, fn.Name())
							changed = true
						}
					}
					return true
				})
			})
		}
		pass.ExportPackageFact(&gettersFact{N: len(m.local)})
		slices.Sort(m.local)
		return m, nil
	},
}

var topAnalyzer = &analysis.Analyzer{
	Name:     "top",
	Doc:      "reports what marks found",
	Requires: []*analysis.Analyzer{marksAnalyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		m := pass.ResultOf[marksAnalyzer].(*marks)
		report := func(pos token.Pos, format string, args ...any) {
			pass.Report(analysis.Diagnostic{Pos: pos, Category: "top", Message: fmt.Sprintf(format, args...)})
		}
		for _, f := range pass.Files {
			for _, imp := range f.Imports {
				if pkg := pass.TypesInfo.PkgNameOf(imp); pkg != nil {
					report(imp.Pos(), "imports %d getters", m.getters(pkg.Imported()))
				}
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					if fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func); ok && fn.Pkg() != pass.Pkg && m.gets(fn) {
						report(call.Pos(), "calls getter %s", fn.Name())
					}
				}
				return true
			})
			report(f.Package, "local getters %v", m.local)
		}
		return nil, nil
	},
}

// TestFastPathRequires checks that the fast path runs what the analyzer
// requires, transitively, and serves the facts of every one of them from
// the cache: with an analyzer that requires another one than urilint's,
// whose object and package facts and result it reads, the fast path is
// taken and finds what a full run finds.
func TestFastPathRequires(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"w/w.go": "package w\n\nimport \"net/http\"\n\nfunc Fetch(u string) { get(u) }\n\nfunc get(u string) { http.Get(u) }\n\nfunc Plain(u string) {}\n",
		"b/b.go": "package b\n\nimport \"example.com/m/w\"\n\nfunc F() { w.Fetch(\"x\"); w.Plain(\"y\"); g() }\n\nfunc g() { w.Fetch(\"z\") }\n",
	})
	bdir := filepath.Join(dir, "b")
	facts := newFactCache()
	run := func() *result {
		t.Helper()
		res, err := analyze(context.Background(), topAnalyzer, bdir, nil, facts)
		if err != nil || len(res.errs) > 0 {
			t.Fatal(err, res.errs)
		}
		return res
	}
	full := run()
	got := strings.Join(findings(full), "\n")
	for _, want := range []string{
		"b.go:3:8 top imports 2 getters",
		"b.go:5:12 top calls getter Fetch",
		"b.go:7:12 top calls getter Fetch",
		"b.go:1:1 top local getters [F g]",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("full run: no finding %q in\n%s", want, got)
		}
	}
	fast := run()
	if !fast.fast || !reflect.DeepEqual(full.files, fast.files) {
		t.Errorf("second run: fast path %v, findings\n%s\nwant the fast path and the full run's\n%s", fast.fast, strings.Join(findings(fast), "\n"), got)
	}

	// An analyzer that lists the facts of its dependencies, which the
	// cache cannot: the run goes the full way.
	lister := *topAnalyzer
	lister.Name = "lister"
	lister.Run = func(pass *analysis.Pass) (any, error) {
		pass.AllObjectFacts()
		return topAnalyzer.Run(pass)
	}
	facts = newFactCache()
	for range 2 {
		res, err := analyze(context.Background(), &lister, bdir, nil, facts)
		if err != nil || res.fast || !reflect.DeepEqual(full.files, res.files) {
			t.Errorf("an analyzer that lists facts: err %v, fast path %v, findings\n%s\nwant a full run's", err, res.fast, strings.Join(findings(res), "\n"))
		}
	}
}
