// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/driver"
)

// An edit is a text edit as the checker's JSON writes it, built by the
// test independently of fix.go's own type.
type edit struct {
	file       string
	start, end int
	new        string
}

// fixEntry returns a finding of package pkg whose first suggested fix
// makes edits, written in the checker's JSON form.
func fixEntry(t *testing.T, pkg string, edits ...edit) entry {
	t.Helper()
	fix := driver.Fix{Message: "Normalize URI"}
	for _, e := range edits {
		fix.Edits = append(fix.Edits, driver.Edit{Filename: e.file, Start: e.start, End: e.end, New: e.new})
	}
	return entry{pkg: pkg, diag: driver.Diagnostic{
		Pos:     driver.Position{Filename: "x.go", Line: 1, Column: 1},
		Message: "URI is not normalized",
		Fixes:   []driver.Fix{fix},
	}}
}

// replace returns an edit of file replacing old, which must occur once
// in src, with new.
func replace(t *testing.T, file, src, old, new string) edit {
	t.Helper()
	if strings.Count(src, old) != 1 {
		t.Fatalf("%q occurs %d times in %s, want once", old, strings.Count(src, old), file)
	}
	start := strings.Index(src, old)
	return edit{file, start, start + len(old), new}
}

// writeFiles writes files (slash-separated name to content) below dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// checkFiles reports each file (slash-separated name to content) below
// dir whose bytes differ from the wanted ones.
func checkFiles(t *testing.T, dir string, want map[string]string) {
	t.Helper()
	for name, content := range want {
		got, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != content {
			t.Errorf("%s =\n%q\nwant\n%q", name, got, content)
		}
	}
}

// TestApplyFixesCRLF checks that a fix to a file with CRLF line endings
// changes only the edited bytes: every CRLF stays.
func TestApplyFixesCRLF(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.go")
	src := "package a\r\n\r\nimport \"net/http\"\r\n\r\nfunc f() {\r\n\thttp.Get(\"HTTP://Example.com/a/./b\")\r\n}\r\n"
	writeFiles(t, dir, map[string]string{"a.go": src})
	es := []entry{fixEntry(t, "a", replace(t, file, src, `"HTTP://Example.com/a/./b"`, `"http://example.com/a/b"`))}

	applied, err := applyFixes(es, dir, false, nil, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(applied, []bool{true}) {
		t.Errorf("applied = %v, want [true]", applied)
	}
	checkFiles(t, dir, map[string]string{
		"a.go": "package a\r\n\r\nimport \"net/http\"\r\n\r\nfunc f() {\r\n\thttp.Get(\"http://example.com/a/b\")\r\n}\r\n",
	})
}

// TestApplyFixesKeepsLayout checks that a fix reformats nothing: comments
// and values aligned otherwise than gofmt aligns them stay where they are.
func TestApplyFixesKeepsLayout(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.go")
	src := "package a\n\nvar (\n\tbase = \"HTTP://a/\" // the base\n\tlongerName = \"b\"      // another\n\tc  =  1   // gofmt would move this\n)\n"
	writeFiles(t, dir, map[string]string{"a.go": src})
	es := []entry{fixEntry(t, "a", replace(t, file, src, `"HTTP://a/"`, `"http://a/"`))}

	if _, err := applyFixes(es, dir, false, nil, os.ReadFile); err != nil {
		t.Fatal(err)
	}
	checkFiles(t, dir, map[string]string{
		"a.go": "package a\n\nvar (\n\tbase = \"http://a/\" // the base\n\tlongerName = \"b\"      // another\n\tc  =  1   // gofmt would move this\n)\n",
	})
}

// TestApplyFixesDuplicate checks that the same fix reported by a package
// and its test variant is applied once and counts as applied for both.
func TestApplyFixesDuplicate(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.go")
	src := "package a\n\nconst u = \"HTTP://a/\"\n"
	writeFiles(t, dir, map[string]string{"a.go": src})
	e := replace(t, file, src, `"HTTP://a/"`, `"http://a/"`)
	insert := edit{file, len(src), len(src), "// fixed\n"} // applied twice, it would show twice
	es := []entry{
		fixEntry(t, "a", e, insert),
		fixEntry(t, "a [a.test]", e, insert),
	}

	applied, err := applyFixes(es, dir, false, nil, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(applied, []bool{true, true}) {
		t.Errorf("applied = %v, want [true true]", applied)
	}
	checkFiles(t, dir, map[string]string{"a.go": "package a\n\nconst u = \"http://a/\"\n// fixed\n"})
}

// TestApplyFixesConflict checks that a fix whose edits conflict with a
// fix applied before it, or that has an invalid offset, is skipped as a
// whole, and that fixes next to each other are both applied.
func TestApplyFixesConflict(t *testing.T) {
	const src = "0123456789\n"
	tests := []struct {
		name   string
		second []edit // edits of the second fix; the first replaces "234" with "x"
		want   string
		ok     bool // whether the second fix is applied
	}{
		{"overlap", []edit{{start: 4, end: 6, new: "y"}}, "01x56789\n", false},
		{"inside", []edit{{start: 3, end: 3, new: "y"}}, "01x56789\n", false},
		{"same range, other text", []edit{{start: 2, end: 5, new: "y"}}, "01x56789\n", false},
		{"one edit of two overlaps", []edit{{start: 0, end: 1, new: "y"}, {start: 4, end: 5, new: "y"}}, "01x56789\n", false},
		{"end past file", []edit{{start: 8, end: 12, new: "y"}}, "01x56789\n", false},
		{"negative start", []edit{{start: -1, end: 1, new: "y"}}, "01x56789\n", false},
		{"start after end", []edit{{start: 8, end: 7, new: "y"}}, "01x56789\n", false},
		{"adjacent before", []edit{{start: 0, end: 2, new: "y"}}, "yx56789\n", true},
		{"adjacent after", []edit{{start: 5, end: 7, new: "y"}}, "01xy789\n", true},
		{"insertion at start", []edit{{start: 2, end: 2, new: "y"}}, "01yx56789\n", true},
		{"insertion at end", []edit{{start: 5, end: 5, new: "y"}}, "01xy56789\n", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, "a.go")
			writeFiles(t, dir, map[string]string{"a.go": src})
			for i := range tt.second {
				tt.second[i].file = file
			}
			es := []entry{
				fixEntry(t, "a", edit{file, 2, 5, "x"}),
				fixEntry(t, "a", tt.second...),
			}

			applied, err := applyFixes(es, dir, false, nil, os.ReadFile)
			if err != nil {
				t.Fatal(err)
			}
			if want := []bool{true, tt.ok}; !slices.Equal(applied, want) {
				t.Errorf("applied = %v, want %v", applied, want)
			}
			checkFiles(t, dir, map[string]string{"a.go": tt.want})
		})
	}
}

// TestApplyFixesInsertions checks that two different insertions at one
// offset conflict, the second being skipped.
func TestApplyFixesInsertions(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.go")
	writeFiles(t, dir, map[string]string{"a.go": "ab\n"})
	es := []entry{
		fixEntry(t, "a", edit{file, 1, 1, "x"}),
		fixEntry(t, "a", edit{file, 1, 1, "y"}),
	}

	applied, err := applyFixes(es, dir, false, nil, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(applied, []bool{true, false}) {
		t.Errorf("applied = %v, want [true false]", applied)
	}
	checkFiles(t, dir, map[string]string{"a.go": "axb\n"})
}

// TestApplyFixesNoFix checks that error entries and findings without a
// fix are not applied and do not stop the others.
func TestApplyFixesNoFix(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.go")
	writeFiles(t, dir, map[string]string{"a.go": "ab\n"})
	es := []entry{
		{pkg: "a", err: "analysis failed"},
		{pkg: "a", diag: driver.Diagnostic{Pos: driver.Position{Filename: file, Line: 1, Column: 1}, Message: "URI has a password in its userinfo"}},
		fixEntry(t, "a", edit{file, 0, 1, "x"}),
	}

	applied, err := applyFixes(es, dir, false, nil, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(applied, []bool{false, false, true}) {
		t.Errorf("applied = %v, want [false false true]", applied)
	}
	checkFiles(t, dir, map[string]string{"a.go": "xb\n"})
}

// TestApplyFixesReadError checks that an error of read is returned and
// no file is written.
func TestApplyFixesReadError(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.go")
	writeFiles(t, dir, map[string]string{"a.go": "ab\n"})
	es := []entry{fixEntry(t, "a", edit{file, 0, 1, "x"})}
	errChanged := errors.New("a.go changed since it was analyzed")

	_, err := applyFixes(es, dir, false, nil, func(string) ([]byte, error) { return nil, errChanged })
	if !errors.Is(err, errChanged) {
		t.Errorf("err = %v, want %v", err, errChanged)
	}
	checkFiles(t, dir, map[string]string{"a.go": "ab\n"})
}

// TestApplyFixesUnchanged checks that a file whose fixes leave its
// content as it was is not written again.
func TestApplyFixesUnchanged(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.go")
	writeFiles(t, dir, map[string]string{"a.go": "ab\n"})
	before, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	es := []entry{fixEntry(t, "a", edit{file, 0, 1, "a"})}

	if _, err := applyFixes(es, dir, false, nil, os.ReadFile); err != nil {
		t.Fatal(err)
	}
	after, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(before, after) {
		t.Error("a.go was replaced though its content did not change")
	}
}

// TestApplyFixesMode checks that a fixed file keeps its permission bits.
func TestApplyFixesMode(t *testing.T) {
	for _, mode := range []fs.FileMode{0o640, 0o755} {
		dir := t.TempDir()
		file := filepath.Join(dir, "a.go")
		writeFiles(t, dir, map[string]string{"a.go": "ab\n"})
		if err := os.Chmod(file, mode); err != nil {
			t.Fatal(err)
		}
		es := []entry{fixEntry(t, "a", edit{file, 0, 1, "x"})}

		if _, err := applyFixes(es, dir, false, nil, os.ReadFile); err != nil {
			t.Fatal(err)
		}
		info, err := os.Stat(file)
		if err != nil {
			t.Fatal(err)
		}
		if info.Mode().Perm() != mode {
			t.Errorf("mode after fix = %v, want %v", info.Mode().Perm(), mode)
		}
		checkFiles(t, dir, map[string]string{"a.go": "xb\n"})
	}
}

// TestApplyFixesDiff checks that with diff no file changes, and that the
// diff printed, applied by `patch -p0` in a copy of the directory, gives
// exactly the fixed files: one with LF line endings, one with CRLF line
// endings in a subdirectory, and one without a final newline.
func TestApplyFixesDiff(t *testing.T) {
	if _, err := exec.LookPath("patch"); err != nil {
		t.Skip("patch is not installed (apt-get install patch): cannot check that the diff applies")
	}
	original := map[string]string{
		"a.go": "package a\n\nimport \"net/http\"\n\nfunc f() {\n\thttp.Get(\"HTTP://Example.com/a/./b\")\n}\n",
		"sub/b.go": "package sub\r\n\r\n" +
			"const first = \"HTTP://a/\"\r\n" +
			"\r\n// Six lines between the two fixes,\r\n// so that each has a hunk.\r\n//\r\n//\r\n//\r\n//\r\n\r\n" +
			"const second = \"http://a/%7e\"\r\n",
		"c.go": "package c\n\nconst u = \"HTTP://a/\"",
	}
	fixed := map[string]string{
		"a.go": "package a\n\nimport \"net/http\"\n\nfunc f() {\n\thttp.Get(\"http://example.com/a/b\")\n}\n",
		"sub/b.go": "package sub\r\n\r\n" +
			"const first = \"http://a/\"\r\n" +
			"\r\n// Six lines between the two fixes,\r\n// so that each has a hunk.\r\n//\r\n//\r\n//\r\n//\r\n\r\n" +
			"const second = \"http://a/~\"\r\n",
		"c.go": "package c\n\nconst u = \"http://a/\"",
	}
	root := t.TempDir()
	dir := filepath.Join(root, "orig")
	writeFiles(t, dir, original)
	path := func(name string) string { return filepath.Join(dir, filepath.FromSlash(name)) }
	es := []entry{
		fixEntry(t, "sub", replace(t, path("sub/b.go"), original["sub/b.go"], `"http://a/%7e"`, `"http://a/~"`)),
		fixEntry(t, "a", replace(t, path("a.go"), original["a.go"], `"HTTP://Example.com/a/./b"`, `"http://example.com/a/b"`)),
		fixEntry(t, "sub", replace(t, path("sub/b.go"), original["sub/b.go"], `"HTTP://a/"`, `"http://a/"`)),
		fixEntry(t, "c", replace(t, path("c.go"), original["c.go"], `"HTTP://a/"`, `"http://a/"`)),
	}

	var out bytes.Buffer
	applied, err := applyFixes(es, dir, true, &out, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	if want := []bool{true, true, true, true}; !slices.Equal(applied, want) {
		t.Errorf("applied = %v, want %v", applied, want)
	}
	checkFiles(t, dir, original)
	var headers []string
	for line := range strings.Lines(out.String()) {
		if strings.HasPrefix(line, "--- ") || strings.HasPrefix(line, "+++ ") {
			headers = append(headers, line)
		}
	}
	wantHeaders := []string{"--- a.go\n", "+++ a.go\n", "--- c.go\n", "+++ c.go\n", "--- sub/b.go\n", "+++ sub/b.go\n"}
	if !slices.Equal(headers, wantHeaders) {
		t.Errorf("diff headers = %q, want %q (in file order); diff:\n%s", headers, wantHeaders, out.String())
	}

	patchFile := filepath.Join(root, "fix.patch")
	if err := os.WriteFile(patchFile, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	patched := filepath.Join(root, "copy")
	writeFiles(t, patched, original)
	cmd := exec.Command("patch", "-p0", "--batch", "--fuzz=0", "-i", patchFile)
	cmd.Dir = patched
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("patch -p0: %v\n%s\ndiff:\n%s", err, msg, out.String())
	}
	checkFiles(t, patched, fixed)
}
