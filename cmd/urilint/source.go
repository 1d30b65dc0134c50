// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

// The source driver (URILINT_DRIVER=source): urilint ./... without go
// vet and without export data from the compiler. On a large module the
// go-vet driver's first run is the go command compiling every dependency
// for its export data (7 minutes and a 3.3 GB compiler process on
// prometheus); the analysis itself is a small part of it.
//
// Here the go command only lists the packages (it runs cgo where a
// package uses it, and compiles nothing). Each package is keyed by a hash
// of its inputs: its files (their content; a file of the module cache or
// GOROOT, which do not change in place, by path, size and time), its
// imports' keys, the Go release, the build environment, urilint's
// executable and its analyzer flags. A package whose findings are in the
// cache under its key is done. Otherwise it and the packages it needs
// are done in dependency order on GOMAXPROCS workers, each as soon as its
// imports are: a package with facts and export data in the cache is read
// from there; any other is parsed and type-checked from source and
// analyzed, and its findings, facts and export data go to the cache. A
// package's syntax is dropped once it is analyzed, and its types once
// every package that imports it is done; packages of more than 4 MB of
// source are type-checked one at a time, under a soft memory limit of
// 1300 MiB (GOMEMLIMIT overrides it).
//
// Facts are kept by package and objectpath, as go vet keeps them: a fact
// on an object that objectpath cannot name is seen only in its own
// package.

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/urilint/urilint/analyzer"
)

// A goError is the go command's own error text.
type goError string

func (e goError) Error() string { return string(e) }

// goEnv returns the values of the go command's environment variables
// vars, run in dir.
func goEnv(dir string, vars ...string) (map[string]string, error) {
	cmd := exec.Command("go", append([]string{"env", "-json"}, vars...)...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go env: %v", err)
	}
	env := map[string]string{}
	err = json.Unmarshal(out, &env)
	return env, err
}

// useSource reports whether urilint ./... runs the source driver.
func useSource(o *options) bool {
	return os.Getenv("URILINT_DRIVER") == "source"
}

// A srcNode is a package of a source run and where it stands.
type srcNode struct {
	pkg     *packages.Package
	key     cacheKey
	imports []*srcNode
	users   []*srcNode // the needed packages that import it

	root    bool // its findings are asked for
	need    bool // done in this run: analyzed, or read from the cache
	analyze bool // analyzed from source (else read from the cache)
	failed  bool // it, or a package it imports, does not load or type-check

	waiting int // imports not done yet
	pending int // users not done yet: until then, types is kept
	types   *types.Package

	factsMu sync.Mutex
	facts   map[factKey]analysis.Fact // nil until known
}

// A factKey names a fact of a package: an object's fact by the object's
// path, the package's fact by "".
type factKey struct {
	obj objectpath.Path
	typ reflect.Type
}

// sourceStats counts what a source run did.
type sourceStats struct {
	packages int // listed, unsafe aside
	cached   int // roots whose findings came from the cache
	analyzed int // type-checked from source and analyzed
	loaded   int // read from the cache: export data and facts
}

// A sourceRun is one run of the source driver.
type sourceRun struct {
	fset      *token.FileSet
	sizes     types.Sizes
	order     []*analysis.Analyzer // urilint and what it requires, each after its requirements
	factTypes map[string]reflect.Type
	cache     *cache
	errOut    *bytes.Buffer // load and type errors, printed once done
	progress  *progress

	big    sync.Mutex // held while a heavy package is done
	export sync.Mutex // held while export data is read
	mu     sync.Mutex
	tree   tree
	failed bool
	stats  sourceStats
}

// collectSourceRun runs the source driver on o's packages with the
// cache in cacheEnv's directory (without one if it cannot be opened),
// telling p, if not nil, how far it is.
func collectSourceRun(o *options, p *progress) (tree, bool, error) {
	c, err := openCache("")
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v; running without a cache\n", err)
		c = nil
	}
	if p != nil {
		p.begin()
		defer p.stop()
	}
	t, failed, _, err := collectSource(o, "", c, p)
	c.trim()
	return t, failed, err
}

// collectSource runs the source driver on o's packages, in dir ("" for
// the current directory), with its cache in c, and returns the findings
// of the packages o names (the checker's JSON tree), and whether a
// package failed to load or type-check (said on stderr). p, if not nil,
// hears of each package done.
func collectSource(o *options, dir string, c *cache, p *progress) (tree, bool, sourceStats, error) {
	if os.Getenv("GOMEMLIMIT") == "" {
		// A soft limit: the collector works harder near it rather than
		// let the heap double.
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(1300 << 20))
	}
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
			packages.NeedDeps | packages.NeedModule,
		Tests: o.test,
		Dir:   dir,
	}
	// The go command's environment, asked while it lists the packages.
	type envResult struct {
		env map[string]string
		err error
	}
	envc := make(chan envResult, 1)
	go func() {
		env, err := goEnv(dir, "GOMODCACHE", "GOROOT", "GOARCH")
		envc <- envResult{env, err}
	}()
	roots, err := packages.Load(cfg, o.args...)
	e := <-envc
	if err != nil {
		// go/packages wraps the go command's words ("err: exit status
		// 1: stderr: go: errors parsing go.mod: ..."); they are what a
		// user needs, as go vet prints them.
		msg := err.Error()
		if _, stderr, ok := strings.Cut(msg, "stderr: "); ok {
			msg = strings.TrimSpace(stderr)
		}
		return nil, false, sourceStats{}, goError(msg)
	}
	err = e.err
	if err != nil {
		return nil, false, sourceStats{}, err
	}
	sizes := types.SizesFor("gc", e.env["GOARCH"])
	if sizes == nil {
		return nil, false, sourceStats{}, fmt.Errorf("unknown GOARCH %q", e.env["GOARCH"])
	}
	var readOnly []string // folders whose files do not change in place
	for _, v := range []string{"GOMODCACHE", "GOROOT"} {
		if d := e.env[v]; filepath.IsAbs(d) {
			readOnly = append(readOnly, filepath.Clean(d)+string(filepath.Separator))
		}
	}
	a := analyzer.WithCategory(analyzer.New(o.config))
	r := &sourceRun{
		fset:      token.NewFileSet(),
		sizes:     sizes,
		order:     requiresOrder(a),
		factTypes: map[string]reflect.Type{},
		cache:     c,
		errOut:    new(bytes.Buffer),
		progress:  p,
		tree:      tree{},
	}
	for _, a := range r.order {
		for _, f := range a.FactTypes {
			t := reflect.TypeOf(f)
			r.factTypes[t.String()] = t
		}
	}

	// The packages, each after its imports, and their keys.
	salt, err := salt(o, e.env["GOARCH"])
	if err != nil {
		return nil, false, sourceStats{}, err
	}
	nodes := map[*packages.Package]*srcNode{}
	var all []*srcNode
	packages.Visit(roots, nil, func(p *packages.Package) {
		n := &srcNode{pkg: p}
		for _, path := range slices.Sorted(maps.Keys(p.Imports)) {
			n.imports = append(n.imports, nodes[p.Imports[path]])
		}
		n.key = packageKey(salt, readOnly, p, func(p *packages.Package) cacheKey { return nodes[p].key })
		nodes[p] = n
		all = append(all, n)
	})
	for _, p := range roots {
		nodes[p].root = true
	}
	for _, n := range all {
		if n.pkg.PkgPath != "unsafe" { // which has no source
			r.stats.packages++
		}
	}

	// The roots whose findings are cached are done; the others need
	// themselves and every package they import.
	var mark func(n *srcNode)
	mark = func(n *srcNode) {
		if n.need {
			return
		}
		n.need = true
		for _, imp := range n.imports {
			mark(imp)
		}
	}
	for _, n := range all {
		if !n.root {
			continue
		}
		if data, ok := c.get(n.key, "d"); ok && json.Valid(data) {
			r.add(n, data)
			r.stats.cached++
			continue
		}
		mark(n)
	}
	var needed []*srcNode
	for _, n := range all {
		if !n.need {
			continue
		}
		needed = append(needed, n)
		n.analyze = !c.has(n.key, "x") || !c.has(n.key, "f")
		for _, imp := range n.imports {
			imp.users = append(imp.users, n)
			imp.pending++
			n.waiting++
		}
	}
	if p != nil {
		p.setTotal(len(needed))
	}
	r.run(needed)
	os.Stderr.Write(r.errOut.Bytes())
	return r.tree, r.failed, r.stats, nil
}

// add records data, the JSON findings of root n, in the tree.
func (r *sourceRun) add(n *srcNode, data []byte) {
	if string(data) == "null" || string(data) == "[]" {
		return
	}
	r.mu.Lock()
	r.tree[n.pkg.ID] = map[string]json.RawMessage{"urilint": data}
	r.mu.Unlock()
}

// run does the needed packages, each once its imports are done, on
// GOMAXPROCS workers.
func (r *sourceRun) run(needed []*srcNode) {
	if len(needed) == 0 {
		return
	}
	ready := make(chan *srcNode, len(needed))
	for _, n := range needed {
		if n.waiting == 0 {
			ready <- n
		}
	}
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		left = len(needed)
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for n := range ready {
				r.do(n)
				if r.progress != nil {
					r.progress.note(n.pkg.ID)
				}
				mu.Lock()
				for _, u := range n.users {
					if u.waiting--; u.waiting == 0 {
						ready <- u
					}
				}
				// Types no package will import again are dropped.
				for _, imp := range n.imports {
					if imp.pending--; imp.pending == 0 {
						imp.types = nil
					}
				}
				if n.pending == 0 {
					n.types = nil
				}
				if left--; left == 0 {
					close(ready)
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
}

// do reads n from the cache or analyzes it.
func (r *sourceRun) do(n *srcNode) {
	p := n.pkg
	defer func() {
		// A bug must cost one package, not the run: the others are
		// still reported, and the exit status says something failed.
		if e := recover(); e != nil {
			r.fail(n, fmt.Sprintf("internal error: %v\n%s", e, debug.Stack()))
		}
	}()
	if p.PkgPath == "unsafe" {
		n.types = types.Unsafe
		n.facts = map[factKey]analysis.Fact{}
		return
	}
	for _, imp := range n.imports {
		if imp.failed {
			r.fail(n, fmt.Sprintf("analysis skipped: package %s does not load", imp.pkg.PkgPath))
			return
		}
	}
	if !n.analyze {
		if err := r.load(n); err == nil {
			r.mu.Lock()
			r.stats.loaded++
			r.mu.Unlock()
			return
		}
		n.analyze = true // a damaged entry: redo it
	}
	r.analyze(n)
}

// fail marks n as failed, and the run with it. A root's failure is
// recorded in the tree with msg, as the checker reports a package it
// could not analyze, unless msg is "" (the go command said why).
func (r *sourceRun) fail(n *srcNode, msg string) {
	n.failed = true
	r.mu.Lock()
	defer r.mu.Unlock()
	r.failed = true
	if n.root && msg != "" {
		data, _ := json.Marshal(map[string]string{"error": msg})
		r.tree[n.pkg.ID] = map[string]json.RawMessage{"urilint": data}
	}
}

// load reads n's types from its export data in the cache; its facts are
// read when first asked for.
func (r *sourceRun) load(n *srcNode) error {
	data, ok := r.cache.get(n.key, "x")
	if !ok {
		return errors.New("no export data")
	}
	// The export data names the packages n's API refers to; each must be
	// the one already loaded, found through n's imports.
	view := map[string]*types.Package{}
	var walk func(pkg *types.Package)
	walk = func(pkg *types.Package) {
		if pkg == nil || view[pkg.Path()] != nil {
			return
		}
		view[pkg.Path()] = pkg
		for _, imp := range pkg.Imports() {
			walk(imp)
		}
	}
	for _, imp := range n.imports {
		walk(imp.types)
	}
	r.export.Lock()
	defer r.export.Unlock()
	pkg, err := gcexportdata.Read(bytes.NewReader(data), r.fset, view, n.pkg.PkgPath)
	if err != nil {
		return err
	}
	n.types = pkg
	return nil
}

// heavyBytes is the size of source from which a package is heavy: the
// type checker holds several times its source in memory.
const heavyBytes = 4 << 20

// heavy reports whether p's source is larger than heavyBytes.
func heavy(p *packages.Package) bool {
	var size int64
	for _, name := range p.CompiledGoFiles {
		if fi, err := os.Stat(name); err == nil {
			size += fi.Size()
		}
	}
	return size > heavyBytes
}

// analyze type-checks n from source, analyzes it and caches what it
// found; only its types stay in memory.
func (r *sourceRun) analyze(n *srcNode) {
	p := n.pkg
	if heavy(p) {
		// The peak memory is that of the largest packages type-checked
		// at the same time: one at a time.
		r.big.Lock()
		defer r.big.Unlock()
	}
	var errs []string
	for _, e := range p.Errors {
		if e.Pos == "" || e.Pos == "-" {
			errs = append(errs, e.Msg) // the go command's own words
		} else {
			errs = append(errs, e.Error())
		}
	}
	var files []*ast.File
	for _, name := range p.CompiledGoFiles {
		f, err := parser.ParseFile(r.fset, name, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			errs = append(errs, err.Error())
		}
		if f != nil {
			files = append(files, f)
		}
	}
	info := &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		Scopes:       map[ast.Node]*types.Scope{},
		FileVersions: map[*ast.File]string{},
	}
	conf := &types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			imp, ok := p.Imports[path]
			if !ok {
				return nil, fmt.Errorf("no package %q", path)
			}
			for _, n := range n.imports {
				if n.pkg == imp && n.types != nil {
					return n.types, nil
				}
			}
			return nil, fmt.Errorf("package %q is not loaded", path)
		}),
		Sizes: r.sizes,
		Error: func(err error) { errs = append(errs, err.Error()) },
	}
	var module *analysis.Module
	if m := p.Module; m != nil {
		conf.GoVersion = "go" + m.GoVersion
		module = &analysis.Module{Path: m.Path, Version: m.Version, GoVersion: m.GoVersion}
	}
	tpkg, _ := conf.Check(p.PkgPath, r.fset, files, info)
	n.types = tpkg
	r.mu.Lock()
	r.stats.analyzed++
	r.mu.Unlock()
	if len(errs) > 0 {
		r.mu.Lock()
		for _, e := range slices.Compact(errs) {
			fmt.Fprintf(r.errOut, "%s\n", e)
		}
		r.mu.Unlock()
		msg := "analysis skipped due to errors in package"
		if len(p.GoFiles) == 0 && len(p.CompiledGoFiles) == 0 {
			// Not a package but a pattern that matched none, or a
			// directory without one: the go command's words say it all.
			msg = ""
		}
		r.fail(n, msg)
		return
	}

	// The packages n depends on, by path (each path is once in n's
	// graph), found when a fact is first asked for.
	var deps map[string]*srcNode
	dep := func(path string) *srcNode {
		if deps == nil {
			deps = map[string]*srcNode{}
			var walk func(d *srcNode)
			walk = func(d *srcNode) {
				if deps[d.pkg.PkgPath] != nil {
					return
				}
				deps[d.pkg.PkgPath] = d
				for _, imp := range d.imports {
					walk(imp)
				}
			}
			for _, imp := range n.imports {
				walk(imp)
			}
		}
		return deps[path]
	}
	type localKey struct {
		obj types.Object
		typ reflect.Type
	}
	local := map[localKey]analysis.Fact{}
	var pkgFacts []analysis.Fact
	enc := new(objectpath.Encoder)
	importFact := func(obj types.Object, fact analysis.Fact) bool {
		var f analysis.Fact
		if obj.Pkg() == nil {
			return false // the universe's objects take no facts
		} else if obj.Pkg() == tpkg {
			f = local[localKey{obj, reflect.TypeOf(fact)}]
		} else if d := dep(obj.Pkg().Path()); d != nil {
			path, err := enc.For(obj)
			if err != nil {
				return false
			}
			f = r.factsOf(d)[factKey{path, reflect.TypeOf(fact)}]
		}
		if f == nil {
			return false
		}
		reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(f).Elem())
		return true
	}

	var diags []analysis.Diagnostic
	results := map[*analysis.Analyzer]any{}
	var runErr error
	for _, a := range r.order {
		pass := &analysis.Pass{
			Analyzer:   a,
			Fset:       r.fset,
			Files:      files,
			OtherFiles: p.OtherFiles,
			Pkg:        tpkg,
			TypesInfo:  info,
			TypesSizes: r.sizes,
			Module:     module,
			ResultOf:   results,
			Report: func(d analysis.Diagnostic) {
				if a == r.order[len(r.order)-1] {
					diags = append(diags, d)
				}
			},
			ReadFile:         os.ReadFile,
			ImportObjectFact: importFact,
			ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
				if obj.Pkg() != tpkg {
					panic(fmt.Sprintf("%s: fact %T exported for %s, of another package", a.Name, fact, obj))
				}
				local[localKey{obj, reflect.TypeOf(fact)}] = fact
			},
			ImportPackageFact: func(pkg *types.Package, fact analysis.Fact) bool {
				var f analysis.Fact
				if pkg == tpkg {
					for _, pf := range pkgFacts {
						if reflect.TypeOf(pf) == reflect.TypeOf(fact) {
							f = pf
						}
					}
				} else if d := dep(pkg.Path()); d != nil {
					f = r.factsOf(d)[factKey{"", reflect.TypeOf(fact)}]
				}
				if f == nil {
					return false
				}
				reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(f).Elem())
				return true
			},
			ExportPackageFact: func(fact analysis.Fact) {
				pkgFacts = slices.DeleteFunc(pkgFacts, func(f analysis.Fact) bool { return reflect.TypeOf(f) == reflect.TypeOf(fact) })
				pkgFacts = append(pkgFacts, fact)
			},
			AllObjectFacts:  func() []analysis.ObjectFact { panic("urilint: AllObjectFacts is not served") },
			AllPackageFacts: func() []analysis.PackageFact { panic("urilint: AllPackageFacts is not served") },
		}
		res, err := a.Run(pass)
		if err != nil {
			runErr = fmt.Errorf("%s: %v", a.Name, err)
			break
		}
		results[a] = res
	}
	if runErr != nil {
		r.fail(n, runErr.Error())
		return
	}

	// What other packages see: the facts objectpath can name.
	facts := map[factKey]analysis.Fact{}
	for k, f := range local {
		if path, err := enc.For(k.obj); err == nil {
			facts[factKey{path, k.typ}] = f
		}
	}
	for _, f := range pkgFacts {
		facts[factKey{"", reflect.TypeOf(f)}] = f
	}
	n.factsMu.Lock()
	n.facts = facts
	n.factsMu.Unlock()

	found, err := json.Marshal(jsonDiagnostics(r.fset, diags))
	if err != nil {
		r.fail(n, err.Error())
		return
	}
	if n.root {
		r.add(n, found)
	}
	// The findings last: an entry with findings has its facts and export
	// data.
	var x bytes.Buffer
	if err := gcexportdata.Write(&x, r.fset, tpkg); err != nil {
		return
	}
	f, err := r.encodeFacts(facts)
	if err != nil {
		return
	}
	if r.cache.put(n.key, "x", x.Bytes()) == nil && r.cache.put(n.key, "f", f) == nil {
		r.cache.put(n.key, "d", found)
	}
}

// factsOf returns the facts of d, a package done earlier, reading them
// from the cache the first time.
func (r *sourceRun) factsOf(d *srcNode) map[factKey]analysis.Fact {
	d.factsMu.Lock()
	defer d.factsMu.Unlock()
	if d.facts == nil {
		d.facts = map[factKey]analysis.Fact{}
		if data, ok := r.cache.get(d.key, "f"); ok {
			if facts, err := r.decodeFacts(data); err == nil {
				d.facts = facts
			}
		}
	}
	return d.facts
}

// An encodedFact is a fact as the cache keeps it.
type encodedFact struct {
	Obj  string // objectpath, "" for a package fact
	Type string // reflect.Type's String
	Data []byte // gob, as go vet encodes facts
}

// encodeFacts encodes facts for the cache.
func (r *sourceRun) encodeFacts(facts map[factKey]analysis.Fact) ([]byte, error) {
	var list []encodedFact
	for k, f := range facts {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(f); err != nil {
			return nil, err
		}
		list = append(list, encodedFact{string(k.obj), k.typ.String(), buf.Bytes()})
	}
	slices.SortFunc(list, func(a, b encodedFact) int {
		return strings.Compare(a.Obj+" "+a.Type, b.Obj+" "+b.Type)
	})
	var buf bytes.Buffer
	err := gob.NewEncoder(&buf).Encode(list)
	return buf.Bytes(), err
}

// decodeFacts decodes facts encoded by encodeFacts.
func (r *sourceRun) decodeFacts(data []byte) (map[factKey]analysis.Fact, error) {
	var list []encodedFact
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&list); err != nil {
		return nil, err
	}
	facts := map[factKey]analysis.Fact{}
	for _, e := range list {
		t, ok := r.factTypes[e.Type]
		if !ok {
			return nil, fmt.Errorf("unknown fact type %s", e.Type)
		}
		f := reflect.New(t.Elem()).Interface().(analysis.Fact)
		if err := gob.NewDecoder(bytes.NewReader(e.Data)).Decode(f); err != nil {
			return nil, err
		}
		facts[factKey{objectpath.Path(e.Obj), t}] = f
	}
	return facts, nil
}

// jsonDiagnostics returns diags as the checker's JSON writes them.
func jsonDiagnostics(fset *token.FileSet, diags []analysis.Diagnostic) []diagnostic {
	out := []diagnostic{}
	posn := func(pos token.Pos) string { return fset.Position(pos).String() }
	end := func(pos, end token.Pos) string {
		if end.IsValid() {
			return posn(end)
		}
		return posn(pos)
	}
	for _, d := range diags {
		jd := diagnostic{
			Category: d.Category,
			Posn:     posn(d.Pos),
			End:      end(d.Pos, d.End),
			Message:  d.Message,
		}
		for _, fix := range d.SuggestedFixes {
			type edit struct {
				Filename string `json:"filename"`
				Start    int    `json:"start"`
				End      int    `json:"end"`
				New      string `json:"new"`
			}
			var edits []edit
			for _, e := range fix.TextEdits {
				edits = append(edits, edit{fset.Position(e.Pos).Filename, fset.Position(e.Pos).Offset, fset.Position(e.End).Offset, string(e.NewText)})
			}
			data, _ := json.Marshal(struct {
				Message string `json:"message"`
				Edits   []edit `json:"edits"`
			}{fix.Message, edits})
			jd.SuggestedFixes = append(jd.SuggestedFixes, data)
		}
		for _, rel := range d.Related {
			jd.Related = append(jd.Related, struct {
				Posn    string `json:"posn"`
				End     string `json:"end"`
				Message string `json:"message"`
			}{posn(rel.Pos), end(rel.Pos, rel.End), rel.Message})
		}
		out = append(out, jd)
	}
	return out
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// requiresOrder returns a and what it requires, transitively, each after
// what it requires.
func requiresOrder(a *analysis.Analyzer) []*analysis.Analyzer {
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
