// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The module of TestCacheNeverStale. b calls a wrapper in its own module
// (w), one in a replaced dependency module (lib), and a function that
// only the -sinks flag makes a sink; a file behind a build tag adds a
// finding; c needs Go 1.22 (range over an int); d, imported by b, has a
// finding and no tests.
var staleModule = map[string]string{
	"go.mod":      "module example.com/m\n\ngo 1.26\n\nrequire example.com/lib v0.0.0\n\nreplace example.com/lib => ./lib1\n",
	"lib1/go.mod": "module example.com/lib\n\ngo 1.26\n",
	"lib1/lib.go": "package lib\n\nimport \"net/http\"\n\nfunc Fetch(u string) { http.Get(u) }\n",
	"lib2/go.mod": "module example.com/lib\n\ngo 1.26\n",
	"lib2/lib.go": "package lib\n\nfunc Fetch(u string) {}\n",
	"w/w.go":      "package w\n\nimport \"net/http\"\n\nfunc Get(u string) { http.Get(u) }\n",
	"b/b.go":      "package b\n\nimport (\n\t\"example.com/lib\"\n\t\"example.com/m/d\"\n\t\"example.com/m/w\"\n)\n\nfunc F() {\n\tw.Get(\"www.example.com\")\n\tlib.Fetch(\"localhost:8080/x\")\n\tSend(\"localhost:9090/x\")\n\td.D()\n}\n\nfunc Send(u string) {}\n",
	"b/b_test.go": "package b\n\nimport (\n\t\"net/http\"\n\t\"testing\"\n)\n\nfunc TestB(t *testing.T) {\n\tif _, err := http.Get(\"localhost:5050/x\"); err != nil {\n\t\tt.Fatal(err)\n\t}\n}\n",
	"d/d.go":      "package d\n\nimport \"net/http\"\n\nfunc D() { http.Get(\"localhost:7070/x\") }\n",
	"b/extra.go":  "//go:build extra\n\npackage b\n\nimport \"net/url\"\n\nvar _, _ = url.Parse(\"http://a b/\")\n",
	"c/c.go":      "package c\n\nfunc C() {\n\tfor range 3 {\n\t}\n}\n",
	"c/c_test.go": "package c\n\nimport \"testing\"\n\nfunc TestC(t *testing.T) { C() }\n",
}

// TestCacheNeverStale runs urilint ./... (go vet underneath, with the
// test binary's build cache, warm from the runs before; and the source
// driver, with its own cache, also kept from run to run) after each
// change that can change its findings, and compares each with the
// checker in process, which caches nothing (URILINT_DRIVER=checker): a dependency's
// wrapper that stops and starts wrapping, a replaced module, a build tag,
// the go.mod Go version, flags, and a narrower run before a wider one.
// It compares whole drivers, minutes on a cold machine, and runs when
// URILINT_E2E=1 (.ci/run sets it).
func TestCacheNeverStale(t *testing.T) {
	if os.Getenv("URILINT_E2E") != "1" {
		t.Skip("end-to-end test: set URILINT_E2E=1 to run it (.ci/run does)")
	}
	bin := buildUrilint(t)
	dir := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	for name, text := range staleModule {
		write(name, text)
	}
	// urilint runs the three drivers with args and goflags, checks that
	// go vet's and urilint's own driver's agree with the checker's, and
	// returns the findings (file:line:col: message, relative).
	cacheDir := t.TempDir() // urilint's own driver's, kept from step to step
	urilint := func(step, goflags string, args ...string) []string {
		t.Helper()
		drivers := []string{"checker", "vet", ""}
		var got [3][]string
		var codes [3]int
		for i, driver := range drivers {
			cmd := exec.Command(bin, args...)
			cmd.Dir = dir
			cmd.Env = commandEnv("GOFLAGS=-mod=mod "+goflags, "URILINT_DRIVER="+driver, "URILINT_CACHE="+cacheDir)
			out, err := cmd.CombinedOutput()
			if ee, ok := err.(*exec.ExitError); ok {
				codes[i] = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			for _, l := range strings.Split(string(out), "\n") {
				// Relative to the current directory, as go vet prints them.
				if rel := strings.TrimPrefix(l, dir+string(filepath.Separator)); !filepath.IsAbs(rel) && strings.Contains(rel, ".go:") && !strings.Contains(l, "requires go1.22") {
					got[i] = append(got[i], rel)
				}
			}
			slices.Sort(got[i])
		}
		for i := 1; i < len(drivers); i++ {
			if !slices.Equal(got[i], got[0]) || codes[i] != codes[0] {
				t.Errorf("%s: urilint (URILINT_DRIVER=%q) exits %d with\n%s\nthe checker exits %d with\n%s", step, drivers[i],
					codes[i], strings.Join(got[i], "\n"), codes[0], strings.Join(got[0], "\n"))
			}
		}
		return got[0]
	}
	has := func(findings []string, sub string) bool {
		return slices.ContainsFunc(findings, func(f string) bool { return strings.Contains(f, sub) })
	}
	check := func(step string, findings []string, want map[string]bool) {
		t.Helper()
		for sub, present := range want {
			if has(findings, sub) != present {
				t.Errorf("%s: finding %q present: %v, want %v; findings:\n%s", step, sub, !present, present, strings.Join(findings, "\n"))
			}
		}
	}
	const (
		viaW    = `"www.example.com" has no scheme`
		viaLib  = `lib.Fetch needs`
		viaSend = `b.Send needs`
		tagged  = `b/extra.go`
		inD     = `d/d.go`
		inBTest = `b/b_test.go` // b's test variant and b are both "example.com/m/b" to go vet
	)

	// A narrower run first, which analyzes d only for its facts, then the
	// whole module: Go 1.26's go vet alone loses d's finding here.
	check("narrow run", urilint("narrow run", "", "./b"), map[string]bool{viaW: true, inD: false})
	check("after a narrow run", urilint("after a narrow run", "", "./..."), map[string]bool{viaW: true, viaLib: true, viaSend: false, tagged: false, inD: true, inBTest: true})

	write("w/w.go", "package w\n\nfunc Get(u string) {}\n")
	check("w stops wrapping", urilint("w stops wrapping", "", "./..."), map[string]bool{viaW: false, viaLib: true})
	write("w/w.go", staleModule["w/w.go"])
	check("w wraps again", urilint("w wraps again", "", "./..."), map[string]bool{viaW: true})

	write("go.mod", strings.Replace(staleModule["go.mod"], "./lib1", "./lib2", 1))
	check("go.mod replaces lib", urilint("go.mod replaces lib", "", "./..."), map[string]bool{viaW: true, viaLib: false})
	write("go.mod", staleModule["go.mod"])
	check("go.mod back", urilint("go.mod back", "", "./..."), map[string]bool{viaLib: true})

	check("build tag", urilint("build tag", "-tags=extra", "./..."), map[string]bool{tagged: true, viaW: true})
	check("build tag off", urilint("build tag off", "", "./..."), map[string]bool{tagged: false})

	check("-sinks", urilint("-sinks", "", "-sinks=example.com/m/b.Send:0:http", "./..."), map[string]bool{viaSend: true, viaW: true})
	check("-disable", urilint("-disable", "", "-disable=form", "./..."), map[string]bool{viaSend: false, viaW: false})
	check("no flags", urilint("no flags", "", "./..."), map[string]bool{viaSend: false, viaW: true})

	// The go.mod Go version: c does not type-check under go 1.21; both
	// drivers exit 1 (compared above) and still report b's findings.
	write("go.mod", strings.Replace(staleModule["go.mod"], "go 1.26", "go 1.21", 1))
	check("go 1.21", urilint("go 1.21", "", "./..."), map[string]bool{viaW: true})
	write("go.mod", staleModule["go.mod"])
	check("go 1.26 again", urilint("go 1.26 again", "", "./..."), map[string]bool{viaW: true})
}

// TestUnwritableCache runs urilint with a cache it cannot create and
// with one it cannot write an entry in (a file stands where each entry's
// directory would go, which stops root too): each run says so in one
// line, "running without a cache", not one per package, and reports the
// findings it reports with a cache (issue 55).
func TestUnwritableCache(t *testing.T) {
	bin := buildUrilint(t)
	dir := fixture(t)
	// A package of net/url alone: each run without a cache analyzes what
	// it imports.
	if err := os.MkdirAll(filepath.Join(dir, "small"), 0o777); err != nil {
		t.Fatal(err)
	}
	src := "package small\n\nimport \"net/url\"\n\nfunc F() { url.Parse(\"htps://example.com/\") }\n"
	if err := os.WriteFile(filepath.Join(dir, "small", "small.go"), []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	_, want, code := runSplit(t, dir, bin, "./small")
	if code != 3 {
		t.Fatalf("urilint ./small: exit %d, want 3\n%s", code, want)
	}
	blocked := t.TempDir()
	if err := os.WriteFile(filepath.Join(blocked, "file"), nil, 0o666); err != nil {
		t.Fatal(err)
	}
	full := filepath.Join(blocked, "full")
	if err := os.Mkdir(full, 0o700); err != nil {
		t.Fatal(err)
	}
	for i := range 256 {
		if err := os.WriteFile(filepath.Join(full, fmt.Sprintf("%02x", i)), nil, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	for _, cache := range []string{filepath.Join(blocked, "file", "cache"), full} {
		cmd := exec.Command(bin, "./small")
		cmd.Dir = dir
		cmd.Env = commandEnv("URILINT_CACHE=" + cache)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		var warnings, rest []string
		for _, l := range strings.SplitAfter(stderr.String(), "\n") {
			if strings.Contains(l, "cache") {
				warnings = append(warnings, l)
			} else {
				rest = append(rest, l)
			}
		}
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 3 || len(warnings) != 1 ||
			!strings.HasPrefix(warnings[0], "urilint: ") || !strings.HasSuffix(warnings[0], "; running without a cache\n") ||
			strings.Join(rest, "") != want {
			t.Errorf("URILINT_CACHE=%s urilint ./small: %v with\n%s\nwant exit 3, one line \"urilint: ...; running without a cache\" and\n%s", cache, err, stderr.String(), want)
		}
	}
}
