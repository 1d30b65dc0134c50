// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import "testing"

// TestRedactLine checks the redaction of the source lines -c prints
// that RedactLines applies to every line, in and out of literals (test
// data: the passwords are fake).
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
