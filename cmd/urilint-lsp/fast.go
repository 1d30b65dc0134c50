// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"errors"
	"fmt"
	"go/build"
	"go/types"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/objectpath"
)

// The fast path. A full run (analyzeFull) type-checks every dependency
// from source, bodies included, because urilint's facts about wrapper
// functions come from their bodies; on a large package that is seconds
// per save. Once a full run has kept the facts of every dependency, a run
// type-checks the dependencies without function bodies (package-level
// types do not depend on them), analyzes only the package's own
// variants, and takes the dependencies' facts from the cache. If the
// cache cannot answer (a new import, a changed dependency, an object
// objectpath cannot name), the run is redone the full way: the fast path
// never guesses.
//
// The fast path runs what the analyzer requires as a driver does: every
// analyzer in its Requires, transitively, each after those it requires,
// on each of the package's variants, and it serves the facts of each of
// them (object and package facts) from the cache. What it does not do is
// list the facts of dependencies (Pass.AllObjectFacts and
// AllPackageFacts): an analyzer that asks for them sends the run the
// full way. TestFastPathRequires checks that with analyzers other than
// urilint's, TestFastPath with urilint's own.

// errMiss reports that the fast path lacked a fact.
var errMiss = errors.New("fact cache miss")

// A factCache holds the facts computed for packages, by package path.
// A nil *factCache holds nothing and takes nothing.
type factCache struct {
	mu    sync.Mutex
	pkgs  map[string]*pkgFacts
	warms map[string]bool // directories with a full run behind them
}

// pkgFacts are the facts of one package's objects. They depend on the
// package's files and on the facts of the packages it imports, which
// depend on theirs: key holds the hash (dirHash) of every directory in
// its import graph, itself included, whose files can change (outside
// GOROOT and the module cache). Like gopls's keys, it is transitive: a
// wrapper two imports away that stops wrapping invalidates the facts of
// every package above it.
type pkgFacts struct {
	key  map[string]string // dirHash by directory
	objs map[objectpath.Path][]analysis.Fact
	pkg  []analysis.Fact // package facts
}

func newFactCache() *factCache {
	return &factCache{pkgs: map[string]*pkgFacts{}, warms: map[string]bool{}}
}

func (c *factCache) warm(dir string) bool {
	if c == nil {
		return false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.warms[dir]
}

func (c *factCache) get(path string) *pkgFacts {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.pkgs[path]
}

// keep stores the facts of the packages of a full run's graph. A
// dependency that the graph has only as a test variant (httptest
// [net/http.test], imported by net/http's external tests) is kept under
// its path too: a dependency cannot refer to the functions of another
// package's _test.go files, so its facts are those of its plain variant.
func (c *factCache) keep(a *analysis.Analyzer, graph *checker.Graph, dir string, overlay map[string][]byte) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	// The facts of a and of every analyzer it requires, merged by
	// package: a fact type belongs to one analyzer.
	withFacts := map[*analysis.Analyzer]bool{}
	for _, an := range requires(a) {
		withFacts[an] = len(an.FactTypes) > 0
	}
	plain := map[string]bool{}
	var variants []*checker.Action
	fresh := map[string]bool{}
	k := &keyer{overlay: overlay, keys: map[*packages.Package]map[string]string{}, hashes: map[string]string{}}
	for act := range graph.All() {
		p := act.Package
		if !withFacts[act.Analyzer] || p.Types == nil {
			continue
		}
		if p.ID != p.PkgPath {
			variants = append(variants, act)
			continue
		}
		plain[p.PkgPath] = true
		c.put(act, k, fresh)
	}
	for _, act := range variants {
		if !plain[act.Package.PkgPath] {
			c.put(act, k, fresh)
		}
	}
	c.warms[dir] = true
}

// put stores the facts of act's package, beside those another analyzer's
// action put for it in this run (fresh). c.mu is held.
func (c *factCache) put(act *checker.Action, k *keyer, fresh map[string]bool) {
	p := act.Package
	if !fresh[p.PkgPath] {
		delete(c.pkgs, p.PkgPath)
	}
	if act.Err != nil || len(p.GoFiles) == 0 {
		return
	}
	e := c.pkgs[p.PkgPath]
	if e == nil {
		e = &pkgFacts{key: k.key(p), objs: map[objectpath.Path][]analysis.Fact{}}
	}
	fresh[p.PkgPath] = true
	for _, f := range act.AllObjectFacts() { // its own and those it inherited
		if f.Object.Pkg() != p.Types {
			continue
		}
		// objectpath names every object another package can refer to
		// (exported ones, methods); the facts of the others matter only
		// inside their package, which is never served from here.
		if path, err := objectpath.For(f.Object); err == nil {
			e.objs[path] = append(e.objs[path], f.Fact)
		}
	}
	for _, f := range act.AllPackageFacts() {
		if f.Package == p.Types {
			e.pkg = append(e.pkg, f.Fact)
		}
	}
	c.pkgs[p.PkgPath] = e
}

// A keyer computes the keys of a graph's packages (see pkgFacts).
type keyer struct {
	overlay map[string][]byte
	keys    map[*packages.Package]map[string]string
	hashes  map[string]string // dirHash by directory
}

func (k *keyer) key(p *packages.Package) map[string]string {
	if key, ok := k.keys[p]; ok {
		return key
	}
	key := map[string]string{}
	if !immutable(p) && len(p.GoFiles) > 0 {
		dir := filepath.Dir(p.GoFiles[0])
		h, ok := k.hashes[dir]
		if !ok {
			h = dirHash(dir, k.overlay)
			k.hashes[dir] = h
		}
		key[dir] = h
	}
	for _, imp := range p.Imports {
		for dir, h := range k.key(imp) {
			key[dir] = h
		}
	}
	k.keys[p] = key
	return key
}

// immutable reports whether p's files cannot change under us: a package of
// GOROOT or of a module in the module cache.
func immutable(p *packages.Package) bool {
	if m := p.Module; m != nil {
		return !m.Main && m.Replace == nil && m.Version != ""
	}
	goroot := filepath.Join(build.Default.GOROOT, "src") + string(filepath.Separator)
	return len(p.GoFiles) > 0 && strings.HasPrefix(p.GoFiles[0], goroot)
}

// analyzeFast is analyze's fast path; errMiss sends the run the full way.
func analyzeFast(ctx context.Context, a *analysis.Analyzer, dir string, overlay map[string][]byte, facts *factCache) (*result, error) {
	res, roots, err := load(ctx, dir, overlay, true)
	if err != nil || len(res.errs) > 0 || len(roots) == 0 {
		return res, err
	}
	isRoot := map[*types.Package]bool{}
	for _, p := range roots {
		for _, f := range p.CompiledGoFiles {
			if filepath.Dir(f) != dir {
				return nil, errMiss // cgo output, whose bodies were dropped
			}
		}
		isRoot[p.Types] = true
	}

	d := &driver{a: a, order: requires(a), facts: facts, overlay: overlay, isRoot: isRoot,
		live: map[factKey]analysis.Fact{}, livePkg: map[factKey]analysis.Fact{},
		hashes: map[string]string{}, valid: map[*pkgFacts]bool{}}
	src := sources{overlay: overlay, text: map[string][]byte{}}
	seen := map[string]bool{}
	for _, p := range importOrder(roots) {
		diags, err := d.run(p)
		if err != nil {
			return nil, err
		}
		if d.miss {
			return nil, errMiss
		}
		if err := res.add(src, p.Fset, diags, seen); err != nil {
			return nil, err
		}
	}
	res.sort()
	res.fast = true
	return res, nil
}

// requires returns a and the analyzers it requires, transitively, each
// after those it requires.
func requires(a *analysis.Analyzer) []*analysis.Analyzer {
	var order []*analysis.Analyzer
	seen := map[*analysis.Analyzer]bool{}
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		for _, r := range a.Requires {
			visit(r)
		}
		order = append(order, a)
	}
	visit(a)
	return order
}

// importOrder orders roots so that a package comes after those it imports.
func importOrder(roots []*packages.Package) []*packages.Package {
	in := map[*packages.Package]bool{}
	for _, p := range roots {
		in[p] = true
	}
	var order []*packages.Package
	done := map[*packages.Package]bool{}
	var visit func(p *packages.Package)
	visit = func(p *packages.Package) {
		if done[p] {
			return
		}
		done[p] = true
		for _, imp := range p.Imports {
			if in[imp] {
				visit(imp)
			}
		}
		order = append(order, p)
	}
	for _, p := range roots {
		visit(p)
	}
	return order
}

// A driver runs the analyzer on the packages of one directory, with the
// facts of their dependencies from the cache.
type driver struct {
	a       *analysis.Analyzer
	order   []*analysis.Analyzer // requires(a)
	facts   *factCache
	overlay map[string][]byte
	isRoot  map[*types.Package]bool
	live    map[factKey]analysis.Fact // object facts of the roots, exported in this run
	livePkg map[factKey]analysis.Fact // package facts of the roots (obj: nil)
	hashes  map[string]string         // dirHash by directory, for this run
	valid   map[*pkgFacts]bool        // whether an entry's key holds, for this run
	miss    bool
}

type factKey struct {
	obj types.Object
	pkg *types.Package
	typ reflect.Type
}

// run runs d.order on p and returns the diagnostics of d.a; those of the
// analyzers it requires are not its own.
func (d *driver) run(p *packages.Package) ([]analysis.Diagnostic, error) {
	results := map[*analysis.Analyzer]any{}
	var diags []analysis.Diagnostic
	for _, a := range d.order {
		inputs := map[*analysis.Analyzer]any{}
		for _, r := range a.Requires {
			inputs[r] = results[r]
		}
		report := func(analysis.Diagnostic) {}
		if a == d.a {
			report = func(diag analysis.Diagnostic) {
				diag.URL = resolveURL(a, diag)
				diags = append(diags, diag)
			}
		}
		res, err := a.Run(d.pass(p, a, inputs, report))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", a.Name, err)
		}
		if d.miss {
			return nil, errMiss
		}
		results[a] = res
	}
	return diags, nil
}

// resolveURL returns the documentation URL of diag, as the checker
// (x/tools's internal driverutil.ResolveURL) makes it: diag.URL, or
// "#" and its category, resolved against a.URL. A URL that does not
// parse is left as it is.
func resolveURL(a *analysis.Analyzer, diag analysis.Diagnostic) string {
	raw := diag.URL
	if raw == "" && diag.Category != "" {
		raw = "#" + diag.Category
	}
	if raw == "" && a.URL == "" {
		return ""
	}
	ref, err := url.Parse(raw)
	if err != nil {
		return diag.URL
	}
	base, err := url.Parse(a.URL)
	if err != nil {
		return diag.URL
	}
	return base.ResolveReference(ref).String()
}

// pass returns the pass of analyzer a on p, with facts from d.
func (d *driver) pass(p *packages.Package, a *analysis.Analyzer, results map[*analysis.Analyzer]any, report func(analysis.Diagnostic)) *analysis.Pass {
	module := &analysis.Module{}
	if m := p.Module; m != nil {
		module.Path, module.Version, module.GoVersion = m.Path, m.Version, m.GoVersion
	}
	return &analysis.Pass{
		Analyzer:     a,
		Fset:         p.Fset,
		Files:        p.Syntax,
		OtherFiles:   p.OtherFiles,
		IgnoredFiles: p.IgnoredFiles,
		Pkg:          p.Types,
		TypesInfo:    p.TypesInfo,
		TypesSizes:   p.TypesSizes,
		TypeErrors:   p.TypeErrors,
		Module:       module,
		ResultOf:     results,
		Report:       report,
		ReadFile: func(name string) ([]byte, error) {
			if b, ok := d.overlay[name]; ok {
				return b, nil
			}
			return os.ReadFile(name)
		},
		ImportObjectFact: d.importObjectFact,
		ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
			d.live[factKey{obj: obj, typ: reflect.TypeOf(fact)}] = fact
		},
		ImportPackageFact: d.importPackageFact,
		ExportPackageFact: func(fact analysis.Fact) {
			d.livePkg[factKey{pkg: p.Types, typ: reflect.TypeOf(fact)}] = fact
		},
		// Listing facts would need those of every dependency, which the
		// cache holds by object path: not served (see above).
		AllObjectFacts: func() []analysis.ObjectFact {
			d.miss = true
			return nil
		},
		AllPackageFacts: func() []analysis.PackageFact {
			d.miss = true
			return nil
		},
	}
}

// holds reports whether the files behind e's facts are those of now.
func (d *driver) holds(e *pkgFacts) bool {
	ok, seen := d.valid[e]
	if seen {
		return ok
	}
	ok = true
	for dir, want := range e.key {
		h, seen := d.hashes[dir]
		if !seen {
			h = dirHash(dir, d.overlay)
			d.hashes[dir] = h
		}
		if h != want {
			ok = false
			break
		}
	}
	d.valid[e] = ok
	return ok
}

// importObjectFact answers from the roots' live facts or the cache, and
// notes a miss where the cache cannot tell.
func (d *driver) importObjectFact(obj types.Object, ptr analysis.Fact) bool {
	pkg := obj.Pkg()
	if pkg == nil {
		return false
	}
	typ := reflect.TypeOf(ptr)
	if d.isRoot[pkg] {
		return set(ptr, d.live[factKey{obj: obj, typ: typ}])
	}
	e := d.entry(pkg)
	if e == nil {
		return false
	}
	path, err := objectpath.For(obj)
	if err != nil {
		return false // not nameable from another package: see keep
	}
	for _, f := range e.objs[path] {
		if reflect.TypeOf(f) == typ {
			return set(ptr, f)
		}
	}
	return false
}

// importPackageFact is importObjectFact for package facts.
func (d *driver) importPackageFact(pkg *types.Package, ptr analysis.Fact) bool {
	typ := reflect.TypeOf(ptr)
	if d.isRoot[pkg] {
		return set(ptr, d.livePkg[factKey{pkg: pkg, typ: typ}])
	}
	e := d.entry(pkg)
	if e == nil {
		return false
	}
	for _, f := range e.pkg {
		if reflect.TypeOf(f) == typ {
			return set(ptr, f)
		}
	}
	return false
}

// entry returns the cached facts of the dependency pkg, or nil, noting a
// miss, if the cache has none that hold.
func (d *driver) entry(pkg *types.Package) *pkgFacts {
	e := d.facts.get(pkg.Path())
	if e == nil || !d.holds(e) {
		d.miss = true
		return nil
	}
	return e
}

// set copies the fact f, if any, into ptr and reports whether it did.
func set(ptr, f analysis.Fact) bool {
	if f == nil {
		return false
	}
	reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(f).Elem())
	return true
}
