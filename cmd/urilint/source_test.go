// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The module of TestSourceDriver: b passes a string without a scheme to
// w's wrapper of url.ParseRequestURI, which needs an absolute URI or an
// absolute path (only a fact of w tells b's run so); c gives url.Parse a
// misspelled scheme.
var sourceModule = map[string]string{
	"go.mod": "module example.com/m\n\ngo 1.26\n",
	"w/w.go": "package w\n\nimport \"net/url\"\n\nfunc Parse(s string) (*url.URL, error) { return url.ParseRequestURI(s) }\n",
	"b/b.go": "package b\n\nimport \"example.com/m/w\"\n\nfunc F() { w.Parse(\"www.example.com\") }\n",
	"c/c.go": "package c\n\nimport \"net/url\"\n\nvar _, _ = url.Parse(\"htps://example.com/\")\n",
}

// TestSourceDriver runs the source driver on sourceModule after each
// change that can change its findings, with one cache throughout, and
// checks the findings and what the run took from the cache: nothing
// the first time, everything the second, and after an edit only the
// packages whose inputs changed, the others' facts read from the cache.
func TestSourceDriver(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command and type-checks net/url's dependencies")
	}
	dir := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	for name, text := range sourceModule {
		write(name, text)
	}
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Setenv("GOWORK", "off")
	c, err := openCache(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	const (
		inB = "b/b.go:5:21: form:"
		inC = "c/c.go:5:23: typo:"
	)
	// run runs the driver with args and returns its findings (relative
	// "file:line:col: category:"), whether a package failed, and the
	// counts.
	run := func(step string, args ...string) ([]string, bool, sourceStats) {
		t.Helper()
		o, err := parseArgs(append(args, "./..."))
		if err != nil {
			t.Fatal(err)
		}
		tr, failed, stats, err := collectSource(o, dir, c, nil)
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		es, err := entriesOf(tr)
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		var got []string
		for _, e := range es {
			if e.err != "" {
				got = append(got, e.pkg+": "+e.err)
				continue
			}
			category, _, _ := strings.Cut(e.diag.Message, ":")
			got = append(got, shortPosn(e.diag.Posn, dir)+": "+category+":")
		}
		slices.Sort(got)
		return got, failed, stats
	}
	check := func(step string, got []string, want ...string) {
		t.Helper()
		if !slices.Equal(got, want) {
			t.Errorf("%s: findings\n%s\nwant\n%s", step, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}

	got, failed, cold := run("cold")
	check("cold", got, inB, inC)
	if failed || cold.analyzed != cold.packages || cold.cached != 0 || cold.loaded != 0 {
		t.Errorf("cold: failed %v, %+v; want every package analyzed", failed, cold)
	}

	got, _, warm := run("warm")
	check("warm", got, inB, inC)
	if warm.analyzed != 0 || warm.loaded != 0 || warm.cached != 3 {
		t.Errorf("warm: %+v; want the 3 packages' findings from the cache, nothing else", warm)
	}

	// An edit of b: b alone is analyzed, w's fact comes from the cache.
	write("b/b.go", sourceModule["b/b.go"]+"\n// an edit\n")
	got, _, edit := run("b edited")
	check("b edited", got, inB, inC)
	if edit.analyzed != 1 || edit.loaded == 0 {
		t.Errorf("b edited: %+v; want b analyzed and its dependencies loaded", edit)
	}

	// w stops wrapping url.ParseRequestURI: b's finding goes.
	write("w/w.go", "package w\n\nfunc Parse(s string) (any, error) { return nil, nil }\n")
	got, _, stats := run("w stops wrapping")
	check("w stops wrapping", got, inC)
	if stats.analyzed != 2 {
		t.Errorf("w stops wrapping: %+v; want w and b analyzed", stats)
	}
	write("w/w.go", sourceModule["w/w.go"])
	got, _, _ = run("w wraps again")
	check("w wraps again", got, inB, inC)

	// The analyzer's flags are part of the key.
	got, _, _ = run("-disable=typo", "-disable=typo")
	check("-disable=typo", got, inB)
	got, _, _ = run("no flags")
	check("no flags", got, inB, inC)

	// A package that does not type-check fails the run and is reported;
	// the others still are.
	write("c/c.go", "package c\n\nvar _ = undefined\n")
	got, failed, _ = run("type error")
	check("type error", got, inB, "example.com/m/c: analysis skipped due to errors in package")
	if !failed {
		t.Errorf("type error: the run did not fail")
	}
}
