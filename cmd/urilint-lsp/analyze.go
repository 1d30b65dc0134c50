// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
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

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/driver"
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
	files map[string][]finding // by file path: the package's Go files in the directory, findings or none
	errs  []string             // load and type errors: the package was not analyzed
	// deps holds the directories of the packages whose files can change
	// (outside the module cache and GOROOT) that the package imports,
	// directly or not: their facts feed its findings.
	deps  map[string]bool
	stats driver.Stats
}

// A linter is what the server analyzes with.
type linter struct {
	analyzer *analysis.Analyzer // reports "category: message", as urilint's command
	salt     []byte             // the analyzer's flags, as urilint's command keys its cache
	cache    *driver.Cache      // nil for none
}

// newLinter returns the linter of urilint's analyzer with cfg, with its
// cache in c. The analyzer and the salt (cfg.Salt, every flag's value)
// are those of urilint ./... with the same flags, so that equal keys
// hold equal findings.
// (The driver keys on the executable too: the two commands do not share
// entries, only the directory.)
func newLinter(cfg analyzer.Config, c *driver.Cache) *linter {
	return &linter{analyzer: analyzer.WithCategory(analyzer.New(cfg)), salt: cfg.Salt(), cache: c}
}

// analyze runs the driver on the package in dir, with its tests, under
// the overlay of unsaved buffers, as urilint ./... does: the packages it
// imports are analyzed too, for their facts about wrapper functions, and
// every package whose inputs are unchanged is taken from the cache.
func analyze(ctx context.Context, l *linter, dir string, overlay map[string][]byte) (*result, error) {
	res, err := driver.Run(l.analyzer, &driver.Config{
		Context:  ctx,
		Dir:      dir,
		Patterns: []string{"."},
		Tests:    true,
		Overlay:  overlay,
		Salt:     l.salt,
		Cache:    l.cache,
		// As urilint ./...: urilint reads no generated file.
		GeneratedUnread: true,
	})
	if err != nil {
		return nil, err
	}
	return newResult(dir, overlay, res)
}

// newResult returns the result of the driver's run res on dir's
// packages (the package, its test variant, its external test package)
// under overlay: the findings in dir's Go files, each once (a file of
// the package is in its test variant too), in LSP terms.
func newResult(dir string, overlay map[string][]byte, res *driver.Result) (*result, error) {
	out := &result{files: map[string][]finding{}, deps: map[string]bool{}, stats: res.Stats}
	inDir := func(name string) bool { return filepath.Dir(name) == dir && strings.HasSuffix(name, ".go") }
	src := sources{overlay: overlay, text: map[string][]byte{}, sums: map[string][sha256.Size]byte{}}
	for _, p := range res.Packages {
		for name, sum := range p.Files {
			src.sums[name] = sum
			if inDir(name) {
				out.files[name] = nil
			}
		}
		for _, d := range p.Deps {
			if d != dir {
				out.deps[d] = true
			}
		}
	}
	if res.Failed {
		out.errs = res.Errors
		for _, p := range res.Packages {
			if p.Err != "" {
				out.errs = append(out.errs, p.ID+": "+p.Err)
			}
		}
		if len(out.errs) == 0 {
			out.errs = []string{"the analysis failed"}
		}
		return out, nil
	}
	seen := map[string]bool{}
	for _, p := range res.Packages {
		for _, d := range p.Diagnostics {
			name := d.Pos.Filename
			if !inDir(name) {
				continue
			}
			key := fmt.Sprintf("%s:%d:%s", name, d.Pos.Offset, d.Message)
			if seen[key] {
				continue
			}
			seen[key] = true
			f, err := src.finding(d)
			if err != nil {
				return nil, err
			}
			out.files[name] = append(out.files[name], f)
		}
	}
	for _, fs := range out.files {
		slices.SortFunc(fs, func(x, y finding) int { return comparePos(x.diag.Range.Start, y.diag.Range.Start) })
	}
	return out, nil
}

// sources gives the text of files as the analysis saw them: the editor's
// buffer where there is one, else the file on disk, which must still
// hold the bytes analyzed.
type sources struct {
	overlay map[string][]byte
	text    map[string][]byte
	sums    map[string][sha256.Size]byte // of the files analyzed, where the driver says
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
	if sum, ok := s.sums[name]; ok && sha256.Sum256(b) != sum {
		return nil, fmt.Errorf("%s changed during the analysis", name)
	}
	s.text[name] = b
	return b, nil
}

// span returns the LSP location of the bytes [start, end) of the file
// name.
func (s sources) span(name string, start, end int) (uri.URI, protocol.Range, error) {
	text, err := s.get(name)
	if err != nil {
		return "", protocol.Range{}, err
	}
	if start < 0 || end < start || end > len(text) {
		return "", protocol.Range{}, fmt.Errorf("%s: bad range %d-%d", name, start, end)
	}
	return fileURI(name), protocol.Range{Start: position(text, start), End: position(text, end)}, nil
}

// finding returns d as a finding. The analyzer's messages begin with
// their category (analyzer.WithCategory), which the finding gives as its
// code instead.
func (s sources) finding(d driver.Diagnostic) (finding, error) {
	if d.End.Filename != d.Pos.Filename {
		return finding{}, fmt.Errorf("%s: a diagnostic that ends in %s", d.Pos, d.End.Filename)
	}
	_, rng, err := s.span(d.Pos.Filename, d.Pos.Offset, d.End.Offset) // the finding's file is the key it is stored under
	if err != nil {
		return finding{}, err
	}
	msg := d.Message
	href := analyzer.Analyzer.URL
	if d.Category != "" {
		msg = strings.TrimPrefix(msg, d.Category+": ")
		// The URL the analyzer gave it, which the driver does not keep.
		href = analyzer.CategoryURL(d.Category)
	}
	f := finding{diag: protocol.Diagnostic{
		Range:           rng,
		Severity:        protocol.DiagnosticSeverityWarning,
		Code:            protocol.String(d.Category),
		CodeDescription: protocol.CodeDescription{Href: uri.URI(href)},
		Source:          protocol.NewOptional("urilint"),
		Message:         protocol.String(msg),
	}}
	for _, r := range d.Related {
		if r.End.Filename != r.Pos.Filename {
			return finding{}, fmt.Errorf("%s: related information that ends in %s", r.Pos, r.End.Filename)
		}
		ruri, rrng, err := s.span(r.Pos.Filename, r.Pos.Offset, r.End.Offset)
		if err != nil {
			return finding{}, err
		}
		f.diag.RelatedInformation = append(f.diag.RelatedInformation, protocol.DiagnosticRelatedInformation{
			Location: protocol.Location{URI: ruri, Range: rrng},
			Message:  r.Message,
		})
	}
	for _, sf := range d.Fixes {
		fx := fix{title: sf.Message, edits: map[uri.URI][]protocol.TextEdit{}}
		for _, e := range sf.Edits {
			euri, erng, err := s.span(e.Filename, e.Start, e.End)
			if err != nil {
				return finding{}, err
			}
			fx.edits[euri] = append(fx.edits[euri], protocol.TextEdit{Range: erng, NewText: e.New})
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
