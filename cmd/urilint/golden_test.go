// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main_test

import (
	"encoding/json"
	"os"
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
	dir := t.TempDir()
	want := map[string]string{}
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
	// $DIR for the module's directory, however the output spells it.
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	placeholder := func(s string) string {
		return strings.ReplaceAll(strings.ReplaceAll(s, dir, "$DIR"), real, "$DIR")
	}
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
	schema, err := os.ReadFile("testdata/sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	res, err := gojsonschema.Validate(gojsonschema.NewBytesLoader(schema), gojsonschema.NewStringLoader(stdout))
	if err != nil {
		t.Fatalf("validating urilint -sarif: %v\n%s", err, stdout)
	}
	for _, e := range res.Errors() {
		t.Errorf("urilint -sarif does not match the SARIF 2.1.0 schema: %s", e)
	}
	var log map[string]any
	if err := json.Unmarshal([]byte(stdout), &log); err != nil {
		t.Fatalf("urilint -sarif: %v\n%s", err, stdout)
	}
	runs, _ := log["runs"].([]any)
	if len(runs) != 1 {
		t.Fatalf("urilint -sarif printed %d runs, want 1:\n%s", len(runs), stdout)
	}
	run, _ := runs[0].(map[string]any)
	if tool, _ := run["tool"].(map[string]any); tool == nil {
		t.Errorf("urilint -sarif: the run has no tool:\n%s", stdout)
	}
	delete(run, "tool")
	got, err := json.MarshalIndent(log, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	diff("urilint -sarif printed (without runs[0].tool)", string(got)+"\n", want["sarif"])
}
