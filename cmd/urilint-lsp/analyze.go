// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// A finding is one diagnostic of a file, in LSP terms, with its fixes.
type finding struct {
	diag  protocol.Diagnostic
	fixes []fix
}

// A fix is one SuggestedFix as a workspace edit.
type fix struct {
	title string
	edits map[uri.URI][]protocol.TextEdit
}

// A result is what one analysis of a directory's package found.
type result struct {
	files map[string][]finding // by file path: every Go file of the package, findings or none
	errs  []string             // load and type errors: the package was not analyzed
	// deps holds the directories of the packages of the main module that
	// the package imports, directly or not: their facts feed its findings.
	deps map[string]bool
	fast bool // the dependencies' facts came from the cache
}

// analyze loads the package in dir (with its tests) and everything it
// imports, under the overlay of unsaved buffers, and runs a on it, as
// urilint does from the command line: dependencies are analyzed too, for
// the facts about wrapper functions. With a fact cache that holds the
// facts of every dependency, it takes the fast path instead (fast.go).
func analyze(ctx context.Context, a *analysis.Analyzer, dir string, overlay map[string][]byte, facts *factCache) (*result, error) {
	if facts.warm(dir) {
		res, err := analyzeFast(ctx, a, dir, overlay, facts)
		if !errors.Is(err, errMiss) {
			return res, err
		}
	}
	return analyzeFull(ctx, a, dir, overlay, facts)
}

// analyzeFull loads and analyzes everything from source, with the
// go/analysis checker, and keeps the facts of every package in facts.
func analyzeFull(ctx context.Context, a *analysis.Analyzer, dir string, overlay map[string][]byte, facts *factCache) (*result, error) {
	res, roots, err := load(ctx, dir, overlay, false)
	if err != nil || len(res.errs) > 0 || len(roots) == 0 {
		return res, err
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{a}, roots, nil)
	if err != nil {
		return nil, err
	}
	src := sources{overlay: overlay, text: map[string][]byte{}}
	seen := map[string]bool{}
	for _, act := range graph.Roots {
		if act.Err != nil {
			res.errs = append(res.errs, act.Err.Error())
			continue
		}
		if err := res.add(src, act.Package.Fset, act.Diagnostics, seen); err != nil {
			return nil, err
		}
	}
	res.sort()
	facts.keep(a, graph, dir, overlay)
	return res, nil
}

// load loads the package in dir with its tests and dependencies, from
// source, under overlay; with stripDeps, the function bodies of files
// outside dir are dropped. It returns the result to fill, and the packages
// to analyze (none if the package has errors).
func load(ctx context.Context, dir string, overlay map[string][]byte, stripDeps bool) (*result, []*packages.Package, error) {
	cfg := &packages.Config{
		Context: ctx,
		Mode:    packages.LoadAllSyntax | packages.NeedModule,
		Dir:     dir,
		Tests:   true,
		Overlay: overlay,
	}
	if stripDeps {
		cfg.ParseFile = func(fset *token.FileSet, name string, src []byte) (*ast.File, error) {
			f, err := parser.ParseFile(fset, name, src, parser.AllErrors|parser.ParseComments)
			if f != nil && filepath.Dir(name) != dir {
				for _, d := range f.Decls {
					if fn, ok := d.(*ast.FuncDecl); ok {
						fn.Body = nil
					}
				}
			}
			return f, err
		}
	}
	pkgs, err := packages.Load(cfg, ".")
	if err != nil {
		return nil, nil, err
	}
	res, roots := newResult(dir, pkgs)
	if len(res.errs) > 0 {
		roots = nil
	}
	return res, roots, nil
}

// newResult starts the result of an analysis of dir's packages pkgs (the
// package, its test variant, its external test package): the Go files of
// dir, the load errors, and the packages to analyze. The generated test
// main package, which has no file in dir, is left out.
func newResult(dir string, pkgs []*packages.Package) (*result, []*packages.Package) {
	res := &result{files: map[string][]finding{}, deps: map[string]bool{}}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.Module != nil && p.Module.Main && len(p.GoFiles) > 0 {
			if d := filepath.Dir(p.GoFiles[0]); d != dir {
				res.deps[d] = true
			}
		}
	})
	var roots []*packages.Package
	for _, p := range pkgs {
		in := false
		for _, f := range p.CompiledGoFiles {
			if filepath.Dir(f) == dir && strings.HasSuffix(f, ".go") {
				res.files[f] = nil
				in = true
			}
		}
		if !in {
			continue
		}
		for _, e := range p.Errors {
			res.errs = append(res.errs, e.Error())
		}
		if len(p.Errors) == 0 && len(p.TypeErrors) == 0 {
			roots = append(roots, p)
		}
	}
	return res, roots
}

// add adds the diagnostics in res's files, once each: a file of the
// package is in its test variant too.
func (res *result) add(src sources, fset *token.FileSet, diags []analysis.Diagnostic, seen map[string]bool) error {
	for _, d := range diags {
		start := fset.Position(d.Pos)
		if _, ok := res.files[start.Filename]; !ok {
			continue
		}
		key := fmt.Sprintf("%s:%d:%s", start.Filename, start.Offset, d.Message)
		if seen[key] {
			continue
		}
		seen[key] = true
		f, err := src.finding(fset, d)
		if err != nil {
			return err
		}
		res.files[start.Filename] = append(res.files[start.Filename], f)
	}
	return nil
}

func (res *result) sort() {
	for _, fs := range res.files {
		slices.SortFunc(fs, func(x, y finding) int { return comparePos(x.diag.Range.Start, y.diag.Range.Start) })
	}
}

// sources gives the text of files as the analysis saw them: the editor's
// buffer where there is one, else the file on disk.
type sources struct {
	overlay map[string][]byte
	text    map[string][]byte
}

func (s sources) get(name string) ([]byte, error) {
	if b, ok := s.overlay[name]; ok {
		return b, nil
	}
	if b, ok := s.text[name]; ok {
		return b, nil
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	s.text[name] = b
	return b, nil
}

// span returns the LSP location of [pos, end).
func (s sources) span(fset *token.FileSet, pos, end token.Pos) (uri.URI, protocol.Range, error) {
	if !end.IsValid() {
		end = pos
	}
	p, e := fset.Position(pos), fset.Position(end)
	text, err := s.get(p.Filename)
	if err != nil {
		return "", protocol.Range{}, err
	}
	if e.Filename != p.Filename || e.Offset < p.Offset || e.Offset > len(text) {
		return "", protocol.Range{}, fmt.Errorf("%s: bad range %d-%d", p.Filename, p.Offset, e.Offset)
	}
	return fileURI(p.Filename), protocol.Range{Start: position(text, p.Offset), End: position(text, e.Offset)}, nil
}

func (s sources) finding(fset *token.FileSet, d analysis.Diagnostic) (finding, error) {
	_, rng, err := s.span(fset, d.Pos, d.End) // the finding's file is the key it is stored under
	if err != nil {
		return finding{}, err
	}
	f := finding{diag: protocol.Diagnostic{
		Range:    rng,
		Severity: protocol.DiagnosticSeverityWarning,
		Code:     protocol.String(d.Category),
		Source:   protocol.NewOptional("urilint"),
		Message:  protocol.String(d.Message),
	}}
	if d.URL != "" {
		f.diag.CodeDescription = protocol.CodeDescription{Href: uri.URI(d.URL)}
	}
	for _, r := range d.Related {
		ruri, rrng, err := s.span(fset, r.Pos, r.End)
		if err != nil {
			return finding{}, err
		}
		f.diag.RelatedInformation = append(f.diag.RelatedInformation, protocol.DiagnosticRelatedInformation{
			Location: protocol.Location{URI: ruri, Range: rrng},
			Message:  r.Message,
		})
	}
	for _, sf := range d.SuggestedFixes {
		fx := fix{title: sf.Message, edits: map[uri.URI][]protocol.TextEdit{}}
		for _, e := range sf.TextEdits {
			euri, erng, err := s.span(fset, e.Pos, e.End)
			if err != nil {
				return finding{}, err
			}
			fx.edits[euri] = append(fx.edits[euri], protocol.TextEdit{Range: erng, NewText: string(e.NewText)})
		}
		if fx.title == "" {
			fx.title = "urilint: apply the fix"
		}
		f.fixes = append(f.fixes, fx)
	}
	return f, nil
}

// position returns the LSP position of the byte offset off in text: a
// zero-based line and a column in UTF-16 code units, as LSP requires.
func position(text []byte, off int) protocol.Position {
	line := 0
	start := 0
	for i, b := range text[:off] {
		if b == '\n' {
			line++
			start = i + 1
		}
	}
	col := 0
	for s := text[start:off]; len(s) > 0; {
		r, n := utf8.DecodeRune(s)
		s = s[n:]
		if r == utf8.RuneError && n == 1 {
			col++ // an invalid byte: one unit, as editors decode it to U+FFFD
			continue
		}
		col += utf16.RuneLen(r)
	}
	return protocol.Position{Line: uint32(line), Character: uint32(col)}
}

func comparePos(a, b protocol.Position) int {
	if a.Line != b.Line {
		if a.Line < b.Line {
			return -1
		}
		return 1
	}
	switch {
	case a.Character < b.Character:
		return -1
	case a.Character > b.Character:
		return 1
	}
	return 0
}

// cacheKey identifies the inputs of an analysis of dir: the Go files of
// dir and go.mod/go.sum above it as the analysis would read them, and every
// unsaved buffer (an open buffer of a dependency changes facts). Files
// outside that set (a dependency's saved edits) are not in it: saving a
// file of the package, or reopening it, analyzes afresh.
func cacheKey(dir string, overlay map[string][]byte) string {
	h := sha256.New()
	for _, n := range slices.Sorted(maps.Keys(overlay)) {
		fmt.Fprintf(h, "overlay %s %d\n", n, len(overlay[n]))
		h.Write(overlay[n])
	}
	fmt.Fprintf(h, "dir %s\n", dirHash(dir, overlay))
	for d := dir; ; d = filepath.Dir(d) {
		for _, n := range []string{"go.mod", "go.sum", "go.work"} {
			if b, err := os.ReadFile(filepath.Join(d, n)); err == nil {
				fmt.Fprintf(h, "%s %d\n", filepath.Join(d, n), len(b))
				h.Write(b)
			}
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// dirHash hashes the Go files of dir, unsaved buffers in place of files.
func dirHash(dir string, overlay map[string][]byte) string {
	h := sha256.New()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		n := filepath.Join(dir, e.Name())
		if !strings.HasSuffix(n, ".go") || e.IsDir() {
			continue
		}
		b, ok := overlay[n]
		if !ok {
			var err error
			if b, err = os.ReadFile(n); err != nil {
				continue
			}
		}
		fmt.Fprintf(h, "file %s %d\n", n, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))
}
