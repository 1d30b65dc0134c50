// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/driver"
)

// urilint ./... runs the driver of package driver by default: the go
// command lists the packages and compiles nothing; urilint type-checks
// them from source in dependency order and keeps each package's
// findings, facts and export data in its own cache. URILINT_DRIVER=vet
// runs go vet underneath instead, URILINT_DRIVER=checker the x/tools
// checker in one process (no cache), both to compare drivers.

// useSource reports whether urilint ./... runs the source driver.
func useSource(o *options) bool {
	d := os.Getenv("URILINT_DRIVER")
	return d == "" || d == "source"
}

// A progressSink passes the driver's progress on to a progress line.
type progressSink struct{ p *progress }

func (s progressSink) SetTotal(n int) { s.p.setTotal(n) }
func (s progressSink) Done(id string) { s.p.note(id) }

// collectSourceRun runs the source driver on o's packages with the
// default cache (without one if it cannot be opened), telling
// p, if not nil, how far it is, and trims the cache.
func collectSourceRun(o *options, p *progress) (*driver.Result, error) {
	c, err := driver.OpenDefaultCache()
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v; running without a cache\n", err)
		c = nil
	}
	if p != nil {
		p.begin()
		defer p.stop()
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		// A soft limit: the collector works harder near it rather than
		// let the heap double.
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(1300 << 20))
	}
	res, err := collectSource(o, "", c, p)
	c.Trim()
	if err == nil && len(res.Packages) == 0 && !res.Failed {
		// As go vet, which says "no packages to vet"; naming what
		// matched nothing.
		return nil, fmt.Errorf("no packages to analyze in %s", strings.Join(o.args, " "))
	}
	return res, err
}

// collectSource runs the source driver on o's packages, in dir ("" for
// the current directory), with its cache in c; p, if not nil, hears of
// each package done. Load and type errors are printed on stderr, each
// position relative to the current directory.
func collectSource(o *options, dir string, c *driver.Cache, p *progress) (*driver.Result, error) {
	cfg := &driver.Config{
		Dir:        dir,
		Patterns:   o.args,
		Tests:      o.test,
		BuildFlags: o.buildFlags,
		Salt:       o.config.Salt(),
		Cache:      c,
		// urilint reads no generated file, and the printf facts it
		// asks of other packages are not those of generated code.
		GeneratedUnread: true,
	}
	for _, spec := range o.config.Sinks {
		name, _, _ := strings.Cut(spec, ":")
		cfg.Names = append(cfg.Names, name)
	}
	if p != nil {
		cfg.Progress = progressSink{p}
	}
	res, err := driver.Run(analyzer.WithCategory(analyzer.New(o.config)), cfg)
	if err != nil {
		return nil, err
	}
	cwd, _ := os.Getwd()
	for _, e := range res.Errors {
		fmt.Fprintf(os.Stderr, "%s\n", shortErrorLine(e, cwd))
	}
	for _, name := range res.Unmatched {
		// The user believes their API is checked: say it is not.
		fmt.Fprintf(os.Stderr, "urilint: -sinks entry %s matches no function in the packages loaded; name it as go/types does, with its full import path (\"example.com/api.Fetch\", \"(*example.com/api.Client).Get\")\n", name)
	}
	return res, nil
}

// shortErrorLine returns line, "file.go:line:col: message", with its
// file relative to dir as shortPath makes it.
func shortErrorLine(line, dir string) string {
	if !filepath.IsAbs(line) {
		return line
	}
	i := strings.Index(line, ".go:")
	if i < 0 {
		return line
	}
	return shortPath(line[:i+len(".go")], dir) + line[i+len(".go"):]
}

// treeOf returns res as go vet's JSON tree: findings by package and
// analyzer name. As go vet, it names a test variant by its package's
// path ("p" for "p [p.test]", which stands for p).
func treeOf(res *driver.Result) tree {
	t := tree{}
	for _, p := range res.Packages {
		var data []byte
		if p.Err != "" {
			data, _ = json.Marshal(map[string]string{"error": p.Err})
		} else if len(p.Diagnostics) > 0 {
			data, _ = json.Marshal(jsonDiagnostics(p.Diagnostics))
		} else {
			continue
		}
		id, _, _ := strings.Cut(p.ID, " [")
		t[id] = map[string]json.RawMessage{analyzer.Analyzer.Name: data}
	}
	return t
}

// jsonDiagnostics returns diags as go vet's JSON writes them.
func jsonDiagnostics(diags []driver.Diagnostic) []diagnostic {
	out := []diagnostic{}
	for _, d := range diags {
		jd := diagnostic{
			Category: d.Category,
			Posn:     d.Pos.String(),
			End:      d.End.String(),
			Message:  d.Message,
		}
		for _, fix := range d.Fixes {
			jf := jsonFix{Message: fix.Message, Edits: []jsonEdit{}}
			for _, e := range fix.Edits {
				jf.Edits = append(jf.Edits, jsonEdit{e.Filename, e.Start, e.End, e.New})
			}
			jd.SuggestedFixes = append(jd.SuggestedFixes, jf)
		}
		for _, rel := range d.Related {
			jd.Related = append(jd.Related, jsonRel{rel.Pos.String(), rel.End.String(), rel.Message})
		}
		out = append(out, jd)
	}
	return out
}

// verifiedReader returns a function that reads a file and checks that
// it holds the bytes res analyzed.
func verifiedReader(res *driver.Result) func(name string) ([]byte, error) {
	sums := map[string][sha256.Size]byte{}
	for _, p := range res.Packages {
		for name, sum := range p.Files {
			sums[name] = sum
		}
	}
	return func(name string) ([]byte, error) {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		if sum, ok := sums[name]; !ok || sha256.Sum256(data) != sum {
			return nil, fmt.Errorf("%s changed since it was analyzed; run urilint again", name)
		}
		return data, nil
	}
}
