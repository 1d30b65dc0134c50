// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"

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

func Get(u string) { w.Fetch(u) }

const Home = "HTTP://Example.com/"
`,
	"b_test.go": `package b

import (
	"testing"

	"example.com/m/w"
)

func TestF(t *testing.T) { w.Fetch("example.com/x") }
`,
	"x_test.go": `package b_test

import (
	"testing"

	"example.com/m/b"
)

func TestGet(t *testing.T) { b.Get("example.org") }
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
		`b_test.go:9:37 form`, // w.Fetch("example.com/x")
		`x_test.go:9:37 form`, // b.Get("example.org")
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
