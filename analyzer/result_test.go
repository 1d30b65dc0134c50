// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer_test

import (
	"fmt"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// checkResults checks what the analyzer's Result tells a pass that
// requires it, in the results of TestPackages: the wrappers, URI
// variables, resolution wrappers and request senders of a package, as
// the testdata's code makes them (NewRequest's urlStr is first given to
// (*url.URL).Parse: a reference).
func checkResults(t *testing.T, results []*analysistest.Result) {
	want := map[string][]string{
		"joinsdk": {
			"resolver (*joinsdk.Client).NewRequest #1 against https://api.example.com/v3",
			"resolver (*joinsdk.Uploads).Resolve #0 against https://uploads.example.com/v3/",
			"wrapper (*joinsdk.Client).NewRequest #1 reference",
			"wrapper (*joinsdk.Uploads).Resolve #0 reference",
		},
		"joinflow": {
			"var BaseURL net/http.Get http",
			"var base net/http.Get http",
			"var defaultMirror net/http.Head http",
			"var upstream net/http.Get http",
			"wrapper (*joinflow.Client).get #0 http",
			"wrapper joinflow.download #1 client",
			"wrapper joinflow.repaired #1 reference",
		},
		"senda": {
			"sender (*senda.Tester).AssertCode [0]",
			"sender (*senda.Tester).expect [1]",
		},
	}
	seen := map[string]bool{}
	for _, r := range results {
		if _, ok := want[r.Pass.Pkg.Path()]; !ok {
			continue
		}
		seen[r.Pass.Pkg.Path()] = true
		res, ok := r.Result.(*analyzer.Result)
		if !ok {
			t.Fatalf("%s: result %T, want *analyzer.Result", r.Pass.Pkg.Path(), r.Result)
		}
		got := describe(res)
		if w := want[r.Pass.Pkg.Path()]; !slices.Equal(got, w) {
			t.Errorf("%s: result\n\t%q\nwant\n\t%q", r.Pass.Pkg.Path(), got, w)
		}
	}
	for p := range want {
		if !seen[p] {
			t.Errorf("%s: not among the packages analyzed", p)
		}
	}
}

// describe prints a Result a line an entry, sorted.
func describe(r *analyzer.Result) []string {
	var lines []string
	needs := map[uricheck.Need]string{
		uricheck.NeedReference:  "reference",
		uricheck.NeedHTTPURL:    "http",
		uricheck.NeedRequestURL: "request",
		uricheck.NeedRequestURI: "request-uri",
		uricheck.NeedClientURL:  "client",
	}
	name := func(fn *types.Func) string { return fn.FullName() }
	for fn, ps := range r.Wrappers {
		for _, p := range ps {
			lines = append(lines, fmt.Sprintf("wrapper %s #%d %s", name(fn), p.Index, needs[p.Need]))
		}
	}
	for v, sks := range r.Vars {
		for _, s := range sks {
			lines = append(lines, fmt.Sprintf("var %s %s %s", v.Name(), s.Func, needs[s.Need]))
		}
	}
	for fn, rs := range r.Resolvers {
		for _, x := range rs {
			lines = append(lines, fmt.Sprintf("resolver %s #%d against %s", name(fn), x.Index, x.Base))
		}
	}
	for fn, idx := range r.Senders {
		lines = append(lines, fmt.Sprintf("sender %s %v", name(fn), idx))
	}
	slices.Sort(lines)
	return lines
}
