// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package driver

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/urilint/urilint/analyzer"
)

// The module of the driver's tests: b passes a string without a scheme
// to w's wrapper of url.ParseRequestURI, which needs an absolute URI or
// an absolute path (only a fact of w tells b's run so); c gives url.Parse
// a misspelled scheme.
var module = map[string]string{
	"go.mod": "module example.com/m\n\ngo 1.26\n",
	"w/w.go": "package w\n\nimport \"net/url\"\n\n// Parse parses s.\nfunc Parse(s string) (*url.URL, error) { return url.ParseRequestURI(s) }\n",
	"b/b.go": "package b\n\nimport \"example.com/m/w\"\n\nfunc F() { w.Parse(\"www.example.com\") }\n",
	"c/c.go": "package c\n\nimport \"net/url\"\n\nvar _, _ = url.Parse(\"htps://example.com/\")\n",
}

// The findings of module, as findings prints them.
const (
	inB = "b/b.go:5:21: form"
	inC = "c/c.go:5:23: typo"
)

// writeModule writes files into a new directory and returns it.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		write(t, dir, name, text)
	}
	return dir
}

// write writes text to the file name of dir.
func write(t *testing.T, dir, name, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o666); err != nil {
		t.Fatal(err)
	}
}

// A template is a cache holding standard library packages, filled once
// and copied by newCache: the tests differ in their modules' entries,
// and type-checking net/url's or net/http's dependencies from source in
// each would cost seconds. withHTTP holds what module imports and
// net/http's tree: one template for every test, since net/url's tree is
// part of net/http's and filling a second would cost what it saves.
type template struct {
	once sync.Once
	dir  string
	err  error
}

var withHTTP template

// newCache returns a cache of its own for t, holding the standard
// library's entries of net/http's tree.
func newCache(t *testing.T) *Cache { return withHTTP.copy(t) }

func (tp *template) copy(t *testing.T) *Cache {
	t.Helper()
	tp.once.Do(func() {
		tp.dir, tp.err = os.MkdirTemp("", "driver-test-cache-")
		if tp.err != nil {
			return
		}
		c, err := OpenCache(tp.dir, 0)
		if err != nil {
			tp.err = err
			return
		}
		dir, err := os.MkdirTemp("", "driver-test-module-")
		if err != nil {
			tp.err = err
			return
		}
		defer os.RemoveAll(dir)
		for name, text := range module {
			os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o777)
			os.WriteFile(filepath.Join(dir, name), []byte(text), 0o666)
		}
		os.MkdirAll(filepath.Join(dir, "h"), 0o777)
		os.WriteFile(filepath.Join(dir, "h", "h.go"), []byte("package h\n\nimport \"net/http\"\n\nvar _ = http.Get\n"), 0o666)
		_, tp.err = Run(analyzer.Analyzer, &Config{Dir: dir, Patterns: []string{"./..."}, Tests: true, Cache: c})
	})
	if tp.err != nil {
		t.Fatal(tp.err)
	}
	dir := filepath.Join(t.TempDir(), "cache")
	if err := os.CopyFS(dir, os.DirFS(tp.dir)); err != nil {
		t.Fatal(err)
	}
	c, err := OpenCache(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestMain(m *testing.M) {
	if os.Getenv(killEnv) != "" {
		killChild()
		return
	}
	if os.Getenv(entryChildModule) != "" {
		os.Exit(entryChild())
	}
	os.Setenv("GOFLAGS", "-mod=mod")
	os.Setenv("GOPROXY", "off")
	os.Setenv("GOWORK", "off")
	code := m.Run()
	if withHTTP.dir != "" {
		os.RemoveAll(withHTTP.dir)
	}
	os.Exit(code)
}

// runDriver runs the driver with urilint on patterns of dir, with the cache c
// and the key salt salt, and returns the findings ("file:line:col:
// category", relative to dir; "ID: error" for a package not analyzed),
// sorted.
func runDriver(t *testing.T, dir string, c *Cache, salt string, patterns ...string) ([]string, *Result) {
	t.Helper()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	a := analyzer.Analyzer
	if salt != "" {
		a = analyzer.New(analyzer.Config{Disable: []string{salt}})
	}
	res, err := Run(a, &Config{Dir: dir, Patterns: patterns, Tests: true, Cache: c, Salt: []byte(salt)})
	if err != nil {
		t.Fatal(err)
	}
	return findings(res, dir), res
}

// findings returns the findings of res, as runDriver.
func findings(res *Result, dir string) []string {
	var got []string
	for _, p := range res.Packages {
		if p.Err != "" {
			got = append(got, p.ID+": "+p.Err)
		}
		for _, d := range p.Diagnostics {
			rel, _ := filepath.Rel(dir, d.Pos.Filename)
			got = append(got, filepath.ToSlash(rel)+":"+strings.TrimPrefix(d.Pos.String(), d.Pos.Filename+":")+": "+d.Category)
		}
	}
	slices.Sort(got)
	return got
}

// check reports an error unless got is want.
func check(t *testing.T, step string, got []string, want ...string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s: findings\n%s\nwant\n%s", step, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestRun runs the driver on module after each change that can change
// its findings, with one cache throughout, and checks the findings and
// what the run took from the cache.
func TestRun(t *testing.T) {
	dir := writeModule(t, module)
	c := newCache(t)

	got, cold := runDriver(t, dir, c, "")
	check(t, "cold", got, inB, inC)
	if cold.Failed || cold.Stats.Analyzed != 3 {
		t.Errorf("cold: failed %v, %+v; want the module's 3 packages analyzed, the others cached", cold.Failed, cold.Stats)
	}

	got, warm := runDriver(t, dir, c, "")
	check(t, "warm", got, inB, inC)
	if warm.Stats.Analyzed != 0 || warm.Stats.Loaded != 0 || warm.Stats.Cached != warm.Stats.Packages {
		t.Errorf("warm: %+v; want every package from the cache, no types loaded", warm.Stats)
	}

	// An edit of b: b alone is analyzed, w's fact comes from the cache.
	write(t, dir, "b/b.go", module["b/b.go"]+"\n// an edit\n")
	got, edit := runDriver(t, dir, c, "")
	check(t, "b edited", got, inB, inC)
	if edit.Stats.Analyzed != 1 || edit.Stats.Loaded == 0 {
		t.Errorf("b edited: %+v; want b analyzed and its dependencies loaded", edit.Stats)
	}

	// w stops wrapping url.ParseRequestURI: b's finding goes.
	write(t, dir, "w/w.go", "package w\n\nfunc Parse(s string) (any, error) { return nil, nil }\n")
	got, stats := runDriver(t, dir, c, "")
	check(t, "w stops wrapping", got, inC)
	if stats.Stats.Analyzed != 2 {
		t.Errorf("w stops wrapping: %+v; want w and b analyzed", stats.Stats)
	}
	write(t, dir, "w/w.go", module["w/w.go"])
	got, _ = runDriver(t, dir, c, "")
	check(t, "w wraps again", got, inB, inC)
}

// TestRunSaltAndErrors checks that the analyzer's flags are part of the
// key, and that a package that does not type-check fails the run while
// the others are still reported. (TestRun's second half: the two took
// 25 s on a loaded machine.)
func TestRunSaltAndErrors(t *testing.T) {
	dir := writeModule(t, module)
	c := newCache(t)
	got, _ := runDriver(t, dir, c, "")
	check(t, "cold", got, inB, inC)

	// The salt (the analyzer's flags) is part of the key.
	got, _ = runDriver(t, dir, c, "typo")
	check(t, "-disable=typo", got, inB)
	got, _ = runDriver(t, dir, c, "")
	check(t, "no flags", got, inB, inC)

	// A package that does not type-check fails the run and is reported;
	// the others still are.
	write(t, dir, "c/c.go", "package c\n\nvar _ = undefined\n")
	got, res := runDriver(t, dir, c, "")
	check(t, "type error", got, inB, "example.com/m/c: analysis skipped due to errors in package")
	if !res.Failed || len(res.Errors) != 1 || !strings.Contains(res.Errors[0], "undefined: undefined") {
		t.Errorf("type error: failed %v, errors %q; want the run failed with the type error", res.Failed, res.Errors)
	}
}

// TestEarlyCutoff checks that an edit that changes neither a package's
// facts nor its export data re-analyzes that package alone.
func TestEarlyCutoff(t *testing.T) {
	dir := writeModule(t, module)
	c := newCache(t)
	runDriver(t, dir, c, "")
	for _, edit := range []struct{ name, text string }{
		// A comment of w, the leaf b imports, on the same line.
		{"comment", strings.Replace(module["w/w.go"], "// Parse parses s.", "// Parse parses s, a URI.", 1)},
		// A body that still wraps url.ParseRequestURI.
		{"body", strings.Replace(module["w/w.go"], "{ return url.ParseRequestURI(s) }", "{ u, err := url.ParseRequestURI(s); return u, err }", 1)},
	} {
		write(t, dir, "w/w.go", edit.text)
		got, res := runDriver(t, dir, c, "")
		check(t, edit.name, got, inB, inC)
		if res.Stats.Analyzed != 1 {
			t.Errorf("%s edit of w: %+v; want w alone analyzed", edit.name, res.Stats)
		}
	}
}

// runEntries runs the driver as runDriver does and also returns the file
// name of each package's entry, by package ID, as the run keyed them.
func runEntries(t *testing.T, dir string, c *Cache, patterns ...string) ([]string, *Result, map[string]string) {
	t.Helper()
	var mu sync.Mutex
	entries := map[string]string{}
	testHookKeyed = func(n *node) {
		mu.Lock()
		entries[n.pkg.ID] = c.name(n.key)
		mu.Unlock()
	}
	defer func() { testHookKeyed = nil }()
	got, res := runDriver(t, dir, c, "", patterns...)
	return got, res, entries
}

// entryOf returns the entry of the package id in entries (runEntries).
func entryOf(t *testing.T, entries map[string]string, id string) string {
	t.Helper()
	name, ok := entries[id]
	if !ok {
		t.Fatalf("no package %s", id)
	}
	return name
}

// TestDamagedEntry checks that an entry deleted, cut short or with a
// changed byte, of the package reported or of a dependency whose facts
// it needs, is analyzed again: the findings stay, and the run does not
// fail.
func TestDamagedEntry(t *testing.T) {
	for _, damage := range []struct {
		name string
		do   func(name, other string) error // other: another package's entry
	}{
		{"deleted", func(name, _ string) error { return os.Remove(name) }},
		{"truncated", func(name, _ string) error { return os.Truncate(name, 100) }},
		{"short header", func(name, _ string) error { return os.Truncate(name, 20) }},
		{"another key's entry", func(name, other string) error {
			data, err := os.ReadFile(other)
			if err != nil {
				return err
			}
			return os.WriteFile(name, data, 0o600)
		}},
		{"flipped byte", func(name, _ string) error {
			data, err := os.ReadFile(name)
			if err != nil {
				return err
			}
			data[len(data)-10] ^= 1
			return os.WriteFile(name, data, 0o600)
		}},
	} {
		t.Run(damage.name, func(t *testing.T) {
			dir := writeModule(t, module)
			c := newCache(t)
			got, _, entries := runEntries(t, dir, c)
			check(t, "cold", got, inB, inC)
			// b's entry, then w's (which holds the fact b's finding
			// needs) with b's removed so that b is analyzed again.
			b := entryOf(t, entries, "example.com/m/b")
			w := entryOf(t, entries, "example.com/m/w")
			other := entryOf(t, entries, "example.com/m/c")
			if err := damage.do(b, other); err != nil {
				t.Fatal(err)
			}
			got, res := runDriver(t, dir, c, "")
			check(t, "b's entry "+damage.name, got, inB, inC)
			if res.Failed || res.Stats.Analyzed != 1 {
				t.Errorf("b's entry %s: failed %v, %+v; want b analyzed again", damage.name, res.Failed, res.Stats)
			}
			if err := damage.do(w, other); err != nil {
				t.Fatal(err)
			}
			os.Remove(b)
			got, res = runDriver(t, dir, c, "")
			check(t, "w's entry "+damage.name, got, inB, inC)
			if res.Failed {
				t.Errorf("w's entry %s: the run failed: %q", damage.name, res.Errors)
			}
		})
	}
}

// TestTrimAfterNarrowRuns runs the whole module, then only b for six
// days, trimming each day, then the whole module again: c's entry is
// gone by then and is analyzed again; the findings stay.
func TestTrimAfterNarrowRuns(t *testing.T) {
	dir := writeModule(t, module)
	c := newCache(t)
	start := time.Now()
	got, _, entries := runEntries(t, dir, c)
	check(t, "cold", got, inB, inC)
	cEntry := entryOf(t, entries, "example.com/m/c")
	for day := 1; day <= 6; day++ {
		now := start.Add(time.Duration(day) * 24 * time.Hour)
		c.now = func() time.Time { return now }
		got, _ := runDriver(t, dir, c, "", "./b")
		check(t, "narrow run", got, inB)
		c.Trim()
	}
	c.now = time.Now
	if _, err := os.Stat(cEntry); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("c's entry, unused for six days, is still there after the trims: %v", err)
	}
	got, res := runDriver(t, dir, c, "")
	check(t, "after the trims", got, inB, inC)
	if res.Failed || res.Stats.Analyzed != 1 {
		t.Errorf("after the trims: failed %v (%q), %+v; want c alone analyzed", res.Failed, res.Errors, res.Stats)
	}
}

// failingFile is a temporary file that takes limit bytes and then fails,
// as on a full disk.
type failingFile struct {
	*os.File
	limit int
}

func (f *failingFile) Write(p []byte) (int, error) {
	if len(p) > f.limit {
		n, _ := f.File.Write(p[:f.limit])
		f.limit = 0
		return n, syscall.ENOSPC
	}
	f.limit -= len(p)
	return f.File.Write(p)
}

// TestFullDisk runs the driver on a cache whose writes fail after a few
// bytes: the findings are all there, no entry or temporary file is left,
// and the next run, with room, finds them all again.
func TestFullDisk(t *testing.T) {
	dir := writeModule(t, module)
	c := newCache(t)
	c.create = func(dir, pattern string) (tempFile, error) {
		f, err := os.CreateTemp(dir, pattern)
		return &failingFile{f, 50}, err
	}
	got, res := runDriver(t, dir, c, "")
	check(t, "full disk", got, inB, inC)
	if n := len(slices.DeleteFunc(slices.Clone(res.Errors), func(e string) bool { return !strings.Contains(e, "no space left") })); n != 1 {
		t.Errorf("full disk: errors %q; want the failed writes said once (%d)", res.Errors, n)
	}
	filepath.WalkDir(c.dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasPrefix(d.Name(), "tmp-") {
			t.Errorf("full disk: temporary file %s left", path)
		}
		return nil
	})
	// A cache that cannot be written at all, each failure naming its own
	// file: still one line for the run, and no write tried after the
	// first failed.
	var creates atomic.Int32
	c.create = func(dir, pattern string) (tempFile, error) {
		creates.Add(1)
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(dir, pattern+"x"), Err: syscall.ENOSPC}
	}
	write(t, dir, "b/b.go", module["b/b.go"]+"\n// changed\n")
	write(t, dir, "c/c.go", module["c/c.go"]+"\n// changed\n")
	write(t, dir, "w/w.go", module["w/w.go"]+"\n// changed\n")
	got, res = runDriver(t, dir, c, "")
	check(t, "unwritable", got, inB, inC)
	if n := len(slices.DeleteFunc(slices.Clone(res.Errors), func(e string) bool { return !strings.Contains(e, "no space left") })); n != 1 {
		t.Errorf("unwritable cache: errors %q; want the failed writes said once (%d)", res.Errors, n)
	}
	if n := creates.Load(); n != 1 || !slices.ContainsFunc(res.Errors, func(e string) bool { return strings.HasSuffix(e, "; running without a cache") }) {
		t.Errorf("unwritable cache: %d writes tried, errors %q; want one write, said to run without a cache", n, res.Errors)
	}
	for _, name := range []string{"b/b.go", "c/c.go", "w/w.go"} {
		write(t, dir, name, module[name])
	}
	c.create = func(dir, pattern string) (tempFile, error) { return os.CreateTemp(dir, pattern) }
	got, res = runDriver(t, dir, c, "")
	check(t, "with room again", got, inB, inC)
	if res.Stats.Analyzed != 3 {
		t.Errorf("with room again: %+v; want the module's 3 packages analyzed", res.Stats)
	}
}

// TestEditDuringRun edits c after its key is made, during a run, and
// undoes the edit after it: the next run reports the findings of the
// file as it is, not of the edit.
func TestEditDuringRun(t *testing.T) {
	dir := writeModule(t, module)
	c := newCache(t)
	testHookKeyed = func(n *node) {
		if n.pkg.ID == "example.com/m/c" {
			write(t, dir, "c/c.go", "package c\n\nimport \"net/url\"\n\nvar _, _ = url.Parse(\"https://example.com/\")\n")
		}
	}
	got, _ := runDriver(t, dir, c, "")
	testHookKeyed = nil
	check(t, "edited during the run", got, inB, inC) // the bytes hashed
	write(t, dir, "c/c.go", module["c/c.go"])
	got, _ = runDriver(t, dir, c, "")
	check(t, "edit undone", got, inB, inC)
	write(t, dir, "c/c.go", "package c\n\nimport \"net/url\"\n\nvar _, _ = url.Parse(\"https://example.com/\")\n")
	got, _ = runDriver(t, dir, c, "")
	check(t, "edited", got, inB)
}

// TestConcurrentRuns runs the driver twice at once on one cold cache:
// both find everything, and a third run takes everything from the cache.
func TestConcurrentRuns(t *testing.T) {
	dir := writeModule(t, module)
	c := newCache(t)
	var wg sync.WaitGroup
	results := make([]*Result, 2)
	errs := make([]error, 2)
	for i := range results {
		wg.Go(func() {
			results[i], errs[i] = Run(analyzer.Analyzer, &Config{Dir: dir, Patterns: []string{"./..."}, Tests: true, Cache: c})
		})
	}
	wg.Wait()
	for i, res := range results {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		check(t, "concurrent run", findings(res, dir), inB, inC)
	}
	got, res := runDriver(t, dir, c, "")
	check(t, "after", got, inB, inC)
	if res.Stats.Analyzed != 0 {
		t.Errorf("after: %+v; want everything from the cache", res.Stats)
	}
}

// killEnv, set, makes the test binary a driver run on the module in the
// directory it names, which kills itself with SIGKILL in the middle of
// writing w's entry.
const killEnv = "URILINT_DRIVER_TEST_KILL"

// killingFile kills the process after it is half written.
type killingFile struct{ *os.File }

func (f killingFile) Write(p []byte) (int, error) {
	f.File.Write(p[:len(p)/2])
	f.File.Sync()
	syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {} // not reached
}

// killChild is the test binary under killEnv.
func killChild() {
	dir, cacheDir, _ := strings.Cut(os.Getenv(killEnv), string(os.PathListSeparator))
	c, err := OpenCache(cacheDir, 0)
	if err != nil {
		os.Exit(2)
	}
	testHookKeyed = func(n *node) {
		if n.pkg.ID == "example.com/m/w" {
			c.create = func(dir, pattern string) (tempFile, error) {
				f, err := os.CreateTemp(dir, pattern)
				return killingFile{f}, err
			}
		}
	}
	Run(analyzer.Analyzer, &Config{Dir: dir, Patterns: []string{"./..."}, Tests: true, Cache: c})
	os.Exit(3) // not reached
}

// TestKilledRun kills a run with SIGKILL while it writes an entry: the
// next run finds everything, and a trim later removes the temporary
// file it left.
func TestKilledRun(t *testing.T) {
	dir := writeModule(t, module)
	c := newCache(t)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^$")
	cmd.Env = append(os.Environ(), killEnv+"="+dir+string(os.PathListSeparator)+c.dir)
	err = cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || !strings.Contains(ee.Error(), "killed") {
		t.Fatalf("the run to kill ended with %v, want killed", err)
	}
	var temps []string
	filepath.WalkDir(c.dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasPrefix(d.Name(), "tmp-") {
			temps = append(temps, path)
		}
		return nil
	})
	if len(temps) == 0 {
		t.Fatalf("no temporary file after the kill: it was not killed while writing")
	}
	got, res := runDriver(t, dir, c, "")
	check(t, "after the kill", got, inB, inC)
	if res.Failed {
		t.Errorf("after the kill: the run failed: %q", res.Errors)
	}
	later := time.Now().Add(2 * touchInterval)
	c.now = func() time.Time { return later }
	c.Trim()
	for _, name := range temps {
		if _, err := os.Stat(name); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("the killed run's temporary file is still there after a trim: %v", err)
		}
	}
}

// TestCacheMode checks that the cache is private to its user.
func TestCacheMode(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cache")
	c, err := OpenCache(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.put(Key{1}, &entryBody{}); err != nil {
		t.Fatal(err)
	}
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			t.Fatal(err)
		}
		fi, err := d.Info()
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm()&0o077 != 0 {
			t.Errorf("%s: mode %v, want none for group and others", path, fi.Mode())
		}
		return nil
	})
}

// TestTrimBudget checks that a cache over its budget loses its least
// recently used entries, never one used in the last touch interval.
func TestTrimBudget(t *testing.T) {
	c, err := OpenCache(filepath.Join(t.TempDir(), "cache"), 3000)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	var names []string
	for i := range 4 {
		if _, err := c.put(Key{byte(i)}, &entryBody{Export: make([]byte, 1000)}); err != nil {
			t.Fatal(err)
		}
		name := c.name(Key{byte(i)})
		// Entries 0 and 1 used two and three days ago, 2 and 3 now.
		age := []time.Duration{72 * time.Hour, 48 * time.Hour, 0, 0}[i]
		os.Chtimes(name, now.Add(-age), now.Add(-age))
		names = append(names, name)
	}
	c.Trim()
	for i, name := range names {
		_, err := os.Stat(name)
		if gone := err != nil; gone != (i < 2) {
			t.Errorf("entry %d (of 4, the oldest first) gone: %v, want %v", i, gone, i < 2)
		}
	}
}

// factsModule holds a package whose function passes five parameters on
// to sinks, and package variables that reach sinks: facts of several
// types.
var factsModule = map[string]string{
	"go.mod": "module example.com/m\n\ngo 1.26\n",
	"w/w.go": "package w\n\nimport (\n\t\"net/http\"\n\t\"net/url\"\n)\n\n" +
		"var Base, Other string\n\n" +
		"func F(a, b, c, d, e string) {\n\thttp.Get(a)\n\turl.Parse(b)\n\thttp.Get(c)\n\thttp.NewRequest(\"GET\", d, nil)\n\turl.ParseRequestURI(e)\n\thttp.Get(Base)\n\turl.Parse(Base)\n\turl.Parse(Other)\n}\n\n" +
		"func Serve(w http.ResponseWriter, r *http.Request) { _ = r.URL.Path }\n",
}

// TestFactsDeterministic analyzes factsModule twice, each with a cache
// of its own: its entry (findings, facts, export data) is the same bytes
// each time, as go vet's and the driver's keys of its importers need.
func TestFactsDeterministic(t *testing.T) {
	dir := writeModule(t, factsModule)
	var first []byte
	for i := range 2 {
		c := newCache(t)
		_, _, entries := runEntries(t, dir, c)
		data, err := os.ReadFile(entryOf(t, entries, "example.com/m/w"))
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = data
		} else if !bytes.Equal(data, first) {
			t.Fatalf("run %d: w's entry differs from the first run's", i)
		}
	}
}

// The child process of TestEntriesAcrossProcesses: it analyzes the
// module in entryChildModule with the cache in entryChildCache, after
// numbering gob's types differently if entryChildGob is set.
const (
	entryChildModule = "URILINT_DRIVER_TEST_CHILD_MODULE"
	entryChildCache  = "URILINT_DRIVER_TEST_CHILD_CACHE"
	entryChildGob    = "URILINT_DRIVER_TEST_CHILD_GOB"
)

// entryChildCmd returns the command of a child that analyzes the module
// in dir with the cache in cdir, with env added to its environment.
func entryChildCmd(dir, cdir string, env ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), entryChildModule+"="+dir, entryChildCache+"="+cdir), env...)
	return cmd
}

func entryChild() int {
	if os.Getenv(entryChildGob) != "" {
		// Types gob meets first get the first numbers in a process.
		gob.NewEncoder(io.Discard).Encode(struct {
			A map[string][]int
			B []struct{ C, D string }
		}{})
	}
	c, err := OpenCache(os.Getenv(entryChildCache), 0)
	if err == nil {
		var res *Result
		dir := os.Getenv(entryChildModule)
		res, err = Run(analyzer.Analyzer, &Config{Dir: dir, Patterns: []string{"./..."}, Tests: true, Cache: c})
		if err == nil && res.Failed {
			err = fmt.Errorf("the run failed: %q", res.Errors)
		}
		if err == nil {
			fmt.Println(strings.Join(findings(res, dir), "\n"))
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// TestEntriesAcrossProcesses analyzes factsModule in two processes, one
// of which has numbered gob's types differently, each into a copy of
// one cache: every entry they write is the same bytes, so that runs
// sharing a cache (two terminals, CI jobs, the editor and the command)
// agree on every package's output hash.
func TestEntriesAcrossProcesses(t *testing.T) {
	dir := writeModule(t, factsModule)
	newCache(t) // the template, with the standard library's entries
	var entries [2]map[string][]byte
	for i, perturb := range []string{"", "yes"} {
		cdir := filepath.Join(t.TempDir(), "cache")
		if err := os.CopyFS(cdir, os.DirFS(withHTTP.dir)); err != nil {
			t.Fatal(err)
		}
		cmd := entryChildCmd(dir, cdir, entryChildGob+"="+perturb)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("child %d: %v\n%s", i, err, out)
		}
		entries[i] = map[string][]byte{}
		err := filepath.WalkDir(cdir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || strings.HasPrefix(d.Name(), "tmp-") {
				return err
			}
			data, err := os.ReadFile(path)
			rel, _ := filepath.Rel(cdir, path)
			entries[i][rel] = data
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(entries[0]) != len(entries[1]) {
		t.Errorf("the two processes left %d and %d files", len(entries[0]), len(entries[1]))
	}
	for name, data := range entries[0] {
		if other, ok := entries[1][name]; !ok {
			t.Errorf("%s: written by the first process only", name)
		} else if !bytes.Equal(data, other) {
			t.Errorf("%s: the two processes wrote different bytes", name)
		}
	}
}

// TestImportCycleInTest runs the driver on a package whose in-package
// test imports a package that imports it: go build accepts it, go vet
// says "import cycle not allowed in test". The package itself is
// analyzed and reported, the cycle is the run's one error, with tests
// and without.
func TestImportCycleInTest(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":      "module example.com/m\n\ngo 1.26\n",
		"p/p.go":      "package p\n\nimport \"net/url\"\n\nfunc F() { url.Parse(\"htp://example.com/\") }\n",
		"q/q.go":      "package q\n\nimport \"example.com/m/p\"\n\nfunc G() { p.F() }\n",
		"p/p_test.go": "package p\n\nimport (\n\t\"testing\"\n\n\t\"example.com/m/q\"\n)\n\nfunc TestF(t *testing.T) { q.G() }\n",
	})
	// net/url, not net/http: the run without tests keys every package
	// anew (Config.Tests is in the salt), its standard library too.
	c := newCache(t)
	for _, tests := range []bool{true, false} {
		res, err := Run(analyzer.Analyzer, &Config{Dir: dir, Patterns: []string{"./..."}, Tests: tests, Cache: c})
		if err != nil {
			t.Fatal(err)
		}
		check(t, fmt.Sprintf("tests=%v", tests), findings(res, dir), "p/p.go:5:23: typo")
		var cycle []string
		for _, e := range res.Errors {
			if strings.Contains(e, "import cycle") {
				cycle = append(cycle, e)
			}
		}
		if tests && (len(res.Errors) != 1 || len(cycle) != 1) || !tests && len(res.Errors) != 0 {
			t.Errorf("tests=%v: errors %q; want the import cycle once with tests, none without", tests, res.Errors)
		}
	}
}

// TestConcurrentProcesses starts two processes together on one empty
// cache, twice: both report exactly a cold run's findings, whichever
// writes an entry the other meets, the standard library's included.
// (TestConcurrentRuns runs two in one process, which share gob's
// numbering of types; TestEntriesAcrossProcesses compares the bytes.)
func TestConcurrentProcesses(t *testing.T) {
	if os.Getenv("URILINT_E2E") != "1" {
		t.Skip("analyzes net/http from source four times: set URILINT_E2E=1 to run it (.ci/run does)")
	}
	dir := writeModule(t, module)
	want, _ := runDriver(t, dir, newCache(t), "")
	for round := range 2 {
		cdir := filepath.Join(t.TempDir(), "cache")
		var cmds [2]*exec.Cmd
		var outs [2]bytes.Buffer
		for i := range cmds {
			cmds[i] = entryChildCmd(dir, cdir)
			cmds[i].Stdout, cmds[i].Stderr = &outs[i], &outs[i]
			if err := cmds[i].Start(); err != nil {
				t.Fatal(err)
			}
		}
		for i, cmd := range cmds {
			if err := cmd.Wait(); err != nil {
				t.Fatalf("round %d, process %d: %v\n%s", round, i, err, outs[i].String())
			}
			got := strings.Split(strings.TrimSpace(outs[i].String()), "\n")
			check(t, fmt.Sprintf("round %d, process %d", round, i), got, want...)
		}
	}
}

// TestGeneratedUnread checks that a package of generated files only is
// not analyzed when the analyzers read none (urilint skips them), and
// that its importers' findings are those of a full analysis.
func TestGeneratedUnread(t *testing.T) {
	files := map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.26\n",
		"g/g.go": "// Code generated by hand for a test. DO NOT EDIT.\n\npackage g\n\nimport \"net/http\"\n\n" +
			"type Client struct{ Endpoint string }\n\nfunc init() { _ = 1 }\n\nfunc (c *Client) Get(u string) (*http.Response, error) { return http.Get(u) }\n\nfunc Bad() { http.Get(\"localhost:1/x\") }\n",
		"b/b.go": "package b\n\nimport (\n\t\"net/url\"\n\n\t\"example.com/m/g\"\n)\n\nvar C = g.Client{Endpoint: \"x\"}\n\nvar _, _ = url.Parse(\"htps://example.com/\")\n",
	}
	var got [2][]string
	for i, unread := range []bool{false, true} {
		dir := writeModule(t, files)
		res, err := Run(analyzer.Analyzer, &Config{Dir: dir, Patterns: []string{"./..."}, Tests: true, Cache: newCache(t), GeneratedUnread: unread})
		if err != nil {
			t.Fatal(err)
		}
		if res.Failed {
			t.Fatalf("GeneratedUnread=%v: the run failed: %q", unread, res.Errors)
		}
		if (res.Stats.Unread > 0) != unread {
			t.Errorf("GeneratedUnread=%v: %d packages unread", unread, res.Stats.Unread)
		}
		got[i] = findings(res, dir)
	}
	check(t, "GeneratedUnread", got[1], got[0]...)
	check(t, "GeneratedUnread=false", got[0], "b/b.go:11:23: typo")
}

// TestWrapperChainFromCache edits the package at the end of a chain of
// wrappers (b calls w2.Get, which wraps w1.Fetch, which wraps http.Get)
// once the chain is cached: b, type-checked against its imports' export
// data, still reaches the sink. (Export data lists only the imports a
// package's API refers to; w2's refers to none.)
func TestWrapperChainFromCache(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":   "module example.com/m\n\ngo 1.26\n",
		"w1/w1.go": "package w1\n\nimport \"net/http\"\n\nfunc Fetch(u string) { http.Get(u) }\n",
		"w2/w2.go": "package w2\n\nimport \"example.com/m/w1\"\n\nfunc Get(u string) { w1.Fetch(u) }\n",
		"b/b.go":   "package b\n\nimport \"example.com/m/w2\"\n\nfunc F() { w2.Get(\"localhost:8080/x\") }\n",
	})
	c := newCache(t)
	const inB = "b/b.go:5:20: form"
	got, _ := runDriver(t, dir, c, "")
	check(t, "cold", got, inB)
	write(t, dir, "b/b.go", "package b\n\nimport \"example.com/m/w2\"\n\nfunc F() { w2.Get(\"localhost:8080/x\") }\n\n// an edit\n")
	got, res := runDriver(t, dir, c, "")
	check(t, "b edited", got, inB)
	if res.Stats.Analyzed != 1 {
		t.Errorf("b edited: %+v; want b alone analyzed", res.Stats)
	}
}

// TestCanceled stops a run through its context as a package is keyed:
// Run returns the context's error, and a later run finds everything.
func TestCanceled(t *testing.T) {
	dir := writeModule(t, module)
	c := newCache(t)
	ctx, cancel := context.WithCancel(context.Background())
	testHookKeyed = func(n *node) {
		if n.pkg.ID == "example.com/m/w" {
			cancel()
		}
	}
	_, err := Run(analyzer.Analyzer, &Config{Context: ctx, Dir: dir, Patterns: []string{"./..."}, Tests: true, Cache: c})
	testHookKeyed = nil
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("a canceled run returned %v, want context.Canceled", err)
	}
	got, _ := runDriver(t, dir, c, "")
	check(t, "after", got, inB, inC)
}

// TestBuildIdentity checks what identifies the code of a build: two
// commands built from one version share it; a build from modified
// sources, without a version, or with a dependency replaced by a
// directory has none.
func TestBuildIdentity(t *testing.T) {
	build := func(path string, edit func(*debug.BuildInfo)) *debug.BuildInfo {
		bi := &debug.BuildInfo{
			GoVersion: "go1.26.8",
			Path:      path,
			Main:      debug.Module{Path: "github.com/urilint/urilint", Version: "v1.2.3", Sum: "h1:abc="},
			Deps:      []*debug.Module{{Path: "golang.org/x/tools", Version: "v0.47.0", Sum: "h1:def="}},
			Settings:  []debug.BuildSetting{{Key: "-tags", Value: ""}, {Key: "vcs.revision", Value: "0123"}, {Key: "vcs.time", Value: "2026-11-25T00:00:00Z"}, {Key: "vcs.modified", Value: "false"}},
		}
		if edit != nil {
			edit(bi)
		}
		return bi
	}
	cmd, ok1 := buildIdentity(build("github.com/urilint/urilint/cmd/urilint", nil))
	lsp, ok2 := buildIdentity(build("github.com/urilint/urilint/cmd/urilint-lsp", func(bi *debug.BuildInfo) {
		bi.Deps = append(bi.Deps, &debug.Module{Path: "go.lsp.dev/protocol", Version: "v1.0.1", Sum: "h1:ghi="})
	}))
	if !ok1 || !ok2 || cmd != lsp {
		t.Errorf("urilint and urilint-lsp of one version: %q (%v) and %q (%v), want one identity", cmd, ok1, lsp, ok2)
	}
	for name, edit := range map[string]func(*debug.BuildInfo){
		"modified": func(bi *debug.BuildInfo) { bi.Settings[3].Value = "true" },
		"devel":    func(bi *debug.BuildInfo) { bi.Main.Version = "(devel)" },
		"dirty":    func(bi *debug.BuildInfo) { bi.Main.Version = "v0.0.0-20261125000000-0123+dirty" },
		"replaced": func(bi *debug.BuildInfo) { bi.Deps[0].Replace = &debug.Module{Path: "../tools"} },
	} {
		if id, ok := buildIdentity(build("x", edit)); ok {
			t.Errorf("%s build: identity %q, want none", name, id)
		}
	}
	for name, edit := range map[string]func(*debug.BuildInfo){
		"another version": func(bi *debug.BuildInfo) { bi.Main.Version = "v1.2.4" },
		"tags":            func(bi *debug.BuildInfo) { bi.Settings[0].Value = "extra" },
		"another Go":      func(bi *debug.BuildInfo) { bi.GoVersion = "go1.26.9" },
	} {
		if id, ok := buildIdentity(build("github.com/urilint/urilint/cmd/urilint", edit)); !ok || id == cmd {
			t.Errorf("%s: identity %q (%v), want one of its own", name, id, ok)
		}
	}
}

// TestEntryNamesStable checks that an entry's name is a function of its
// package's inputs alone (issue 57): a run after half the entries are
// deleted, and a run with another build cache (where the go command
// writes test mains), leave the very names a first run left.
func TestEntryNamesStable(t *testing.T) {
	files := maps.Clone(module)
	files["w/w_test.go"] = "package w\n\nimport \"testing\"\n\nfunc TestParse(t *testing.T) { Parse(\"https://example.com/\") }\n"
	// d imports b, which imports w: b analyzed again against w's export
	// data, not its source, must give d the same key.
	files["d/d.go"] = "package d\n\nimport \"example.com/m/b\"\n\nfunc G() { b.F() }\n"
	files["b/b.go"] = strings.Replace(module["b/b.go"], "func F() {", "func F() *url.URL { u, _ := w.Parse(\"https://example.com/\"); return u }\n\nfunc F0() {", 1)
	files["b/b.go"] = strings.Replace(files["b/b.go"], "import \"example.com/m/w\"", "import (\n\t\"net/url\"\n\n\t\"example.com/m/w\"\n)", 1)
	dir := writeModule(t, files)
	// A cold cache: the first run type-checks every package from source.
	c, err := OpenCache(t.TempDir(), 0)
	if err != nil {
		t.Fatal(err)
	}
	names := func() []string {
		var out []string
		filepath.WalkDir(c.dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && d.Name() != "trimmed" {
				rel, _ := filepath.Rel(c.dir, path)
				out = append(out, rel)
			}
			return nil
		})
		slices.Sort(out)
		return out
	}
	before := names()
	_, _, entries := runEntries(t, dir, c)
	first := names()
	// Half the module's entries, b's among them.
	doomed := []string{entryOf(t, entries, "example.com/m/b")}
	for i, name := range slices.DeleteFunc(slices.Clone(first), func(n string) bool { return slices.Contains(before, n) }) {
		if i%2 == 0 && !strings.HasSuffix(doomed[0], name) {
			doomed = append(doomed, filepath.Join(c.dir, name))
		}
	}
	for _, name := range doomed {
		if err := os.Remove(name); err != nil {
			t.Fatal(err)
		}
	}
	runDriver(t, dir, c, "")
	if got := names(); !slices.Equal(got, first) {
		t.Errorf("after half the module's entries were deleted, the cache holds %d entries, want the first run's %d:\n%q\nwant\n%q", len(got), len(first), got, first)
	}
	env := append(os.Environ(), "GOCACHE="+t.TempDir())
	if _, err := Run(analyzer.Analyzer, &Config{Dir: dir, Patterns: []string{"./..."}, Tests: true, Cache: c, Env: env}); err != nil {
		t.Fatal(err)
	}
	if got := names(); !slices.Equal(got, first) {
		t.Errorf("with another GOCACHE, the cache holds %d entries, want the first run's %d", len(got), len(first))
	}
}

// TestSameError checks which errors are said once: the same words, or
// the same words but for the go command's "package PATH: " before them.
func TestSameError(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		same bool
	}{
		{"package ex: found packages t (a.go) and ex (a_test.go) in /w", "found packages t (a.go) and ex (a_test.go) in /w", true},
		{"a.go:1:1: x", "a.go:1:1: x", true},
		{"a.go:1:1: x", "b.go:1:1: x", false},
		{"package ex: a.go:1:1: x", "a.go:1:1: y", false},
		{"but package ex: x", "x", false},
		{"package a b: x", "x", false},
	} {
		if got := sameError(tt.a, tt.b); got != tt.same {
			t.Errorf("sameError(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.same)
		}
	}
}
