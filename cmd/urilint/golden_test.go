// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xeipuuv/gojsonschema"
	"golang.org/x/tools/txtar"
)

// TestOutputGolden runs urilint on the module of testdata/three.txtar in
// each output, text, -json and -sarif, and compares what it prints with
// the archive's sections, written by hand (the archive's comment says
// what they hold and why).
func TestOutputGolden(t *testing.T) {
	bin := buildUrilint(t)
	ar, err := txtar.ParseFile("testdata/three.txtar")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	writeModule := func(dir string) {
		t.Helper()
		if err := os.MkdirAll(dir, 0o777); err != nil {
			t.Fatal(err)
		}
		for _, f := range ar.Files {
			switch f.Name {
			case "stderr", "json", "sarif":
				want[f.Name] = string(f.Data)
				continue
			}
			if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o666); err != nil {
				t.Fatal(err)
			}
		}
	}
	// $DIR for the directory dir, however the output spells it.
	placeholderFor := func(dir string) func(string) string {
		real, err := filepath.EvalSymlinks(dir)
		if err != nil {
			t.Fatal(err)
		}
		return func(s string) string {
			return strings.ReplaceAll(strings.ReplaceAll(s, dir, "$DIR"), real, "$DIR")
		}
	}
	dir := t.TempDir()
	writeModule(dir)
	placeholder := placeholderFor(dir)
	urilint := func(args ...string) (stdout, stderr string, code int) {
		t.Helper()
		// No GitHub workspace: the SARIF root is the module's.
		t.Setenv("GITHUB_WORKSPACE", "")
		stdout, stderr, code = runSplit(t, dir, bin, append(args, "./...")...)
		if strings.Contains(stdout+stderr, "s3cr3t") {
			t.Errorf("urilint %q printed the password:\n%s%s", args, stdout, stderr)
		}
		return placeholder(stdout), placeholder(stderr), code
	}
	diff := func(what, got, want string) {
		t.Helper()
		if got != want {
			t.Errorf("%s:\n%s\nwant:\n%s", what, got, want)
		}
	}

	stdout, stderr, code := urilint()
	if code != 3 || stdout != "" {
		t.Errorf("urilint: exit %d, stdout %q; want exit 3 and nothing on stdout", code, stdout)
	}
	diff("urilint printed", stderr, want["stderr"])

	stdout, stderr, code = urilint("-json")
	if code != 0 || stderr != "" {
		t.Errorf("urilint -json: exit %d, stderr %q; want exit 0 and nothing on stderr", code, stderr)
	}
	diff("urilint -json printed", stdout, want["json"])

	stdout, stderr, code = urilint("-sarif")
	if code != 0 || stderr != "" {
		t.Errorf("urilint -sarif: exit %d, stderr %q; want exit 0 and nothing on stderr", code, stderr)
	}
	diff("urilint -sarif printed (without runs[0].tool)", sarifWithoutTool(t, stdout), want["sarif"])

	// The same module in the subdirectory svc of a git repository, as
	// code scanning reads it (issue 56): the same log, with its files
	// named from the repository's root and %SRCROOT% the root.
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	repo := t.TempDir()
	writeModule(filepath.Join(repo, "svc"))
	if out, err := exec.Command("git", "init", "-q", repo).CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	stdout, stderr, code = runSplit(t, filepath.Join(repo, "svc"), bin, "-sarif", "./...")
	if code != 0 || stderr != "" {
		t.Errorf("urilint -sarif in svc: exit %d, stderr %q; want exit 0 and nothing on stderr", code, stderr)
	}
	wantSub := strings.ReplaceAll(want["sarif"], `"uri": "p.go"`, `"uri": "svc/p.go"`)
	diff("urilint -sarif in a repository's subdirectory svc printed (without runs[0].tool; $DIR the repository)", sarifWithoutTool(t, placeholderFor(repo)(stdout)), wantSub)
}

// sarifWithoutTool returns the SARIF log data, valid against the SARIF
// 2.1.0 schema, without runs[0].tool, indented as urilint indents it.
func sarifWithoutTool(t *testing.T, data string) string {
	t.Helper()
	schema, err := os.ReadFile("testdata/sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	res, err := gojsonschema.Validate(gojsonschema.NewBytesLoader(schema), gojsonschema.NewStringLoader(data))
	if err != nil {
		t.Fatalf("validating urilint -sarif: %v\n%s", err, data)
	}
	for _, e := range res.Errors() {
		t.Errorf("urilint -sarif does not match the SARIF 2.1.0 schema: %s", e)
	}
	var log map[string]any
	if err := json.Unmarshal([]byte(data), &log); err != nil {
		t.Fatalf("urilint -sarif: %v\n%s", err, data)
	}
	runs, _ := log["runs"].([]any)
	if len(runs) != 1 {
		t.Fatalf("urilint -sarif printed %d runs, want 1:\n%s", len(runs), data)
	}
	run, _ := runs[0].(map[string]any)
	if tool, _ := run["tool"].(map[string]any); tool == nil {
		t.Errorf("urilint -sarif: the run has no tool:\n%s", data)
	}
	delete(run, "tool")
	out, err := json.MarshalIndent(log, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return string(out) + "\n"
}
