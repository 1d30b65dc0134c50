// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/xeipuuv/gojsonschema"
	"golang.org/x/tools/go/analysis/passes/printf"

	"github.com/urilint/urilint/analyzer/driver"
)

// shared holds what the tests of this binary share: one urilint build and,
// with URILINT_E2E=1, one GOCACHE. A fresh GOCACHE per test binary
// sidesteps Go 1.26.8's vet result-cache bug (it can drop findings after
// a narrower earlier run in the same cache) without rebuilding the
// fixture's dependencies for every command. Without URILINT_E2E no
// command runs go vet or go build, and the commands share the go test's
// own GOCACHE: the go command's cgo output for net and os/user is
// there already, not made again per test binary.
var shared struct {
	dir, gocache string
	once         sync.Once
	bin          string
	err          error
}

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "urilint-e2e")
	if err != nil {
		panic(err)
	}
	shared.dir = dir
	if os.Getenv("URILINT_E2E") == "1" {
		shared.gocache = filepath.Join(dir, "gocache")
	}
	// urilint's own cache, shared by the tests of a run, not the user's.
	os.Setenv("URILINT_CACHE", filepath.Join(dir, "urilint-cache"))
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// buildUrilint builds cmd/urilint once per test binary.
func buildUrilint(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the go command")
	}
	shared.once.Do(func() {
		shared.bin = filepath.Join(shared.dir, "urilint")
		if out, err := exec.Command("go", "build", "-o", shared.bin, ".").CombinedOutput(); err != nil {
			shared.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.bin
}

// fixture copies testdata/e2e/fixture to a temporary module directory.
func fixture(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("../../testdata/e2e/fixture")); err != nil {
		t.Fatal(err)
	}
	return dir
}

// run runs name with args in dir with commandEnv and returns its
// combined output.
func run(t *testing.T, dir string, name string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = commandEnv()
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// commandEnv returns the environment of a command a test runs: the test
// binary's, with the shared GOCACHE if there is one.
func commandEnv(env ...string) []string {
	env = append(append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local"), env...)
	if shared.gocache != "" {
		env = append(env, "GOCACHE="+shared.gocache)
	}
	return env
}

// findings returns the "file:line:col: message" lines of out, with file
// relative to dir, sorted.
func findings(out, dir string) []string {
	var fs []string
	for _, l := range strings.Split(out, "\n") {
		l = strings.TrimPrefix(l, dir+string(filepath.Separator))
		if strings.HasPrefix(l, "web/") {
			fs = append(fs, l)
		}
	}
	slices.Sort(fs)
	return fs
}

func wantFindings(t *testing.T) []string {
	b, err := os.ReadFile("../../testdata/e2e/fixture/want.txt")
	if err != nil {
		t.Fatal(err)
	}
	w := strings.Split(strings.TrimSpace(string(b)), "\n")
	slices.Sort(w)
	return w
}

// TestGoVet runs the real go vet with -vettool on the fixture module.
func TestGoVet(t *testing.T) {
	if os.Getenv("URILINT_E2E") != "1" {
		t.Skip("runs go vet, which compiles the fixture's dependencies: set URILINT_E2E=1 to run it (.ci/run does)")
	}
	bin := buildUrilint(t)
	dir := fixture(t)
	out, err := run(t, dir, "go", "vet", "-vettool="+bin, "./...")
	if err == nil {
		t.Fatalf("go vet succeeded, want findings:\n%s", out)
	}
	if got, want := findings(out, dir), wantFindings(t); !slices.Equal(got, want) {
		t.Errorf("go vet -vettool findings:\n%s\nwant:\n%s\nfull output:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), out)
	}
	if summaryLine.MatchString(out) {
		t.Errorf("go vet -vettool printed urilint's summary line:\n%s", out)
	}
}

// summaryLine matches the line that ends a run of urilint in text,
// which go vet never prints (issue 56).
var summaryLine = regexp.MustCompile(`(?m)^urilint: [0-9]+ packages?, `)

// TestJSONAsGoVet checks that urilint -json prints what go vet -json
// prints: one entry per package, named as go vet names it.
func TestJSONAsGoVet(t *testing.T) {
	if os.Getenv("URILINT_E2E") != "1" {
		t.Skip("runs go vet, which compiles the fixture's dependencies: set URILINT_E2E=1 to run it (.ci/run does)")
	}
	bin := buildUrilint(t)
	dir := fixture(t)
	vet, _, _ := runSplit(t, dir, "go", "vet", "-vettool="+bin, "-json", "./...")
	got, _, code := runSplit(t, dir, bin, "-json", "./...")
	if code != 0 || got != vet {
		t.Errorf("urilint -json: exit %d with\n%s\ngo vet -json printed\n%s", code, got, vet)
	}
}

// TestFixCRLF applies -fix to a fixture whose file has CRLF line
// endings: they stay, and the -fix -diff printed before applies with
// patch -p0 to give the same bytes.
func TestFixCRLF(t *testing.T) {
	if os.Getenv("URILINT_E2E") != "1" {
		t.Skip("runs urilint -fix and patch on a CRLF copy of the fixture: set URILINT_E2E=1 to run it (.ci/run does; TestApplyFixesCRLF and TestWrittenPackages/PositionsCR check the same edits in process)")
	}
	bin := buildUrilint(t)
	if _, err := exec.LookPath("patch"); err != nil {
		t.Skip("no patch command")
	}
	dir := fixture(t)
	name := filepath.Join(dir, "web", "web.go")
	lf, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(strings.ReplaceAll(string(lf), "\n", "\r\n")), 0o666); err != nil {
		t.Fatal(err)
	}
	copyDir := t.TempDir()
	if err := os.CopyFS(copyDir, os.DirFS(dir)); err != nil {
		t.Fatal(err)
	}
	diff, _, code := runSplit(t, dir, bin, "-fix", "-diff", "./...")
	if code != 3 || !strings.HasPrefix(diff, "--- web/web.go\n+++ web/web.go\n") {
		t.Fatalf("urilint -fix -diff: exit %d with\n%s\nwant exit 3 and a diff of web/web.go", code, diff)
	}
	runSplit(t, dir, bin, "-fix", "./...")
	fixed, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if n, crlf := strings.Count(string(fixed), "\n"), strings.Count(string(fixed), "\r\n"); n != crlf || n != strings.Count(string(lf), "\n") {
		t.Errorf("after -fix, %d of %d lines end in CRLF, want all %d:\n%q", crlf, n, strings.Count(string(lf), "\n"), fixed)
	}
	if !strings.Contains(string(fixed), "const Home = \"http://example.com/~user/\"\r\n") {
		t.Errorf("-fix did not fix Home:\n%q", fixed)
	}
	cmd := exec.Command("patch", "-p0", "--batch", "--fuzz=0")
	cmd.Dir = copyDir
	cmd.Stdin = strings.NewReader(diff)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("patch -p0: %v\n%s", err, out)
	}
	patched, err := os.ReadFile(filepath.Join(copyDir, "web", "web.go"))
	if err != nil {
		t.Fatal(err)
	}
	if string(patched) != string(fixed) {
		t.Errorf("the -diff applied with patch -p0 gives\n%q\n-fix gives\n%q", patched, fixed)
	}
}

// TestBuildFlags checks that -tags selects files as the go command's
// flag does, and that no package matched fails as go vet does.
func TestBuildFlags(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	if err := os.WriteFile(filepath.Join(dir, "web", "extra.go"), []byte("//go:build extra\n\npackage web\n\nimport \"net/url\"\n\nvar _, _ = url.Parse(\"http://a b/\")\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args  []string
		extra bool
	}{
		{[]string{"./..."}, false},
		{[]string{"-tags=extra", "./..."}, true},
		{[]string{"-tags", "extra", "-json", "./..."}, true},
	} {
		stdout, stderr, _ := runSplit(t, dir, bin, tt.args...)
		if got := strings.Contains(stdout+stderr, "extra.go:"); got != tt.extra {
			t.Errorf("urilint %q: a finding in extra.go: %v, want %v\n%s%s", tt.args, got, tt.extra, stdout, stderr)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "empty"), 0o777); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := runSplit(t, dir, bin, "./empty/..."); code != 1 {
		t.Errorf("urilint ./empty/...: exit %d with\n%s\nwant exit 1, as go vet", code, stderr)
	}
}

// vetAfterFix checks that the packages of dir, fixed, type-check and
// pass vet's printf check (a fix in a format writes '%' as "%%"): in
// process, from source, or with URILINT_E2E=1 with go build and go vet
// themselves, which compile every dependency.
func vetAfterFix(t *testing.T, dir string) {
	t.Helper()
	if os.Getenv("URILINT_E2E") == "1" {
		if out, err := run(t, dir, "go", "build", "./..."); err != nil {
			t.Fatalf("go build after -fix: %v\n%s", err, out)
		}
		if out, err := run(t, dir, "go", "vet", "./..."); err != nil {
			t.Fatalf("go vet after -fix: %v\n%s", err, out)
		}
		return
	}
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	res, err := driver.Run(printf.Analyzer, &driver.Config{Dir: dir, Patterns: []string{"./..."}, Tests: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Failed {
		t.Fatalf("after -fix, the packages do not type-check:\n%s", strings.Join(res.Errors, "\n"))
	}
	for _, p := range res.Packages {
		for _, d := range p.Diagnostics {
			t.Errorf("after -fix, vet's printf check: %s: %s", d.Pos, d.Message)
		}
	}
}

// TestFix applies -fix to the fixture, builds the result, and checks that
// a second run reports no nonnormal finding and only the unfixable ones.
func TestFix(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	run(t, dir, bin, "-fix", "./...") // exits non-zero for the findings it cannot fix
	vetAfterFix(t, dir)
	out, _ := run(t, dir, bin, "./...")
	got := findings(out, dir)
	want := []string{
		`web/web.go:10:63: form: net/url.ParseRequestURI needs an absolute URI or a path starting with "/", but "localhost" parses as the scheme`,
		`web/web.go:12:73: malformed: invalid percent-encoding "%zz" in the path`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("after -fix, findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	src, err := os.ReadFile(filepath.Join(dir, "web", "web.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{`"http://example.com/~user/"`, "`https://example.com/a/c`", `url.Parse("https://example.com/x")`} {
		if !strings.Contains(string(src), s) {
			t.Errorf("fixed source lacks %s:\n%s", s, src)
		}
	}
}

// TestBadFlagValue checks that a mistyped flag value fails once, before
// any package is analyzed: one line naming the bad value and the valid
// ones, exit status 2.
func TestBadFlagValue(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	for _, args := range [][]string{
		{"-disable=typos", "./..."},
		{"-normalize", "everything", "./..."},
		{"-sinks=pkg.F:x", "./..."},
		// -fix rewrites the files under the positions -json would
		// print: refused, as -fix -sarif is, and nothing is fixed.
		{"-fix", "-json", "./..."},
	} {
		out, err := run(t, dir, bin, args...)
		ee, ok := err.(*exec.ExitError)
		if !ok || ee.ExitCode() != 2 {
			t.Errorf("urilint %v: %v, want exit status 2\n%s", args, err, out)
		}
		if lines := strings.Split(strings.TrimSpace(out), "\n"); len(lines) != 1 || !strings.HasPrefix(lines[0], "urilint: ") {
			t.Errorf("urilint %v printed %d lines, want one:\n%s", args, len(lines), out)
		}
	}
	src, _ := os.ReadFile(filepath.Join(dir, "web", "web.go"))
	if orig, _ := os.ReadFile("../../testdata/e2e/fixture/web/web.go"); string(src) != string(orig) {
		t.Error("a refused command line (-fix -json) changed web.go")
	}
}

// TestBadFlagValueUnderVet checks that go vet, which runs urilint once
// per package (the standard library's too), prints a bad flag value's
// error once, under one package's header, and fails.
func TestBadFlagValueUnderVet(t *testing.T) {
	if os.Getenv("URILINT_E2E") != "1" {
		t.Skip("runs go vet over the standard library: set URILINT_E2E=1 to run it (.ci/run does)")
	}
	bin := buildUrilint(t)
	dir := fixture(t)
	out, err := run(t, dir, "go", "vet", "-vettool="+bin, "-normalize=bogus", "./...")
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Fatalf("go vet -normalize=bogus: %v, want exit status 1:\n%s", err, out)
	}
	// The header names the package whose process said it first: any of
	// the fixture's or the standard library's, as go vet schedules them.
	header := regexp.MustCompile(`^# [a-z][a-z0-9./_-]*( \[[a-z0-9./_-]+\.test\])?\n`)
	const want = `urilint: normalize: unknown step "bogus" (want case, percent-encoding, dot-segments, default-port, empty-path, ipv6) (urilint -help lists the flags)` + "\n"
	if h := header.FindString(out); h == "" || out[len(h):] != want {
		t.Errorf("go vet -normalize=bogus printed\n%s\nwant one package's header, then\n%s", out, want)
	}
}

// TestVersion checks -V=full: go vet's protocol ("NAME version devel ...
// buildID=ID") with the module version from the build info.
func TestVersion(t *testing.T) {
	bin := buildUrilint(t)
	out, err := exec.Command(bin, "-V=full").Output()
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Fields(string(out))
	if len(f) < 5 || f[1] != "version" || f[2] != "devel" || !strings.HasPrefix(f[3], "module=") ||
		!strings.HasPrefix(f[len(f)-1], "buildID=") || len(f[len(f)-1]) != len("buildID=")+64 {
		t.Errorf("-V=full printed %q, want NAME version devel module=VERSION [vcs.revision=REV] buildID=SHA256", out)
	}
}

// TestFixTwice applies -fix to the analyzer's fix packages (the
// analysistest packages whose findings have fixes), then checks that
// go vet (its printf check included) passes on the result and that a
// second -fix changes nothing.
func TestFixTwice(t *testing.T) {
	if os.Getenv("URILINT_E2E") != "1" {
		t.Skip("analyzes net/http's tree from source and fixes six packages twice: set URILINT_E2E=1 to run it (.ci/run does; TestFixes checks each fix against its golden file)")
	}
	bin := buildUrilint(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module fixes\n\ngo 1.26\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	pkgs := []string{"nonnormal", "malfix", "fixroles", "urlparts", "ordera", "orderb"}
	for _, p := range pkgs {
		if err := os.CopyFS(filepath.Join(dir, p), os.DirFS(filepath.Join("../../analyzer/testdata/src", p))); err != nil {
			t.Fatal(err)
		}
		golden, _ := filepath.Glob(filepath.Join(dir, p, "*.golden"))
		for _, g := range golden {
			os.Remove(g)
		}
	}
	snapshot := func() map[string]string {
		files := map[string]string{}
		for _, p := range pkgs {
			names, _ := filepath.Glob(filepath.Join(dir, p, "*.go"))
			for _, n := range names {
				b, err := os.ReadFile(n)
				if err != nil {
					t.Fatal(err)
				}
				files[n] = string(b)
			}
		}
		return files
	}
	before := snapshot()
	run(t, dir, bin, "-fix", "./...") // exits non-zero for the findings it cannot fix
	once := snapshot()
	if maps.Equal(before, once) {
		t.Fatal("-fix changed nothing")
	}
	vetAfterFix(t, dir)
	run(t, dir, bin, "-fix", "./...")
	for name, text := range snapshot() {
		if text != once[name] {
			t.Errorf("a second -fix changed %s:\n%s\nafter the first:\n%s", name, text, once[name])
		}
	}
}

// runSplit runs name with args in dir as run does and returns its
// stdout, its stderr and its exit status.
func runSplit(t *testing.T, dir string, name string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = commandEnv()
	var o, e strings.Builder
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return o.String(), e.String(), code
}

// TestCommands checks the spellings people try first: they answer on
// stdout with exit status 0, not as package patterns.
func TestCommands(t *testing.T) {
	bin := buildUrilint(t)
	dir := t.TempDir()
	for _, tt := range []struct {
		args   []string
		prefix string
	}{
		{[]string{"-version"}, "urilint version "},
		{[]string{"--version"}, "urilint version "},
		{[]string{"version"}, "urilint version "},
		{[]string{"help"}, "urilint checks URI strings"},
		{[]string{"-h"}, "urilint checks URI strings"},
		{[]string{"-help"}, "urilint checks URI strings"},
		{[]string{"-explain", "join"}, "join\n\nA base and a reference"},
	} {
		stdout, stderr, code := runSplit(t, dir, bin, tt.args...)
		if code != 0 || !strings.HasPrefix(stdout, tt.prefix) || stderr != "" {
			t.Errorf("urilint %q: exit %d, stdout %.80q, stderr %.300q; want exit 0 and stdout starting with %q", tt.args, code, stdout, stderr, tt.prefix)
		}
	}
	if _, stderr, code := runSplit(t, dir, bin, "-explain", "typos"); code != 2 || !strings.HasPrefix(stderr, `urilint: unknown category "typos"`) {
		t.Errorf("urilint -explain typos: exit %d, stderr %.300q; want exit 2 and an unknown category", code, stderr)
	}
	// urilint without arguments checks "." (TestNoPackages).
}

// TestCheckerFlags checks that urilint's one parser accepts every flag
// the x/tools checker declares to go vet (urilint -flags prints them):
// go vet passes them on, and urilint ./... takes them too.
func TestCheckerFlags(t *testing.T) {
	bin := buildUrilint(t)
	out, err := exec.Command(bin, "-flags").Output()
	if err != nil {
		t.Fatal(err)
	}
	var flags []struct {
		Name string
		Bool bool
	}
	if err := json.Unmarshal(out, &flags); err != nil {
		t.Fatalf("-flags printed %s: %v", out, err)
	}
	if len(flags) < 10 {
		t.Fatalf("-flags printed only %d flags: %s", len(flags), out)
	}
	dir := t.TempDir()
	for _, f := range flags {
		value := "x"
		switch {
		case f.Bool:
			value = "false"
		case f.Name == "c":
			value = "1"
		case f.Name == "normalize":
			value = "case"
		case f.Name == "disable":
			value = "join"
		case f.Name == "sinks":
			value = "example.com/p.F:0"
		}
		if _, stderr, code := runSplit(t, dir, bin, "-"+f.Name+"="+value, "-version"); code != 0 {
			t.Errorf("urilint -%s=%s -version: exit %d: %s", f.Name, value, code, stderr)
		}
	}
}

// TestRelativePaths checks that findings name their files relative to
// the current directory, as go vet prints them.
func TestRelativePaths(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	if err := os.Mkdir(filepath.Join(dir, "tools"), 0o777); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ sub, pattern, prefix string }{
		{".", "./...", "web/web.go:"},
		{"web", ".", "web.go:"},
		{"tools", "../web", "../web/web.go:"}, // as go vet prints it
	} {
		_, stderr, code := runSplit(t, filepath.Join(dir, tt.sub), bin, tt.pattern)
		lines := strings.Split(strings.TrimSpace(stderr), "\n")
		// The run ends with its summary: the fixture's web package, its
		// five findings, and the three whose repair is certain (the two
		// normal forms and the white space).
		if last := lines[len(lines)-1]; last != "urilint: 1 package, 5 findings (3 with fixes)" {
			t.Errorf("urilint %s in %s: last line %q, want the summary", tt.pattern, tt.sub, last)
		}
		lines = lines[:len(lines)-1]
		if code != 3 || len(lines) != 5 {
			t.Errorf("urilint %s in %s: exit %d with\n%s\nwant exit 3 and 5 findings", tt.pattern, tt.sub, code, stderr)
		}
		for _, l := range lines {
			if !strings.HasPrefix(l, tt.prefix) {
				t.Errorf("urilint %s in %s printed %q, want it to start with %q", tt.pattern, tt.sub, l, tt.prefix)
			}
		}
	}
	// A type error's line too.
	if err := os.WriteFile(filepath.Join(dir, "web", "bad.go"), []byte("package web\n\nvar _ = undefinedThing\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runSplit(t, dir, bin, "./...")
	if want := "web/bad.go:3:9: undefined: undefinedThing\n"; code != 1 || !strings.HasPrefix(stderr, want) {
		t.Errorf("urilint ./... with a type error: exit %d with\n%s\nwant exit 1 and first %q", code, stderr, want)
	}
}

// TestFixDiffReports checks that -fix -diff prints the fixes as a diff
// on stdout, the findings it cannot fix on stderr, and exits 3.
func TestFixDiffReports(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	stdout, stderr, code := runSplit(t, dir, bin, "-fix", "-diff", "./...")
	if code != 3 {
		t.Errorf("urilint -fix -diff: exit %d, want 3\nstderr:\n%s", code, stderr)
	}
	if !strings.Contains(stdout, "--- ") || !strings.Contains(stdout, `+const Home = "http://example.com/~user/"`) {
		t.Errorf("urilint -fix -diff printed no diff:\n%s", stdout)
	}
	want := []string{
		`web/web.go:10:63: form: net/url.ParseRequestURI needs an absolute URI or a path starting with "/", but "localhost" parses as the scheme`,
		`web/web.go:12:73: malformed: invalid percent-encoding "%zz" in the path`,
	}
	if got := strings.Split(strings.TrimSpace(stderr), "\n"); !slices.Equal(got, want) {
		t.Errorf("urilint -fix -diff reported:\n%s\nwant the findings without a fix:\n%s", stderr, strings.Join(want, "\n"))
	}
	src, err := os.ReadFile(filepath.Join(dir, "web", "web.go"))
	if err != nil {
		t.Fatal(err)
	}
	orig, _ := os.ReadFile("../../testdata/e2e/fixture/web/web.go")
	if string(src) != string(orig) {
		t.Error("urilint -fix -diff changed web.go")
	}
}

// TestLoadError checks that a module that does not load fails with the
// go command's own words.
func TestLoadError(t *testing.T) {
	bin := buildUrilint(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module m\n\ngo 1.26\n\nrequire (\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "m.go"), []byte("package m\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	for _, driver := range []string{"", "vet"} {
		t.Setenv("URILINT_DRIVER", driver)
		t.Setenv("URILINT_CACHE", filepath.Join(dir, "cache"))
		_, stderr, code := runSplit(t, dir, bin, "./...")
		if code != 1 || !strings.HasPrefix(stderr, "go: ") || !strings.Contains(stderr, "go.mod:") || strings.Contains(stderr, "exit status") {
			t.Errorf("urilint (URILINT_DRIVER=%q) on a broken go.mod: exit %d with\n%s\nwant exit 1 and the go command's error", driver, code, stderr)
		}
		// A pattern that matches no directory: the go command's words
		// alone.
		empty := t.TempDir()
		if err := os.WriteFile(filepath.Join(empty, "go.mod"), []byte("module m\n\ngo 1.26\n"), 0o666); err != nil {
			t.Fatal(err)
		}
		_, stderr, code = runSplit(t, empty, bin, "./nothing")
		if code != 1 || !strings.Contains(stderr, "nothing") || strings.Contains(stderr, "analysis skipped") || strings.HasPrefix(stderr, "-: ") {
			t.Errorf("urilint (URILINT_DRIVER=%q) on a missing directory: exit %d with\n%s\nwant exit 1 and the go command's error", driver, code, stderr)
		}
	}
	// A pattern that matches a directory without a package: it is named.
	empty := t.TempDir()
	if err := os.WriteFile(filepath.Join(empty, "go.mod"), []byte("module m\n\ngo 1.26\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(empty, "d"), 0o777); err != nil {
		t.Fatal(err)
	}
	t.Setenv("URILINT_DRIVER", "")
	if _, stderr, code := runSplit(t, empty, bin, "./d/..."); code != 1 || !strings.Contains(stderr, "no packages to analyze in ./d/...") {
		t.Errorf("urilint on a pattern that matches no package: exit %d with\n%s\nwant exit 1 and the pattern named", code, stderr)
	}
	// A syntax error: its own words, and no type error that only
	// follows from it (go vet prints none).
	syntax := t.TempDir()
	if err := os.WriteFile(filepath.Join(syntax, "go.mod"), []byte("module m\n\ngo 1.26\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	src := "package m\n\nfunc f(string) {}\n\nfunc g() {\n\tf(\"x\"\n}\n"
	if err := os.WriteFile(filepath.Join(syntax, "m.go"), []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := runSplit(t, syntax, bin, "./..."); code != 1 || !strings.Contains(stderr, "m.go:6:") || strings.Contains(stderr, "too many arguments") {
		t.Errorf("urilint on a syntax error: exit %d with\n%s\nwant exit 1 and the syntax error alone", code, stderr)
	}
}

// TestSARIF runs urilint -sarif on the fixture and checks the log against
// the SARIF 2.1.0 schema and the fixture's findings.
func TestSARIF(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	stdout, stderr, code := runSplit(t, dir, bin, "-sarif", "./...")
	if code != 0 {
		t.Fatalf("urilint -sarif: exit %d, want 0\n%s", code, stderr)
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
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID    string
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine, StartColumn int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(stdout), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("urilint -sarif printed %d runs (%v):\n%s", len(log.Runs), err, stdout)
	}
	var got []string
	for _, r := range log.Runs[0].Results {
		l := r.Locations[0].PhysicalLocation
		got = append(got, fmt.Sprintf("%s:%d:%d: %s", l.ArtifactLocation.URI, l.Region.StartLine, l.Region.StartColumn, r.RuleID))
	}
	var want []string
	for _, w := range wantFindings(t) {
		posn, rest, _ := strings.Cut(w, ": ")
		category, _, _ := strings.Cut(rest, ":")
		want = append(want, posn+": "+category)
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("urilint -sarif results:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// As JSON values: a version string may hold "-1" ("v0.0.0-…-1ec29e6…").
	if unset := regexp.MustCompile(`:\s*(-1\b|\[\])`); unset.MatchString(stdout) {
		t.Errorf("urilint -sarif holds unset values (-1, []):\n%s", stdout)
	}

	// Microsoft's SARIF multitool (npm @microsoft/sarif-multitool), which
	// .ci/run installs, warns about what the schema allows but consumers
	// do not want: none of its warnings.
	tool := os.Getenv("URILINT_SARIF_MULTITOOL")
	if tool == "" {
		t.Log("URILINT_SARIF_MULTITOOL unset: the SARIF multitool's validation is skipped (.ci/run sets it)")
		return
	}
	in, out := filepath.Join(t.TempDir(), "urilint.sarif"), filepath.Join(t.TempDir(), "validation.sarif")
	if err := os.WriteFile(in, []byte(stdout), 0o666); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(tool, "validate", in, "-o", out).CombinedOutput(); err != nil {
		t.Fatalf("sarif-multitool validate: %v\n%s", err, msg)
	}
	var validation struct {
		Runs []struct {
			Results []struct {
				RuleID  string
				Message struct{ Text string }
			}
		}
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &validation); err != nil || len(validation.Runs) != 1 {
		t.Fatalf("sarif-multitool's log: %v\n%s", err, data)
	}
	for _, r := range validation.Runs[0].Results {
		t.Errorf("sarif-multitool: %s: %s", r.RuleID, r.Message.Text)
	}
}

// TestNoPasswordInAnyOutput writes a module with a password in every
// shape urilint has a finding about (userinfo in literals, typo'd
// schemes, built strings and the builders that grow them, constants
// given to url.UserPassword and their neighbours) and runs urilint in
// every output it has: text, -json, -sarif, -c 0 to 2, -fix -diff; no
// output, nor any byte of the cache it writes, holds the password
// (test data: the password is fake).
func TestNoPasswordInAnyOutput(t *testing.T) {
	if os.Getenv("URILINT_E2E") != "1" {
		t.Skip("runs urilint in each output mode: set URILINT_E2E=1 to run it (.ci/run does)")
	}
	const pw = "Qz9secretZq"
	bin := buildUrilint(t)
	dir := t.TempDir()
	shapes := []string{
		`http.Get("http://deploy:PW@h.example/a b")`,
		`http.Get("https://deploy:PW@h.example:99999/a b")`,
		`http.Get("http//deploy:PW@h.example/")`,
		`http.Get("https:deploy:PW@h.example/")`,
		`http.Get("http:\\\\deploy:PW@h.example/")`,
		`http.Get("HTTP://deploy:PW@H.example/%7e")`,
		`http.Get("http://deploy:PW" + rest)`,
		`http.Get(fmt.Sprintf("https://deploy:PW%s", rest))`,
		`http.Get("http://" + rest + ":PW@h:8o80/")`,
		`b := []byte("https://ops:PW"); b = append(b, rest...); http.Get(string(b))`,
		`s := "https://ops:PW"; if rest != "" { s += rest }; http.Get(s)`,
		`u := "https://ops:PW"; u = fmt.Sprint(u, rest); http.Get(u)`,
		`v := "https://ops:PW"; w := v; w += rest; http.Get(w)`,
		`m := map[string]string{}; m["k"] = "https://ops:PW"; m["k"] += rest; http.Get(m["k"])`,
		`_ = url.UserPassword("ops", "PW")`,
		`_ = url.UserPassword(user, pass)`,
		`b, _ := url.Parse("https://deploy:PW@api.example.com/v3"); b.Parse("jobs")`,
		`_ = path.Join("https://deploy:PW@cdn.example.com/a", rest)`,
	}
	var src strings.Builder
	src.WriteString("package p\n\nimport (\n\t\"fmt\"\n\t\"net/http\"\n\t\"net/url\"\n\t\"path\"\n)\n\nconst user, pass = \"ops\", \"" + pw + "\"\n\n")
	for i, s := range shapes {
		fmt.Fprintf(&src, "func f%d(rest string) {\n\t%s\n}\n\n", i, strings.ReplaceAll(s, "PW", pw))
	}
	src.WriteString("var _, _, _ = fmt.Sprint, http.Get, path.Join\n")
	for name, text := range map[string]string{"go.mod": "module example.com/p\n\ngo 1.26\n", "p.go": src.String()} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	cache := t.TempDir()
	leaks := func(what, out string) {
		t.Helper()
		for _, form := range []string{pw, url.QueryEscape(pw), url.PathEscape(pw)} {
			if strings.Contains(out, form) {
				t.Errorf("%s holds the password:\n%s", what, out)
				return
			}
		}
	}
	var text string
	for _, args := range [][]string{{}, {"-json"}, {"-sarif"}, {"-c", "0"}, {"-c", "1"}, {"-c", "2"}, {"-fix", "-diff"}} {
		cmd := exec.Command(bin, append(args, "./...")...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "URILINT_CACHE="+cache, "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local")
		out, _ := cmd.CombinedOutput()
		leaks(fmt.Sprintf("urilint %v", args), string(out))
		if len(args) == 0 {
			text = string(out)
		}
	}
	for _, want := range []string{"credentials:", "typo:", "join:"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %s finding: the module does not hold what it is meant to\n%s", want, text)
		}
	}
	err := filepath.WalkDir(cache, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err == nil && strings.Contains(string(data), pw) {
			t.Errorf("the cache entry %s holds the password", path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestSummary checks the line that ends a run in text: a clean run says
// so, -quiet drops the line, and -json prints none (issue 56).
func TestSummary(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	if err := os.MkdirAll(filepath.Join(dir, "clean"), 0o777); err != nil {
		t.Fatal(err)
	}
	// net/url, as the fixture: net/http's tree would be analyzed for
	// this test alone.
	src := "package clean\n\nimport \"net/url\"\n\nfunc F() { url.Parse(\"https://example.com/\") }\n"
	if err := os.WriteFile(filepath.Join(dir, "clean", "clean.go"), []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"./clean"}, "urilint: 1 package, no findings\n"},
		{[]string{"-quiet", "./clean"}, ""},
		{[]string{"-json", "./clean"}, ""},
		{[]string{"-quiet", "./web"}, ""}, // the findings only
	} {
		_, stderr, code := runSplit(t, dir, bin, tt.args...)
		if tt.args[0] == "-quiet" && tt.args[1] == "./web" {
			if code != 3 || strings.Contains(stderr, "urilint: ") {
				t.Errorf("urilint %q: exit %d with\n%s\nwant exit 3 and no summary", tt.args, code, stderr)
			}
			continue
		}
		if code != 0 || stderr != tt.stderr {
			t.Errorf("urilint %q: exit %d with stderr %q, want 0 and %q", tt.args, code, stderr, tt.stderr)
		}
	}
}

// TestSummaryNotAnalyzed checks a package that does not type-check,
// under each driver: its error, with the password its source text
// quotes redacted (test data), and a summary that does not read as a
// clean run.
func TestSummaryNotAnalyzed(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	if err := os.MkdirAll(filepath.Join(dir, "broken"), 0o777); err != nil {
		t.Fatal(err)
	}
	src := "package broken\n\nimport \"net/url\"\n\nvar u = url.Parse(\"http://admin:hunter2@example.com/\")\n"
	if err := os.WriteFile(filepath.Join(dir, "broken", "broken.go"), []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	const typeErr = `broken/broken.go:5:9: multiple-value url.Parse("http://admin:xxxxx@example.com/") (value of type (*url.URL, error)) in single-value context`
	for _, driver := range []string{"source", "vet", "checker"} {
		cmd := exec.Command(bin, "./broken")
		cmd.Dir = dir
		cmd.Env = commandEnv("URILINT_DRIVER=" + driver)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		summary := "urilint: 1 package (1 not analyzed), no findings\n"
		if driver == "vet" {
			summary = "urilint: 1 package (not all analyzed), no findings\n"
		}
		got := stderr.String()
		if !isExit(err, 1) || !strings.Contains(got, typeErr[len("broken/"):]) || !strings.HasSuffix(got, summary) || strings.Contains(got, "hunter2") {
			t.Errorf("URILINT_DRIVER=%s urilint ./broken: %v with stderr\n%s\nwant exit 1, the type error\n%s\n(password redacted) and the summary %q", driver, err, got, typeErr, summary)
		}
	}
}

// TestContextRedacted checks -c under each driver on a package that does
// not type-check and one with a password (test data): under vet and
// checker the x/tools checker prints both the type error and the
// context lines itself, and neither may show the password.
func TestContextRedacted(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	for name, src := range map[string]string{
		"broken": "package broken\n\nimport \"net/url\"\n\nvar u = url.Parse(\"http://admin:hunter2@example.com/\")\n",
		"creds":  "package creds\n\nimport \"net/url\"\n\nvar u, _ = url.Parse(`postgres://app:hunter2@db/x`)\n",
	} {
		if err := os.MkdirAll(filepath.Join(dir, name), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name, name+".go"), []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	for _, driver := range []string{"source", "vet", "checker"} {
		cmd := exec.Command(bin, "-c", "1", "./broken", "./creds")
		cmd.Dir = dir
		cmd.Env = commandEnv("URILINT_DRIVER=" + driver)
		out, err := cmd.CombinedOutput()
		got := string(out)
		if !isExit(err, 1) || strings.Contains(got, "hunter2") ||
			!strings.Contains(got, `url.Parse("http://admin:xxxxx@example.com/")`) ||
			!strings.Contains(got, "var u, _ = url.Parse(`postgres://app:xxxxx@db/x`)") {
			t.Errorf("URILINT_DRIVER=%s urilint -c 1 ./broken ./creds: %v with\n%s\nwant exit 1, the type error and the context line, each with the password redacted", driver, err, got)
		}
	}
}

// TestSARIFSubdirectory checks that in a repository whose module lives
// in a subdirectory, the SARIF log names files from the repository's
// root ("svc/web/web.go"), with %SRCROOT% the root: the git top level,
// or GITHUB_WORKSPACE in a GitHub Action (issue 56).
func TestSARIFSubdirectory(t *testing.T) {
	bin := buildUrilint(t)
	repo := t.TempDir()
	if err := os.CopyFS(filepath.Join(repo, "svc"), os.DirFS("../../testdata/e2e/fixture")); err != nil {
		t.Fatal(err)
	}
	check := func(name string, env ...string) {
		t.Helper()
		cmd := exec.Command(bin, "-sarif", "./web")
		cmd.Dir = filepath.Join(repo, "svc")
		cmd.Env = append(os.Environ(), env...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		cmd.Run()
		var log struct {
			Runs []struct {
				OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
				Results            []struct {
					Locations []struct {
						PhysicalLocation struct {
							ArtifactLocation struct{ URI, URIBaseID string }
						}
					}
				}
			}
		}
		if err := json.Unmarshal(stdout.Bytes(), &log); err != nil || len(log.Runs) != 1 || len(log.Runs[0].Results) == 0 {
			t.Fatalf("%s: urilint -sarif: %v\n%s\n%s", name, err, stdout.String(), stderr.String())
		}
		for _, r := range log.Runs[0].Results {
			if loc := r.Locations[0].PhysicalLocation.ArtifactLocation; loc.URI != "svc/web/web.go" || loc.URIBaseID != "%SRCROOT%" {
				t.Errorf("%s: artifact location %+v, want svc/web/web.go against %%SRCROOT%%", name, loc)
			}
		}
		if root := log.Runs[0].OriginalURIBaseIDs["%SRCROOT%"].URI; !strings.HasSuffix(root, filepath.Base(repo)+"/") {
			t.Errorf("%s: %%SRCROOT%% is %q, want the repository %s", name, root, repo)
		}
	}
	check("GITHUB_WORKSPACE", "GITHUB_WORKSPACE="+repo)
	if _, err := exec.LookPath("git"); err != nil {
		t.Log("no git: the git top level is not tried")
		return
	}
	if out, err := exec.Command("git", "init", "-q", repo).CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	check("git", "GITHUB_WORKSPACE=")
}

// TestSinksUnmatched checks that a -sinks entry that names no function
// of the packages loaded (a short path, a typo) is said once, and one
// that names a real function is not (issue 56).
func TestSinksUnmatched(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	entries := []string{
		"web.Target:0",                    // no such package: the path is short
		"example.com/fixture/web.Trimm:0", // no such function
		"net/url.ParseRequestURI:0",       // real
		"example.com/fixture/web.Trim:0",  // real
	}
	// Twice: the second run reads every package from the cache.
	runSplit(t, dir, bin, "-quiet", "-sinks="+strings.Join(entries, ","), "./...")
	_, stderr, _ := runSplit(t, dir, bin, "-quiet", "-sinks="+strings.Join(entries, ","), "./...")
	for _, name := range []string{"web.Target", "example.com/fixture/web.Trimm"} {
		if n := strings.Count(stderr, "-sinks entry "+name+" matches no function"); n != 1 {
			t.Errorf("the entry %s is said %d times, want once:\n%s", name, n, stderr)
		}
	}
	for _, name := range []string{"net/url.ParseRequestURI", "example.com/fixture/web.Trim "} {
		if strings.Contains(stderr, "-sinks entry "+name) {
			t.Errorf("the real function %s is said to match nothing:\n%s", name, stderr)
		}
	}
}

// TestNoPackages checks that urilint with no package checks ".", as go
// vet does, instead of printing its help (issue 55).
func TestNoPackages(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	_, stderr, code := runSplit(t, filepath.Join(dir, "web"), bin)
	if code != 3 || !strings.HasPrefix(stderr, "web.go:") || strings.Contains(stderr, "Usage:") {
		t.Errorf("urilint with no package in web: exit %d with\n%s\nwant exit 3 and web's findings", code, stderr)
	}
}

// TestSinksUnmatchedUnderVet checks that under go vet, which runs
// urilint once per package, a -sinks entry that names no function of a
// package go vet loads is said once, by the process of that package,
// though two analyze it (web, for the facts of use, which imports it,
// and web's test variant), and that a real function is not (issue 56).
func TestSinksUnmatchedUnderVet(t *testing.T) {
	if os.Getenv("URILINT_E2E") != "1" {
		t.Skip("runs go vet, which compiles the fixture's dependencies: set URILINT_E2E=1 to run it (.ci/run does; TestSinksChecked checks the same in process)")
	}
	bin := buildUrilint(t)
	dir := fixture(t)
	if err := os.Mkdir(filepath.Join(dir, "use"), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "use", "use.go"), []byte("package use\n\nimport \"example.com/fixture/web\"\n\nvar _ = web.Trim\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	out, _ := run(t, dir, "go", "vet", "-vettool="+bin, "-sinks=example.com/fixture/web.Trimm:0,example.com/fixture/web.Trim:0,net/url.Parsee:0", "./...")
	for _, tt := range []struct {
		name, pkg string
		n         int
	}{
		{"example.com/fixture/web.Trimm", "example.com/fixture/web", 1},
		{"net/url.Parsee", "net/url", 1}, // a dependency's process says it too
		{"example.com/fixture/web.Trim", "", 0},
	} {
		if n := strings.Count(out, "-sinks entry "+tt.name+" matches no function"); n != tt.n {
			t.Errorf("go vet says the entry %s matches nothing %d times, want %d:\n%s", tt.name, n, tt.n, out)
		}
		if tt.n > 0 && !strings.Contains(out, "urilint: -sinks entry "+tt.name+" matches no function in package "+tt.pkg+"; ") {
			t.Errorf("go vet does not name the package of %s:\n%s", tt.name, out)
		}
	}
	if got, want := findings(out, dir), wantFindings(t); !slices.Equal(got, want) || summaryLine.MatchString(out) {
		t.Errorf("go vet -vettool findings with -sinks:\n%s\nwant:\n%s\nand no summary line; full output:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), out)
	}
}

// TestExplainSinks checks that urilint -explain sinks -sinks ENTRY
// says, after the table, whether each entry names a function, loading
// its package from the current directory: what go vet, one process per
// package, cannot say of a package it does not load (issue 56).
func TestExplainSinks(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	stdout, stderr, code := runSplit(t, dir, bin, "-explain", "sinks", "-sinks", "web.Target:0,example.com/fixture/web.Trimm:0,example.com/fixture/web.Trim:0:http,(*net/url.URL).Parse:0")
	if code != 0 || stderr != "" || !strings.HasPrefix(stdout, "sinks\n") {
		t.Fatalf("urilint -explain sinks -sinks ...: exit %d with\n%s%s\nwant exit 0 and the table", code, stdout, stderr)
	}
	_, rest, ok := strings.Cut(stdout, "\nThe -sinks entries given, looked up from the current directory:\n\n")
	lines := strings.Split(strings.TrimSuffix(rest, "\n"), "\n")
	want := []string{
		"  web.Target:0: matches nothing: no package web here (",
		"  example.com/fixture/web.Trimm:0: matches nothing: package example.com/fixture/web has no function example.com/fixture/web.Trimm",
		"  example.com/fixture/web.Trim:0:http: matches example.com/fixture/web.Trim",
		"  (*net/url.URL).Parse:0: matches (*net/url.URL).Parse",
	}
	if !ok || len(lines) != len(want) {
		t.Fatalf("urilint -explain sinks -sinks ... printed\n%s\nwant after the table:\n%s", stdout, strings.Join(want, "\n"))
	}
	for i, l := range lines {
		if i == 0 && !strings.HasPrefix(l, want[0]) || i > 0 && l != want[i] {
			t.Errorf("line %d: %q, want %q", i, l, want[i])
		}
	}
}
