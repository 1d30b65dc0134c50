// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main_test

import (
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// shared holds what the tests of this binary share: one urilint build and
// one GOCACHE. A fresh GOCACHE per test binary sidesteps Go 1.26.8's vet
// result-cache bug (it can drop findings after a narrower earlier run in
// the same cache) without rebuilding net/http's tree for every command.
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
	shared.dir, shared.gocache = dir, filepath.Join(dir, "gocache")
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

// run runs name with args in dir with the test binary's GOCACHE and
// returns its combined output.
func run(t *testing.T, dir string, name string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOCACHE="+shared.gocache, "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local")
	out, err := cmd.CombinedOutput()
	return string(out), err
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
	bin := buildUrilint(t)
	dir := fixture(t)
	out, err := run(t, dir, "go", "vet", "-vettool="+bin, "./...")
	if err == nil {
		t.Fatalf("go vet succeeded, want findings:\n%s", out)
	}
	if got, want := findings(out, dir), wantFindings(t); !slices.Equal(got, want) {
		t.Errorf("go vet -vettool findings:\n%s\nwant:\n%s\nfull output:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), out)
	}
}

// TestFix applies -fix to the fixture, builds the result, and checks that
// a second run reports no nonnormal finding and only the unfixable ones.
func TestFix(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	run(t, dir, bin, "-fix", "./...") // exits non-zero for the findings it cannot fix
	if out, err := run(t, dir, "go", "build", "./..."); err != nil {
		t.Fatalf("go build after -fix: %v\n%s", err, out)
	}
	if out, err := run(t, dir, "go", "vet", "./..."); err != nil {
		t.Fatalf("go vet after -fix: %v\n%s", err, out)
	}
	out, _ := run(t, dir, bin, "./...")
	got := findings(out, dir)
	want := []string{
		`web/web.go:13:55: form: net/http.Get needs an absolute http or https URL, but "localhost" parses as the scheme`,
		`web/web.go:15:73: malformed: invalid percent-encoding "%zz"`,
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
	if out, err := run(t, dir, "go", "vet", "./..."); err != nil {
		t.Fatalf("go vet after -fix: %v\n%s", err, out)
	}
	run(t, dir, bin, "-fix", "./...")
	for name, text := range snapshot() {
		if text != once[name] {
			t.Errorf("a second -fix changed %s:\n%s\nafter the first:\n%s", name, text, once[name])
		}
	}
}
