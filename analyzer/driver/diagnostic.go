// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package driver

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"
)

// A Diagnostic is an analysis.Diagnostic with its positions resolved, as
// the cache keeps it.
type Diagnostic struct {
	Category string
	Message  string
	Pos, End Position
	Fixes    []Fix
	Related  []Related
}

// A Position is a place in a file: its byte offset and its line and
// column (1-based, in bytes), as token.Position.
type Position struct {
	Filename     string
	Offset       int
	Line, Column int
}

// String returns "file:line:col", as token.Position.
func (p Position) String() string {
	return fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Column)
}

// A Fix is a suggested fix: edits of byte ranges.
type Fix struct {
	Message string
	Edits   []Edit
}

// An Edit replaces the bytes [Start, End) of File with New.
type Edit struct {
	Filename   string
	Start, End int
	New        string
}

// A Related is a diagnostic's related information.
type Related struct {
	Pos, End Position
	Message  string
}

// position returns pos in fset as a Position.
func position(fset *token.FileSet, pos token.Pos) Position {
	p := fset.Position(pos)
	return Position{p.Filename, p.Offset, p.Line, p.Column}
}

// endPosition returns end, or pos when end is not valid.
func endPosition(fset *token.FileSet, pos, end token.Pos) Position {
	if end.IsValid() {
		return position(fset, end)
	}
	return position(fset, pos)
}

// diagnostics returns diags with their positions resolved in fset.
func diagnostics(fset *token.FileSet, diags []analysis.Diagnostic) []Diagnostic {
	var out []Diagnostic
	for _, d := range diags {
		dd := Diagnostic{
			Category: d.Category,
			Message:  d.Message,
			Pos:      position(fset, d.Pos),
			End:      endPosition(fset, d.Pos, d.End),
		}
		for _, f := range d.SuggestedFixes {
			fix := Fix{Message: f.Message}
			for _, e := range f.TextEdits {
				start := fset.Position(e.Pos)
				fix.Edits = append(fix.Edits, Edit{start.Filename, start.Offset, endPosition(fset, e.Pos, e.End).Offset, string(e.NewText)})
			}
			dd.Fixes = append(dd.Fixes, fix)
		}
		for _, r := range d.Related {
			dd.Related = append(dd.Related, Related{position(fset, r.Pos), endPosition(fset, r.Pos, r.End), r.Message})
		}
		out = append(out, dd)
	}
	return out
}
