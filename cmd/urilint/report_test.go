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

// TestRedactLine checks the redaction of the source lines -c prints
// (test data: the passwords are fake).
func TestRedactLine(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`	http.Get("http://user:hunter2@h/x")`, `	http.Get("http://user:xxxxx@h/x")`},
		{`	s := "http://u:s3cr3t"`, `	s := "http://u:xxxxx"`},
		{`	s := "http://u:s3cr3t/a"`, `	s := "http://u:xxxxx/a"`},
		{`	http.Get(fmt.Sprint("http://u:pw", rest)) // and "ftp://a:b@c"`, `	http.Get(fmt.Sprint("http://u:xxxxx", rest)) // and "ftp://a:xxxxx@c"`},
		{"\tu := `https://u:p@ss@h/`", "\tu := `https://u:xxxxx@h/`"},
		{`	http.Get("http://h:8080/%zz")`, `	http.Get("http://h:8080/%zz")`},
		{`	http.Get("http://h/a:b")`, `	http.Get("http://h/a:b")`},
		{`	http.Get("mailto:a@b")`, `	http.Get("mailto:a@b")`},
	} {
		if got := redactLine(tt.in); got != tt.want {
			t.Errorf("redactLine(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestRedactedLines checks the -c context lines' redaction, by the
// spans of the string literals: no line keeps a password in any shape
// urilint finds one, every line stays where it was, and text that holds
// no password is kept.
func TestRedactedLines(t *testing.T) {
	const src = "package p\n" +
		"\n" +
		"import (\n" +
		"\t\"net/http\"\n" +
		"\tu \"net/url\"\n" +
		")\n" +
		"\n" +
		"const user, pass = \"ops\", \"s3cret\"\n" +
		"\n" +
		"func f(rest string) {\n" +
		"\thttp.Get(\"http//ops:s3cret@h/\")\n" +
		"\thttp.Get(\"https:ops:s3cret@h/\")\n" +
		"\thttp.Get(\"http:\\\\\\\\ops:s3cret@h/\")\n" +
		"\thttp.Get(\"http://ops:s3 cret@h/\")\n" +
		"\thttp.Get(\"http://ops:s3(cret@h/\")\n" +
		"\thttp.Get(\"https://ops:s3cret\" + rest)\n" +
		"\t_ = u.UserPassword(user, pass)\n" +
		"\t_ = u.UserPassword(\"ops\", \"s3cret\")\n" +
		"\thttp.Get(`https://ops:s3cret@h/\n" +
		"x`)\n" +
		"\thttp.Get(\"http://h:8080/keep\")\n" +
		"}\n"
	got := redactedLines([]byte(src))
	if want := strings.Count(src, "\n") + 1; len(got) != want {
		t.Fatalf("%d lines, want %d", len(got), want)
	}
	out := strings.Join(got, "\n")
	if strings.Contains(out, "s3") {
		t.Errorf("a password is left:\n%s", out)
	}
	for _, keep := range []string{`"http://h:8080/keep"`, `const user, pass = "ops", "xxxxx"`, `"http//ops:xxxxx@h/"`} {
		if !strings.Contains(out, keep) {
			t.Errorf("no %s in:\n%s", keep, out)
		}
	}
}

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
