// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package driver runs an analyzer over Go packages from source, with a
// content-keyed cache: the driver of urilint ./... and of urilint-lsp.
//
// The go command only lists the packages (go/packages, metadata only: it
// runs cgo where a package uses it and compiles nothing). The driver
// then walks them in dependency order on GOMAXPROCS workers, each as
// soon as its imports are done. A package's key hashes its own inputs
// (its files' content, read once: the bytes hashed are the bytes parsed;
// a file of the module cache or GOROOT, which do not change in place, by
// path, size and time), the build environment, the key salt (the
// analyzer's flags), and for each import the hash of that import's
// facts and export data, not its key: an edit that changes neither
// leaves its importers cached (early cut-off, as the go command and
// gopls do). A package whose entry is in the cache is done; any other is
// type-checked from source and analyzed, its imports' types read from
// their export data and their facts from their entries as it needs them.
// A package analyzed in the run keeps its facts and its export data in
// memory, not its syntax nor its types from source: as in the go command
// and gopls, its importers read its export data (once per package), which
// holds its API alone, not the scopes and objects of its function bodies.
//
// Facts are kept by package and objectpath, as go vet keeps them: a fact
// on an object that objectpath cannot name is seen only in its own
// package. The analyzer's Pass is complete except for AllObjectFacts and
// AllPackageFacts, which panic.
//
// The package serves urilint's commands; its API is not stable.
package driver

import (
	"context"
	"crypto/sha256"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// cacheVersion changes when what an entry holds or how keys are made
// changes.
const cacheVersion = "urilint driver 5"

// A Config says what to analyze and how.
type Config struct {
	// Context, if not nil, stops the run when it is done: the go
	// command is killed, no package is started, and Run returns the
	// context's error (what was analyzed stays in the cache).
	Context context.Context

	Dir        string            // the go command's directory; "" for the current one
	Patterns   []string          // package patterns
	Tests      bool              // analyze test packages too
	BuildFlags []string          // the go command's build flags (-tags=..., -mod=...)
	Env        []string          // the go command's environment; nil for os.Environ
	Overlay    map[string][]byte // file contents that replace those on disk, by absolute name
	Salt       []byte            // what else the analysis depends on (the analyzer's flags)
	Cache      *Cache            // nil for none
	Progress   Progress          // nil for none

	// Names are functions, as types.Func.FullName writes them, that the
	// run should find in the packages it walks (a user's -sinks
	// entries): Result.Unmatched lists those it does not.
	Names []string

	// GeneratedUnread says that the analyzers read nothing of generated
	// files (a "// Code generated ... DO NOT EDIT." header; cmd/cgo's
	// output aside) and need no fact of their functions: a package
	// whose files are all generated is then type-checked without its
	// function bodies, for its importers, and not analyzed. urilint
	// skips generated files; on prometheus's graph, whose largest
	// packages are generated API clients (aws-sdk-go-v2's ec2: 14 MB),
	// this halves the peak memory.
	GeneratedUnread bool
}

// Progress hears how far a run is.
type Progress interface {
	SetTotal(n int) // the number of packages the run walks
	Done(id string) // a package is done
}

// A Result is what a run found.
type Result struct {
	// Packages are the packages the patterns name, in ID order. As go
	// vet, a package whose test variant is analyzed is reported only as
	// that variant, and test mains are left out.
	Packages []*Package
	// Errors are the load and type errors of the packages walked, in the
	// go command's words or as "file:line:col: message", in order.
	Errors []string
	// Failed reports that a package did not load or type-check, or that
	// the analysis of one failed.
	Failed bool
	Stats  Stats
	// Unmatched are the Config.Names that name no function of the
	// packages walked: no such package, or no such function in it.
	Unmatched []string
}

// A Package is the result of one package the patterns name.
type Package struct {
	ID          string
	Diagnostics []Diagnostic
	// Err says why the package was not analyzed ("" if it was).
	Err string
	// Files holds the SHA-256 of each of its files as analyzed (those
	// outside the module cache and GOROOT).
	Files map[string][sha256.Size]byte
	// Deps are the directories, sorted, of the packages it imports,
	// directly or not, whose files can change (outside the module cache
	// and GOROOT, or overlaid): an edit there can change its findings.
	// urilint-lsp re-analyzes a package when one of them is saved.
	Deps []string
}

// Stats counts what a run did.
type Stats struct {
	Packages int // listed, unsafe aside
	Cached   int // whose entry was in the cache
	Analyzed int // type-checked from source and analyzed
	Loaded   int // types read from export data
	Unread   int // generated only (Config.GeneratedUnread): type-checked without bodies, not analyzed
}

// A node is a package of a run and where it stands.
type node struct {
	pkg     *packages.Package
	imports []*node
	users   []*node // the packages that import it
	root    bool    // its findings are asked for

	// Set by the worker that does the node, read after it is done.
	key    Key
	out    outHash // its output hash
	cached bool    // its entry is in the cache (else it was analyzed)
	failed bool    // it, or a package it imports, does not load or type-check
	files  map[string][sha256.Size]byte

	waiting int  // imports not done yet (under run.mu)
	needed  int  // importers not finished yet (under run.mu): see finish
	keep    bool // Run's finds reads its types once the walk is done

	mu     sync.Mutex                // guards what follows once the node is done
	xtypes *types.Package            // from export data, once asked for
	facts  map[factKey]analysis.Fact // nil until known
	export []byte                    // its export data, from its analysis until xtypes is read from it
}

// A factKey names a fact of a package: an object's fact by the object's
// path, the package's fact by "".
type factKey struct {
	obj objectpath.Path
	typ reflect.Type
}

// testHookKeyed, if set, is called when a package's key is known, before
// it is analyzed.
var testHookKeyed func(n *node)

// A run is one run of the driver.
type run struct {
	cacheFailed sync.Once   // the first failed cache write is said, once per run
	noWrites    atomic.Bool // a cache write failed: the run writes no more
	wroteOnce   atomic.Bool // a cache write succeeded: writes need not wait on firstWrite
	firstWrite  sync.Mutex  // held by a write until one has succeeded or failed
	a           *analysis.Analyzer
	order       []*analysis.Analyzer // a and what it requires, each after its requirements
	factTypes   map[string]reflect.Type
	cfg         *Config
	fset        *token.FileSet
	sizes       types.Sizes
	salt        []byte
	readOnly    []string        // folders whose files do not change in place
	goCache     string          // the go command's build cache, with a trailing separator: where it writes test mains and cgo's output
	broken      map[string]bool // the tests ("p.test") the go command cannot build: an import cycle

	heavy  sync.RWMutex // held while a heavy package is type-checked, read-held while another is
	export sync.Mutex   // held while export data is read

	mu     sync.Mutex
	res    *Result
	byID   map[string]*Package
	errors []string
}

// Run runs a on the packages cfg names and returns what it found. An
// error means the packages could not be listed; a package that fails is
// in the Result.
func Run(a *analysis.Analyzer, cfg *Config) (*Result, error) {
	env := cfg.Env
	if env == nil {
		env = os.Environ()
	}
	ctx := cfg.Context
	if ctx == nil {
		ctx = context.Background()
	}
	lcfg := &packages.Config{
		Context: ctx,
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
			packages.NeedDeps | packages.NeedModule,
		Tests:      cfg.Tests,
		Dir:        cfg.Dir,
		Env:        env,
		BuildFlags: cfg.BuildFlags,
		Overlay:    cfg.Overlay,
	}
	// The go command's environment, asked while it lists the packages.
	type envResult struct {
		env map[string]string
		err error
	}
	envc := make(chan envResult, 1)
	go func() {
		e, err := goEnv(ctx, cfg.Dir, env, "GOMODCACHE", "GOROOT", "GOARCH", "GOOS", "GOFLAGS", "CGO_ENABLED", "GOEXPERIMENT", "GOAMD64", "GOARM", "GOARM64", "GO386", "GOWORK", "GOVERSION", "GOCACHE")
		envc <- envResult{e, err}
	}()
	roots, err := packages.Load(lcfg, cfg.Patterns...)
	e := <-envc
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err != nil {
		return nil, goError(err)
	}
	if e.err != nil {
		return nil, e.err
	}
	r := &run{
		a:         a,
		order:     requiresOrder(a),
		factTypes: map[string]reflect.Type{},
		cfg:       cfg,
		fset:      token.NewFileSet(),
		sizes:     types.SizesFor("gc", e.env["GOARCH"]),
		res:       &Result{},
		byID:      map[string]*Package{},
	}
	if r.sizes == nil {
		return nil, fmt.Errorf("unknown GOARCH %q", e.env["GOARCH"])
	}
	for _, v := range []string{"GOMODCACHE", "GOROOT"} {
		if d := e.env[v]; filepath.IsAbs(d) {
			r.readOnly = append(r.readOnly, filepath.Clean(d)+string(filepath.Separator))
		}
	}
	if d := e.env["GOCACHE"]; filepath.IsAbs(d) {
		r.goCache = filepath.Clean(d) + string(filepath.Separator)
	}
	// Where the build cache lies is no input of any package: the files
	// it holds are keyed by their content (keyOf).
	delete(e.env, "GOCACHE")
	for _, an := range r.order {
		for _, f := range an.FactTypes {
			t := reflect.TypeOf(f)
			r.factTypes[t.String()] = t
		}
	}
	r.salt, err = salt(e.env, cfg)
	if err != nil {
		return nil, err
	}

	nodes := map[*packages.Package]*node{}
	var all []*node
	packages.Visit(roots, nil, func(p *packages.Package) {
		n := &node{pkg: p}
		for _, path := range slices.Sorted(maps.Keys(p.Imports)) {
			imp := nodes[p.Imports[path]]
			n.imports = append(n.imports, imp)
			imp.users = append(imp.users, n)
			imp.needed++
			n.waiting++
		}
		nodes[p] = n
		all = append(all, n)
	})
	for _, n := range reported(roots) {
		nodes[n].root = true
	}
	for _, name := range cfg.Names {
		path := typesutil.FuncPkgPath(name)
		for _, n := range all {
			n.keep = n.keep || n.pkg.ID == path
		}
	}
	r.broken = map[string]bool{}
	for _, n := range all {
		if test, ok := testOf(n.pkg.ID); ok && listFailed(n.pkg) {
			r.broken[test] = true
		}
	}
	for _, n := range all {
		if n.pkg.PkgPath != "unsafe" { // which has no source
			r.res.Stats.Packages++
		}
	}
	if cfg.Progress != nil {
		cfg.Progress.SetTotal(len(all))
	}
	r.walk(all)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, e := range r.errors { // a package and its test variant share errors
		if !seen[e] {
			seen[e] = true
			r.res.Errors = append(r.res.Errors, e)
		}
	}
	for _, n := range all {
		if p := r.byID[n.pkg.ID]; p != nil {
			p.Deps = r.deps(n)
		}
	}
	for _, id := range slices.Sorted(maps.Keys(r.byID)) {
		r.res.Packages = append(r.res.Packages, r.byID[id])
	}
	for _, name := range cfg.Names {
		if !r.finds(name, all) {
			r.res.Unmatched = append(r.res.Unmatched, name)
		}
	}
	return r.res, nil
}

// finds reports whether the function name (types.Func.FullName) is
// declared in a package of all: its types come from export data, read
// from the package's entry if need be.
func (r *run) finds(name string, all []*node) bool {
	path := typesutil.FuncPkgPath(name)
	for _, n := range all {
		if n.pkg.PkgPath != path || n.pkg.ID != path {
			continue // the package itself, not a test variant
		}
		if r.ensureExport(n) != nil {
			return true // not known: no warning
		}
		n.mu.Lock()
		pkg := n.xtypes
		n.mu.Unlock()
		return declares(pkg, name)
	}
	return false
}

// declares reports whether pkg declares the function or method name.
func declares(pkg *types.Package, name string) bool {
	return LookupFunc(pkg, name) != nil
}

// LookupFunc returns the function or method of pkg whose
// types.Func.FullName is name ("example.com/api.Fetch",
// "(*example.com/api.Client).Get"), nil if pkg declares none.
func LookupFunc(pkg *types.Package, name string) *types.Func {
	scope := pkg.Scope()
	rest := strings.TrimPrefix(name, "(")
	if rest == name { // "path.F"
		fn, ok := scope.Lookup(name[strings.LastIndexByte(name, '.')+1:]).(*types.Func)
		if !ok || fn.FullName() != name {
			return nil
		}
		return fn
	}
	recv, method, ok := strings.Cut(rest, ").")
	if !ok {
		return nil
	}
	recv = strings.TrimPrefix(recv, "*")
	tn, ok := scope.Lookup(recv[strings.LastIndexByte(recv, '.')+1:]).(*types.TypeName)
	if !ok {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), true, pkg, method)
	fn, ok := obj.(*types.Func)
	if !ok || fn.FullName() != name {
		return nil
	}
	return fn
}

// NamesNoFunction reports whether name, a -sinks entry's function
// (types.Func.FullName), belongs to the package of pass but names no
// function of it outside its _test.go files: go vet and golangci-lint,
// which see one package at a time, say such an entry when they analyze
// its package.
func NamesNoFunction(pass *analysis.Pass, name string) bool {
	if FuncPkgPath(name) != pass.Pkg.Path() {
		return false
	}
	fn := LookupFunc(pass.Pkg, name)
	return fn == nil || strings.HasSuffix(pass.Fset.Position(fn.Pos()).Filename, "_test.go")
}

// FuncPkgPath returns the path of the package that declares the
// function or method name (types.Func.FullName): "example.com/api" for
// "(*example.com/api.Client).Get".
func FuncPkgPath(name string) string { return typesutil.FuncPkgPath(name) }

// walk does the nodes, each once its imports are done, on GOMAXPROCS
// workers.
func (r *run) walk(all []*node) {
	if len(all) == 0 {
		return
	}
	ready := make(chan *node, len(all))
	for _, n := range all {
		if n.waiting == 0 {
			ready <- n
		}
	}
	var (
		wg   sync.WaitGroup
		left = len(all)
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for n := range ready {
				r.do(n)
				if r.cfg.Progress != nil {
					r.cfg.Progress.Done(n.pkg.ID)
				}
				r.mu.Lock()
				for _, u := range n.users {
					if u.waiting--; u.waiting == 0 {
						ready <- u
					}
				}
				var done []*node
				if n.needed == 0 {
					done = r.finish(n, nil)
				}
				if left--; left == 0 {
					close(ready)
				}
				r.mu.Unlock()
				for _, d := range done { // not under r.mu: a node's lock comes first
					if !d.keep {
						d.mu.Lock()
						d.xtypes, d.facts, d.export = nil, nil, nil
						d.mu.Unlock()
					}
				}
			}
		})
	}
	wg.Wait()
}

// finish notes that n, done, is finished: so is every package that
// imports it, directly or not. Nothing reads its types, facts or export
// data any more (only its importers' analyses do), so they can go; its
// imports are finished in turn once their last importer is. It appends
// to done the packages finished and returns it; r.mu is held.
func (r *run) finish(n *node, done []*node) []*node {
	done = append(done, n)
	for _, imp := range n.imports {
		if imp.needed--; imp.needed == 0 {
			done = r.finish(imp, done)
		}
	}
	return done
}

// do keys n and takes its entry from the cache, or analyzes it.
func (r *run) do(n *node) {
	defer func() {
		// A bug must cost one package, not the run: the others are
		// still reported, and the run fails.
		if e := recover(); e != nil {
			r.fail(n, fmt.Sprintf("internal error: %v", e))
		}
	}()
	if ctx := r.cfg.Context; ctx != nil && ctx.Err() != nil {
		n.failed = true // stopped: nothing is analyzed, nothing reported
		return
	}
	p := n.pkg
	if p.PkgPath == "unsafe" {
		n.mu.Lock()
		n.xtypes = types.Unsafe
		n.facts = map[factKey]analysis.Fact{}
		n.mu.Unlock()
		n.out = outHash(sha256.Sum256([]byte("unsafe")))
		return
	}
	if test, ok := testOf(p.ID); ok && r.broken[test] {
		// The go command cannot build the test (an import cycle through
		// its files): its own words, once, as go vet prints them; the
		// test's other variants fail with it, unsaid.
		for _, e := range p.Errors {
			if e.Kind == packages.ListError {
				r.errorf("package %s: %s", p.PkgPath, e.Msg)
			}
		}
		r.fail(n, "")
		return
	}
	for _, imp := range n.imports {
		if imp.failed {
			r.fail(n, fmt.Sprintf("analysis skipped: package %s does not load", imp.pkg.PkgPath))
			return
		}
	}
	src, err := r.keyOf(n)
	if err != nil {
		r.errorf("%v", err)
		r.fail(n, "")
		return
	}
	if testHookKeyed != nil {
		testHookKeyed(n)
	}
	if n.root {
		if e, out, ok := r.cfg.Cache.get(n.key); ok {
			n.out, n.cached = out, true
			r.report(n, e.Diagnostics)
			r.count(func(s *Stats) { s.Cached++ })
			return
		}
	} else if out, ok := r.cfg.Cache.header(n.key); ok {
		n.out, n.cached = out, true
		r.count(func(s *Stats) { s.Cached++ })
		return
	}
	if out, ok := r.analyze(n, src); ok {
		n.out = out
	}
}

// count updates the run's counts.
func (r *run) count(f func(*Stats)) {
	r.mu.Lock()
	f(&r.res.Stats)
	r.mu.Unlock()
}

// errorf records a load or type error, printed once the run is done.
// A type error quotes source text, which may hold a password: it is
// redacted as every message is.
// The go command's words about a package and its test variant are said
// once ("package p: found packages p and q in dir", then the same
// without its prefix).
func (r *run) errorf(format string, args ...any) {
	msg := uricheck.RedactQuoted(fmt.Sprintf(format, args...))
	r.mu.Lock()
	for _, e := range r.errors {
		if sameError(e, msg) {
			r.mu.Unlock()
			return
		}
	}
	r.errors = append(r.errors, msg)
	r.mu.Unlock()
}

// sameError reports whether a and b are one error, but for a prefix
// "package PATH: " that one of them has.
func sameError(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	if a == b {
		return true
	}
	rest, ok := strings.CutSuffix(a, b)
	return ok && strings.HasPrefix(rest, "package ") && strings.HasSuffix(rest, ": ") && !strings.Contains(rest[len("package "):len(rest)-2], " ")
}

// report records the findings of n, if it is a root.
func (r *run) report(n *node, diags []Diagnostic) {
	if !n.root {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.byID[n.pkg.ID] = &Package{ID: n.pkg.ID, Diagnostics: diags, Files: n.files}
}

// fail marks n as failed, and the run with it. A root's failure is
// recorded with msg, as the checker reports a package it could not
// analyze, unless msg is "" (the go command said why).
func (r *run) fail(n *node, msg string) {
	n.failed = true
	r.mu.Lock()
	defer r.mu.Unlock()
	r.res.Failed = true
	switch {
	case msg == "":
	case n.root:
		r.byID[n.pkg.ID] = &Package{ID: n.pkg.ID, Err: msg}
	case !strings.HasPrefix(msg, "analysis skipped: package "):
		// A dependency's own reason: the roots that import it say only
		// that it does not load.
		r.errors = append(r.errors, n.pkg.ID+": "+msg)
	}
}
