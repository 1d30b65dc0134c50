// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command stream measures a design for urilint's standalone driver (a
// row of testdata/bench/run.sh): no export data and no go vet. The go
// command lists the packages (it runs cgo where a package uses it, and
// compiles nothing); then every package is parsed and type-checked from
// source once, in dependency order, as soon as the packages it imports
// are done, on GOMAXPROCS workers; urilint and what it requires run on it
// at once, with facts kept in memory; its syntax and type information
// are dropped there, and its types once every package that imports it
// is done. Packages of more than 4 MB of source are done one at a time,
// under a soft memory limit of 1300 MiB (GOMEMLIMIT overrides it). It
// prints the findings in the roots, as go vet does.
//
// It is a measurement, not a driver: no cache (a content-keyed cache of
// facts and findings is the other half of the design), no -fix, no
// output formats. Build it here and run it in a module, as urilint is:
//
//	go build -o /tmp/stream ./testdata/bench/stream
//	cd MODULE && /tmp/stream [-test=false] ./...
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"reflect"
	"runtime"
	"runtime/debug"
	"sort"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/analyzer"
)

func main() {
	tests := flag.Bool("test", true, "analyze test packages too, as urilint does by default")
	flag.Parse()
	if os.Getenv("GOMEMLIMIT") == "" {
		// A soft limit: the collector works harder near it rather than
		// let the heap double.
		debug.SetMemoryLimit(1300 << 20)
	}
	cfg := &packages.Config{
		Mode:  packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports | packages.NeedDeps | packages.NeedModule | packages.NeedTypesSizes,
		Tests: *tests,
	}
	roots, err := packages.Load(cfg, flag.Args()...)
	if err != nil {
		fmt.Fprintln(os.Stderr, "stream:", err)
		os.Exit(1)
	}
	d := &driver{
		fset:  token.NewFileSet(),
		nodes: map[*packages.Package]*node{},
		facts: map[factKey]analysis.Fact{},
		order: requiresOrder(analyzer.WithCategory(analyzer.Analyzer)),
		root:  map[*packages.Package]bool{},
	}
	for _, p := range roots {
		d.root[p] = true
	}
	packages.Visit(roots, nil, func(p *packages.Package) {
		n := &node{pkg: p}
		for _, imp := range p.Imports {
			dep := d.nodes[imp]
			dep.users = append(dep.users, n)
			dep.pending++
			n.imports = append(n.imports, dep)
			n.waiting++
		}
		d.nodes[p] = n
	})
	d.run()
	sort.Strings(d.out)
	for _, line := range d.out {
		fmt.Println(line)
	}
	fmt.Fprintf(os.Stderr, "stream: %d packages, %d findings, %d type errors\n", len(d.nodes), len(d.out), d.typeErrors)
	if len(d.out) > 0 {
		os.Exit(3)
	}
}

// A node is a package and where it stands.
type node struct {
	pkg     *packages.Package
	imports []*node
	users   []*node // the packages that import it
	waiting int     // the imports not done yet
	pending int     // the users not done yet: until then, types is kept
	types   *types.Package
}

// A factKey names a fact by its object's position, unique in the one
// FileSet of the run (an object without one takes no fact), or by its
// package's path: the facts hold no types.Object, so that a package's
// types can be dropped once the packages that import it are done.
type factKey struct {
	pos  token.Pos
	path string
	typ  reflect.Type
}

type driver struct {
	fset  *token.FileSet
	nodes map[*packages.Package]*node
	order []*analysis.Analyzer // urilint and what it requires, each after its requirements
	root  map[*packages.Package]bool

	big        sync.Mutex // held while a heavy package is done
	mu         sync.Mutex
	facts      map[factKey]analysis.Fact
	out        []string
	typeErrors int
}

// run does every package once its imports are done, on GOMAXPROCS
// workers.
func (d *driver) run() {
	ready := make(chan *node, len(d.nodes))
	for _, n := range d.nodes {
		if n.waiting == 0 {
			ready <- n
		}
	}
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		left = len(d.nodes)
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for n := range ready {
				d.do(n)
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

// do type-checks n from source, analyzes it and keeps only its types.
func (d *driver) do(n *node) {
	p := n.pkg
	if p.PkgPath == "unsafe" {
		n.types = types.Unsafe
		return
	}
	if d.heavy(p) {
		// The peak memory is that of the largest packages type-checked
		// at the same time: one at a time.
		d.big.Lock()
		defer d.big.Unlock()
	}
	var files []*ast.File
	for _, name := range p.CompiledGoFiles {
		f, err := parser.ParseFile(d.fset, name, nil, parser.ParseComments|parser.SkipObjectResolution)
		if f == nil {
			d.mu.Lock()
			d.typeErrors++
			d.mu.Unlock()
			fmt.Fprintln(os.Stderr, "stream:", err)
			continue
		}
		files = append(files, f)
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
	var typeErrors []types.Error
	conf := &types.Config{
		Importer: importer(func(path string) (*types.Package, error) {
			imp, ok := p.Imports[path]
			if !ok {
				return nil, fmt.Errorf("no package %q", path)
			}
			return d.nodes[imp].types, nil
		}),
		Sizes: p.TypesSizes,
		Error: func(err error) { typeErrors = append(typeErrors, err.(types.Error)) },
	}
	var module *analysis.Module
	if m := p.Module; m != nil {
		conf.GoVersion = "go" + m.GoVersion
		module = &analysis.Module{Path: m.Path, Version: m.Version, GoVersion: m.GoVersion}
	}
	tpkg, _ := conf.Check(p.PkgPath, d.fset, files, info)
	n.types = tpkg
	if len(typeErrors) > 0 {
		d.mu.Lock()
		d.typeErrors += len(typeErrors)
		d.mu.Unlock()
	}
	results := map[*analysis.Analyzer]any{}
	for _, a := range d.order {
		pass := &analysis.Pass{
			Analyzer:   a,
			Fset:       d.fset,
			Files:      files,
			OtherFiles: p.OtherFiles,
			Pkg:        tpkg,
			TypesInfo:  info,
			TypesSizes: p.TypesSizes,
			TypeErrors: typeErrors,
			Module:     module,
			ResultOf:   results,
			Report: func(diag analysis.Diagnostic) {
				if !d.root[p] {
					return
				}
				line := fmt.Sprintf("%s: %s", d.fset.Position(diag.Pos), diag.Message)
				d.mu.Lock()
				d.out = append(d.out, line)
				d.mu.Unlock()
			},
			ReadFile: os.ReadFile,
			ImportObjectFact: func(obj types.Object, fact analysis.Fact) bool {
				return obj.Pos().IsValid() && d.importFact(factKey{pos: obj.Pos(), typ: reflect.TypeOf(fact)}, fact)
			},
			ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
				if obj.Pos().IsValid() {
					d.exportFact(factKey{pos: obj.Pos(), typ: reflect.TypeOf(fact)}, fact)
				}
			},
			ImportPackageFact: func(pkg *types.Package, fact analysis.Fact) bool {
				return d.importFact(factKey{path: pkg.Path(), typ: reflect.TypeOf(fact)}, fact)
			},
			ExportPackageFact: func(fact analysis.Fact) {
				d.exportFact(factKey{path: tpkg.Path(), typ: reflect.TypeOf(fact)}, fact)
			},
			AllObjectFacts:  func() []analysis.ObjectFact { panic("stream: AllObjectFacts is not served") },
			AllPackageFacts: func() []analysis.PackageFact { panic("stream: AllPackageFacts is not served") },
		}
		res, err := a.Run(pass)
		if err != nil {
			fmt.Fprintf(os.Stderr, "stream: %s on %s: %v\n", a.Name, p.PkgPath, err)
		}
		results[a] = res
	}
	// files, info and results go here: only tpkg stays.
}

// heavyBytes is the size of source from which a package is heavy: the
// type checker holds several times its source in memory.
const heavyBytes = 4 << 20

// heavy reports whether p's source is larger than heavyBytes.
func (d *driver) heavy(p *packages.Package) bool {
	var size int64
	for _, name := range p.CompiledGoFiles {
		if fi, err := os.Stat(name); err == nil {
			size += fi.Size()
		}
	}
	return size > heavyBytes
}

func (d *driver) importFact(k factKey, fact analysis.Fact) bool {
	d.mu.Lock()
	f, ok := d.facts[k]
	d.mu.Unlock()
	if ok {
		reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(f).Elem())
	}
	return ok
}

func (d *driver) exportFact(k factKey, fact analysis.Fact) {
	d.mu.Lock()
	d.facts[k] = fact
	d.mu.Unlock()
}

type importer func(path string) (*types.Package, error)

func (f importer) Import(path string) (*types.Package, error) { return f(path) }

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
