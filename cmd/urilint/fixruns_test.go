// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestFixTwoRuns checks that -fix reaches the end in at most two runs
// when a string has several findings whose fixes edit the same literal:
// the first run applies one fix per literal, the second the rest, and a
// third finds nothing and changes nothing.
func TestFixTwoRuns(t *testing.T) {
	bin := buildUrilint(t)
	dir := t.TempDir()
	for name, content := range map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.24\n",
		"m.go": `package m

import "net/http"

func F() {
	http.Get("HTTP://Example.com/a b")
	http.Get("https://Example.com:443/x y")
}
`,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Each URI is not normal (case, a default port) and holds a space:
	// two fixes of one literal. Both are applied by the second run.
	want := `package m

import "net/http"

func F() {
	http.Get("http://example.com/a%20b")
	http.Get("https://example.com/x%20y")
}
`
	for i := 1; i <= 2; i++ {
		if out, err := run(t, dir, bin, "-fix", "./..."); err != nil && !isExit(err, 3) {
			t.Fatalf("run %d: urilint -fix: %v\n%s", i, err, out)
		}
	}
	checkSource(t, filepath.Join(dir, "m.go"), want)
	if out, err := run(t, dir, bin, "-fix", "./..."); err != nil {
		t.Errorf("third run: urilint -fix: %v, want no findings\n%s", err, out)
	}
	checkSource(t, filepath.Join(dir, "m.go"), want)
}

func isExit(err error, code int) bool {
	ee, ok := err.(*exec.ExitError)
	return ok && ee.ExitCode() == code
}

func checkSource(t *testing.T, name, want string) {
	t.Helper()
	got, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("%s after -fix:\n%s\nwant:\n%s", filepath.Base(name), got, want)
	}
}
