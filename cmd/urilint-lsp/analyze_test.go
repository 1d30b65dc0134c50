// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/driver"
)

// The wrapper package of TestAnalyzeFacts: an exported function, a
// method and a chain through an unexported function all pass their
// argument to http.Get.
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

// findings flattens a result for comparison and messages, in order.
func findings(res *result) []string {
	var out []string
	for name, fs := range res.files {
		for _, f := range fs {
			out = append(out, fmt.Sprintf("%s:%d:%d %s %v", filepath.Base(name), f.diag.Range.Start.Line+1, f.diag.Range.Start.Character+1, f.diag.Code, f.diag.Message))
		}
	}
	slices.Sort(out)
	return out
}

// analyzeOK runs analyze and fails t on an error or a package that was
// not analyzed.
func analyzeOK(t *testing.T, l *linter, dir string, overlay map[string][]byte) *result {
	t.Helper()
	res, err := analyze(context.Background(), l, dir, overlay)
	if err != nil || len(res.errs) > 0 {
		t.Fatal(err, res.errs)
	}
	return res
}

// TestAnalyzeFacts checks that the facts of a dependency's wrappers
// drive findings in the package, its tests and its external tests; that
// a second run (a second editor start, a re-analysis) takes every
// package from the cache and finds the same; and that a saved edit of
// the dependency, or an unsaved one, is seen by the package.
func TestAnalyzeFacts(t *testing.T) {
	dir := writeModule(t, map[string]string{"w/w.go": wrapSrc, "b/b.go": userSrc["b.go"], "b/b_test.go": userSrc["b_test.go"], "b/x_test.go": userSrc["x_test.go"]})
	bdir, wdir := filepath.Join(dir, "b"), filepath.Join(dir, "w")
	l := newLinter(analyzer.Config{}, testCache)

	first := analyzeOK(t, l, bdir, nil)
	got := strings.Join(findings(first), "\n")
	for _, want := range []string{
		`b.go:6:11 form`, // w.Fetch("www.example.com")
		`b.go:7:13 form`, // C.Get("localhost:8080/x")
		`b.go:12:15 nonnormal URI is not normalized`, // no "nonnormal: " in the message
		`b_test.go:10:24 form`,                       // w.Fetch("example.com/x")
		`x_test.go:10:19 form`,                       // b.Get("example.org")
	} {
		if !strings.Contains(got, want) {
			t.Errorf("first run: no finding %q in\n%s", want, got)
		}
	}
	if len(first.files) != 3 {
		t.Errorf("first run: files %v, want b.go, b_test.go and x_test.go", first.files)
	}
	if !first.deps[wdir] || len(first.deps) != 1 {
		t.Errorf("first run: deps %v, want %s only", first.deps, wdir)
	}

	// A second start: every package is in the cache.
	second := analyzeOK(t, newLinter(analyzer.Config{}, testCache), bdir, nil)
	if s := second.stats; s.Analyzed != 0 || s.Cached != s.Packages {
		t.Errorf("second run: %+v, want every package cached", s)
	}
	if !reflect.DeepEqual(first.files, second.files) {
		t.Errorf("second run differs from the first:\n%s\nwant\n%s", strings.Join(findings(second), "\n"), got)
	}

	// w stops wrapping http.Get in Fetch, in an unsaved buffer and then
	// on disk: Fetch's findings go, C.Get's stays.
	changed := strings.Replace(wrapSrc, "return get(u)", "return nil, nil", 1)
	check := func(when string, res *result) {
		t.Helper()
		got := strings.Join(findings(res), "\n")
		if strings.Contains(got, "b.go:6:11") || strings.Contains(got, "b_test.go:10:24") || !strings.Contains(got, "b.go:7:13 form") {
			t.Errorf("%s: want C.Get's finding and not Fetch's:\n%s", when, got)
		}
	}
	res := analyzeOK(t, l, bdir, map[string][]byte{filepath.Join(wdir, "w.go"): []byte(changed)})
	check("w's buffer edited", res)
	if s := res.stats; s.Analyzed == 0 || s.Analyzed > 5 { // w, b, b [b.test], b_test [b.test], b.test
		t.Errorf("w's buffer edited: %+v, want w and what imports it analyzed, the rest cached", s)
	}
	if err := os.WriteFile(filepath.Join(wdir, "w.go"), []byte(changed), 0o666); err != nil {
		t.Fatal(err)
	}
	// Saved as the buffer was: the entries made for the buffer serve.
	res = analyzeOK(t, l, bdir, nil)
	check("w saved", res)
	if s := res.stats; s.Analyzed != 0 {
		t.Errorf("w saved as its buffer was: %+v, want every package cached", s)
	}
}

// TestAnalyzeTransitive checks that an edit two imports away reaches the
// package: b calls w2.Get, which wraps w1.Fetch, which wraps http.Get.
// When w1 stops wrapping, b's finding goes, though w2's files did not
// change.
func TestAnalyzeTransitive(t *testing.T) {
	const w1 = "package w1\n\nimport \"net/http\"\n\nfunc Fetch(u string) (*http.Response, error) { return http.Get(u) }\n"
	dir := writeModule(t, map[string]string{
		"w1/w1.go": w1,
		"w2/w2.go": "package w2\n\nimport \"example.com/m/w1\"\n\nfunc Get(u string) { w1.Fetch(u) }\n",
		"b/b.go":   "package b\n\nimport \"example.com/m/w2\"\n\nfunc F() { w2.Get(\"www.example.com\") }\n",
	})
	bdir := filepath.Join(dir, "b")
	l := newLinter(analyzer.Config{}, testCache)
	const finding = "b.go:5:20 form"
	res := analyzeOK(t, l, bdir, nil)
	if got := strings.Join(findings(res), "\n"); !strings.Contains(got, finding) {
		t.Fatalf("no finding %q in\n%s", finding, got)
	}
	if want := map[string]bool{filepath.Join(dir, "w1"): true, filepath.Join(dir, "w2"): true}; !reflect.DeepEqual(res.deps, want) {
		t.Errorf("deps %v, want %v", res.deps, want)
	}

	// w1 stops wrapping http.Get; w2's files stay as they were.
	changed := strings.Replace(w1, "return http.Get(u)", "return nil, nil", 1)
	if err := os.WriteFile(filepath.Join(dir, "w1", "w1.go"), []byte(changed), 0o666); err != nil {
		t.Fatal(err)
	}
	if got := findings(analyzeOK(t, l, bdir, nil)); len(got) != 0 {
		t.Errorf("after w1 changed: %q, want no finding", got)
	}
}

// TestAnalyzeEditTransitive checks that an edit of the package keeps its
// findings through a wrapper two imports away (w2.Get wraps w1.Fetch,
// which wraps http.Get) when its dependencies come from the cache.
func TestAnalyzeEditTransitive(t *testing.T) {
	// The analyzer skips a package whose imports reach no sink package
	// (reachesSink, by types.Package.Imports), and a package read from
	// export data lists only the imports its API refers to (w2's refers
	// to none): the driver must give each package it reads from export
	// data its whole import list, or b is skipped.
	const b = "package b\n\nimport \"example.com/m/w2\"\n\nfunc F() { w2.Get(\"www.example.com\") }\n"
	dir := writeModule(t, map[string]string{
		"w1/w1.go": "package w1\n\nimport \"net/http\"\n\nfunc Fetch(u string) (*http.Response, error) { return http.Get(u) }\n",
		"w2/w2.go": "package w2\n\nimport \"example.com/m/w1\"\n\nfunc Get(u string) { w1.Fetch(u) }\n",
		"b/b.go":   b,
	})
	bdir := filepath.Join(dir, "b")
	l := newLinter(analyzer.Config{}, testCache)
	want := findings(analyzeOK(t, l, bdir, nil))
	if len(want) != 1 {
		t.Fatalf("findings %q, want w2.Get's", want)
	}
	res := analyzeOK(t, l, bdir, map[string][]byte{filepath.Join(bdir, "b.go"): []byte(b + "\n// edited\n")})
	if got := findings(res); !reflect.DeepEqual(got, want) {
		t.Errorf("after an edit of b (%+v): %q, want %q", res.stats, got, want)
	}
}

// TestAnalyzeErrors checks that a package that does not type-check, or
// whose dependency does not, is not analyzed, with the errors said.
func TestAnalyzeErrors(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"w/w.go": "package w\n\nfunc F() int { return \"\" }\n",
		"b/b.go": "package b\n\nimport \"example.com/m/w\"\n\nvar X = w.F()\n",
	})
	l := newLinter(analyzer.Config{}, testCache)
	for _, d := range []string{"w", "b"} {
		res, err := analyze(context.Background(), l, filepath.Join(dir, d), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(res.errs, "\n"); !strings.Contains(got, "w.go:3:23") {
			t.Errorf("%s: errors %q, want w's type error", d, res.errs)
		}
	}
}

// TestResultChangedFile checks that findings are not placed in a file
// that changed on disk after it was analyzed: their offsets are of the
// bytes analyzed.
func TestResultChangedFile(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "m.go")
	analyzed := []byte("package m\n\nconst U = \"http://a/%zz\"\n")
	if err := os.WriteFile(name, []byte("package m\n\n// changed\nconst U = \"http://a/%zz\"\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	off := strings.Index(string(analyzed), "%zz")
	res := &driver.Result{Packages: []*driver.Package{{
		ID:    "m",
		Files: map[string][sha256.Size]byte{name: sha256.Sum256(analyzed)},
		Diagnostics: []driver.Diagnostic{{
			Category: "malformed",
			Message:  "malformed: malformed URI",
			Pos:      driver.Position{Filename: name, Offset: off, Line: 3, Column: off - 10},
			End:      driver.Position{Filename: name, Offset: off + 3, Line: 3, Column: off - 7},
		}},
	}}}
	if _, err := newResult(dir, nil, res); err == nil || !strings.Contains(err.Error(), "changed") {
		t.Errorf("newResult on a file changed since: %v, want an error", err)
	}
	// The same bytes in a buffer: the finding is placed in the buffer.
	out, err := newResult(dir, map[string][]byte{name: analyzed}, res)
	if err != nil {
		t.Fatal(err)
	}
	if got := findings(out); len(got) != 1 || got[0] != "m.go:3:21 malformed malformed URI" {
		t.Errorf("findings %q, want the malformed URI at 3:21", got)
	}
}
