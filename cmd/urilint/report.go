// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/urilint/urilint/analyzer/driver"
)

// A diagnostic is one finding as go vet's and the checker's JSON write
// it: what -json prints, and what urilint reads of go vet and of the
// checker when they run underneath.
type diagnostic struct {
	Category       string    `json:"category,omitempty"`
	Posn           string    `json:"posn"`
	End            string    `json:"end"`
	Message        string    `json:"message"`
	SuggestedFixes []jsonFix `json:"suggested_fixes,omitempty"`
	Related        []jsonRel `json:"related,omitempty"`
}

// A jsonFix is a suggested fix in that JSON.
type jsonFix struct {
	Message string     `json:"message"`
	Edits   []jsonEdit `json:"edits"`
}

// A jsonEdit is an edit of a jsonFix: the bytes [Start, End) of the file
// Filename (an absolute path) are replaced by New.
type jsonEdit struct {
	Filename string `json:"filename"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	New      string `json:"new"`
}

// A jsonRel is a related location in that JSON.
type jsonRel struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

// An entry is a finding of a package, or the error of one: what urilint
// prints, as text or SARIF, and fixes.
type entry struct {
	pkg  string // the package, as go vet names it
	diag driver.Diagnostic
	err  string // an analysis error instead of a finding
}

// entriesOfResult returns the findings and errors of res, ordered by
// package and then as reported.
func entriesOfResult(res *driver.Result) []entry {
	var es []entry
	for _, p := range res.Packages {
		id, _, _ := strings.Cut(p.ID, " [") // as go vet names a test variant
		if p.Err != "" {
			es = append(es, entry{pkg: id, err: p.Err})
		}
		for _, d := range p.Diagnostics {
			es = append(es, entry{pkg: id, diag: d})
		}
	}
	return es
}

// entriesOf returns the findings and errors of t, go vet's or the
// checker's JSON, ordered by package and then as reported, each finding
// once though a package and its test variant both report it.
func entriesOf(t tree) ([]entry, error) {
	type key struct{ posn, end, analyzer, message string }
	seen := map[key]bool{}
	var es []entry
	for _, id := range slices.Sorted(maps.Keys(t)) {
		for _, name := range slices.Sorted(maps.Keys(t[id])) {
			var diags []diagnostic
			if err := json.Unmarshal(t[id][name], &diags); err != nil {
				var e struct {
					Error string `json:"error"`
				}
				if err := json.Unmarshal(t[id][name], &e); err != nil || e.Error == "" {
					return nil, fmt.Errorf("unexpected output for %s: %s", id, t[id][name])
				}
				es = append(es, entry{pkg: id, err: e.Error})
				continue
			}
			for _, d := range diags {
				k := key{d.Posn, d.End, name, d.Message}
				if seen[k] {
					continue
				}
				seen[k] = true
				es = append(es, entry{pkg: id, diag: d.model()})
			}
		}
	}
	return es, nil
}

// model returns d as the driver's model of a diagnostic. Positions in
// that JSON have no byte offsets: theirs are -1.
func (d diagnostic) model() driver.Diagnostic {
	m := driver.Diagnostic{Category: d.Category, Message: d.Message, Pos: parsePosn(d.Posn), End: parsePosn(d.End)}
	for _, f := range d.SuggestedFixes {
		fix := driver.Fix{Message: f.Message}
		for _, e := range f.Edits {
			fix.Edits = append(fix.Edits, driver.Edit{Filename: e.Filename, Start: e.Start, End: e.End, New: e.New})
		}
		m.Fixes = append(m.Fixes, fix)
	}
	for _, r := range d.Related {
		m.Related = append(m.Related, driver.Related{Pos: parsePosn(r.Posn), End: parsePosn(r.End), Message: r.Message})
	}
	return m
}

// parsePosn parses "file:line:col" (or "file:line", or "file").
func parsePosn(posn string) driver.Position {
	file, line, col, _ := splitPosn(posn)
	return driver.Position{Filename: file, Offset: -1, Line: line, Column: col}
}

// printText prints es as go vet does, each position relative to dir when
// the file lies below it, and returns the number of findings and of
// errors printed.
func printText(w io.Writer, es []entry, dir string) (findings, errs int) {
	return printContext(w, es, dir, -1)
}

// printContext is printText that prints after each finding, when
// context is not negative, its lines and context lines around them, as
// the x/tools checker's -c does ("N\tline"), with what may be a password
// in them redacted.
func printContext(w io.Writer, es []entry, dir string, context int) (findings, errs int) {
	var out bytes.Buffer
	files := map[string][]string{}
	for _, e := range es {
		if e.err != "" {
			fmt.Fprintf(&out, "%s: %s\n", e.pkg, e.err)
			errs++
			continue
		}
		findings++
		// A finding's position and message, then each related
		// location's on a line of its own, indented: a continuation of
		// the finding, as the Go compiler prints the other declaration
		// of a redeclared name ("\tx.go:4:6: other declaration of x"),
		// so that a reader or a grep for findings does not take it for
		// one of its own.
		print := func(indent string, pos, endPos driver.Position, message string) {
			fmt.Fprintf(&out, "%s%s: %s\n", indent, shortPosn(pos.String(), dir), message)
			if context < 0 {
				return
			}
			file, line, end := pos.Filename, pos.Line, endPos.Line
			if line == 0 {
				return
			}
			lines, seen := files[file]
			if !seen {
				if data, err := os.ReadFile(file); err == nil {
					lines = redactedLines(data)
				}
				files[file] = lines
			}
			for i := line - context; i <= max(end, line)+context; i++ {
				if 1 <= i && i <= len(lines) {
					fmt.Fprintf(&out, "%d\t%s\n", i, lines[i-1])
				}
			}
		}
		print("", e.diag.Pos, e.diag.End, e.diag.Message)
		for _, rel := range e.diag.Related {
			print("\t", rel.Pos, rel.End, rel.Message)
		}
	}
	w.Write(out.Bytes())
	return findings, errs
}

// splitPosn splits "file:line:col" (or "file:line") into its parts; ok
// is false when posn has no line number.
func splitPosn(posn string) (file string, line, col int, ok bool) {
	rest, last, found := cutLast(posn, ":")
	n, err := strconv.Atoi(last)
	if !found || err != nil {
		return posn, 0, 0, false
	}
	if f, l, found := cutLast(rest, ":"); found {
		if m, err := strconv.Atoi(l); err == nil {
			return f, m, n, true
		}
	}
	return rest, n, 0, true
}

func cutLast(s, sep string) (before, after string, found bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

// shortPosn returns posn with its file relative to dir when that is
// shorter, as the go command shortens paths ("../a.go" too).
func shortPosn(posn, dir string) string {
	file, _, _, ok := splitPosn(posn)
	if !ok {
		return posn
	}
	return shortPath(file, dir) + posn[len(file):]
}

// shortPath returns file relative to dir when that is shorter, as the
// go command's base.ShortPath does: "../a.go" from a sibling directory.
func shortPath(file, dir string) string {
	if dir == "" || !filepath.IsAbs(file) {
		return file
	}
	rel, err := filepath.Rel(dir, file)
	if err != nil || len(rel) >= len(file) {
		return file
	}
	return rel
}

// pathBelow returns file relative to dir when it lies below dir, and
// file otherwise.
func pathBelow(file, dir string) string {
	rel := shortPath(file, dir)
	if rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return file
	}
	return rel
}
