// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/driver"
)

// TestPrintRelated checks that text output prints a finding's related
// locations as continuations of it (issue 55): each on a line of its
// own, indented by a tab, its position and then its message, as the Go
// compiler prints a redeclaration's other declaration.
func TestPrintRelated(t *testing.T) {
	dir := t.TempDir()
	pos := func(line, col int) driver.Position {
		return driver.Position{Filename: filepath.Join(dir, "a.go"), Offset: -1, Line: line, Column: col}
	}
	es := []entry{{pkg: "a", diag: driver.Diagnostic{
		Pos: pos(3, 9), End: pos(3, 30), Category: "join",
		Message: "join: the base's last segment is dropped",
		Related: []driver.Related{
			{Pos: pos(7, 2), End: pos(7, 20), Message: `resolved here: "users" → "https://h/users"`},
			{Pos: pos(9, 2), End: pos(9, 20), Message: "passed to net/http.Get here"},
		},
	}}}
	var b strings.Builder
	if n, _ := printText(&b, es, dir); n != 1 {
		t.Errorf("printText counted %d findings, want 1", n)
	}
	want := "a.go:3:9: join: the base's last segment is dropped\n" +
		"\ta.go:7:2: resolved here: \"users\" → \"https://h/users\"\n" +
		"\ta.go:9:2: passed to net/http.Get here\n"
	if b.String() != want {
		t.Errorf("printText printed\n%s\nwant\n%s", b.String(), want)
	}
}
