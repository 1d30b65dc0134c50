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
// locations as go vet does (x/tools' PrintPlain): each on a line of its
// own, its position, then a tab before its message.
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
		"a.go:7:2: \tresolved here: \"users\" → \"https://h/users\"\n" +
		"a.go:9:2: \tpassed to net/http.Get here\n"
	if b.String() != want {
		t.Errorf("printText printed\n%s\nwant\n%s", b.String(), want)
	}
}
