// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"strings"
	"testing"
)

// TestRedactedLines checks the -c context lines' redaction, by the
// spans of the string literals: no line keeps a password in any shape
// urilint finds one, every line stays where it was, and text that holds
// no password is kept. A file that imports net/url and calls a function
// that is no selector with two arguments is read too (it made literals
// panic).
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
		"\t_ = max(1, 2) // a call of two arguments that is no selector\n" +
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
