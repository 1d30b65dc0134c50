// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package driver

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/urilint/urilint/analyzer/internal/gencode"
)

// NewInfo returns a types.Info with every map an analyzer may read.
func NewInfo() *types.Info {
	return &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		Scopes:       map[ast.Node]*types.Scope{},
		FileVersions: map[*ast.File]string{},
	}
}

// heavyBytes is the size of source from which a package is heavy: the
// type checker holds several times its source in memory.
const heavyBytes = 2 << 20

// analyze type-checks n from src (its files that can change; the others
// are read here) against its imports' export data, analyzes it, writes
// its entry to the cache, keeps its export data for its importers, and
// returns its output hash; false if it failed. Its syntax and types
// from source are dropped when it returns: as the go command and gopls
// do, its importers read its export data, which holds its API alone, not
// the scopes and objects of its function bodies.
func (r *run) analyze(n *node, src map[string][]byte) (outHash, bool) {
	p := n.pkg
	for _, imp := range n.imports {
		if err := r.ensureExport(imp); err != nil {
			r.fail(n, fmt.Sprintf("analysis skipped: %v", err))
			return outHash{}, false
		}
	}
	var size int
	for _, name := range p.CompiledGoFiles {
		if data, ok := src[name]; ok {
			size += len(data)
		} else if fi, err := os.Stat(name); err == nil {
			size += int(fi.Size())
		}
	}
	// The peak memory is that of the packages type-checked at the same
	// time: a heavy package is type-checked alone, not beside another.
	if size > heavyBytes {
		r.heavy.Lock()
		defer r.heavy.Unlock()
	} else {
		r.heavy.RLock()
		defer r.heavy.RUnlock()
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
	defer func() {
		// Once it is done no position in its files is read again (its
		// findings and errors are resolved, its export data written,
		// its importers see its objects where that says): their line
		// tables go.
		for _, f := range files {
			r.fset.RemoveFile(r.fset.File(f.FileStart))
		}
	}()
	var (
		names []string
		datas [][]byte
	)
	for _, name := range p.CompiledGoFiles {
		data, ok := src[name]
		if !ok {
			var err error
			if data, err = os.ReadFile(name); err != nil {
				errs = append(errs, err.Error())
				continue
			}
		}
		names = append(names, name)
		datas = append(datas, data)
	}
	// A package of generated files only, when the analyzers read none:
	// its importers need its types alone, which depend on neither
	// function bodies nor comments. Its files are parsed without
	// comments and their bodies dropped file by file, never all held at
	// once: such packages are the largest (aws-sdk-go-v2's ec2: 14 MB).
	unread := r.cfg.GeneratedUnread && len(names) > 0 && generatedOnly(names, datas)
	mode := parser.ParseComments | parser.SkipObjectResolution
	if unread {
		mode = parser.SkipObjectResolution
	}
	for i, name := range names {
		f, err := parser.ParseFile(r.fset, name, datas[i], mode)
		if err != nil {
			errs = append(errs, err.Error())
		}
		if f == nil {
			continue
		}
		if unread {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
					fd.Body = &ast.BlockStmt{Lbrace: fd.Body.Lbrace, Rbrace: fd.Body.Rbrace}
				}
			}
		} else {
			src[name] = datas[i] // for the analyzers' ReadFile
		}
		files = append(files, f)
	}
	info := NewInfo()
	conf := &types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			imp, ok := p.Imports[path]
			if !ok {
				return nil, fmt.Errorf("no package %q", path)
			}
			for _, d := range n.imports {
				if d.pkg == imp {
					d.mu.Lock()
					defer d.mu.Unlock()
					if d.xtypes != nil {
						return d.xtypes, nil
					}
				}
			}
			return nil, fmt.Errorf("package %q is not loaded", path)
		}),
		Sizes:            r.sizes,
		Error:            func(err error) { errs = append(errs, err.Error()) },
		IgnoreFuncBodies: unread,
	}
	if unread {
		info = nil
	}
	var module *analysis.Module
	if m := p.Module; m != nil {
		conf.GoVersion = "go" + m.GoVersion
		module = &analysis.Module{Path: m.Path, Version: m.Version, GoVersion: m.GoVersion}
	}
	var tpkg *types.Package
	if len(errs) == 0 {
		// A package that does not list or parse is not type-checked: its
		// type errors would only follow from the syntax errors (go vet
		// prints none either).
		tpkg, _ = conf.Check(p.PkgPath, r.fset, files, info)
	}
	r.count(func(s *Stats) { s.Analyzed++ })
	if len(errs) > 0 {
		for _, e := range slices.Compact(errs) {
			r.errorf("%s", e)
		}
		msg := "analysis skipped due to errors in package"
		if len(p.GoFiles) == 0 && len(p.CompiledGoFiles) == 0 {
			// Not a package but a pattern that matched none, or a
			// directory without one: the go command's words say it all.
			msg = ""
		}
		r.fail(n, msg)
		return outHash{}, false
	}
	var (
		diags []Diagnostic
		facts = map[factKey]analysis.Fact{}
	)
	if unread {
		r.count(func(s *Stats) { s.Unread++ })
	} else {
		var err error
		diags, facts, err = r.runAnalyzers(n, tpkg, files, info, module, src)
		if err != nil {
			r.fail(n, err.Error())
			return outHash{}, false
		}
	}
	n.mu.Lock()
	n.facts = facts
	n.mu.Unlock()
	r.report(n, diags)

	var x bytes.Buffer
	if err := gcexportdata.Write(&x, r.fset, tpkg); err != nil {
		r.fail(n, fmt.Sprintf("writing export data: %v", err))
		return outHash{}, false
	}
	f, err := r.encodeFacts(facts)
	if err != nil {
		r.fail(n, fmt.Sprintf("encoding facts: %v", err))
		return outHash{}, false
	}
	api := apiHash(r.fset, tpkg)
	out, err := r.put(n.key, &entryBody{Diagnostics: diags, Facts: f, Export: x.Bytes(), API: api[:]})
	if err != nil {
		// The findings are still right; the next run analyzes it again.
		// One line per run, not one per package: the cause (a full
		// disk, a directory not writable) is the same for all, and
		// the run tries no other write. What the cache held already is
		// still read.
		r.cacheFailed.Do(func() { r.errorf("urilint: %v; running without a cache", err) })
	}
	n.mu.Lock()
	n.export = x.Bytes() // read when an importer, or Run's finds, first needs its types
	n.mu.Unlock()
	return out, true
}

// put writes an entry to the run's cache, or, once a write has failed,
// only computes its output hash. Until a write has succeeded, writes are
// one at a time, so that a cache that cannot be written is tried once,
// not once per package analyzed in parallel.
func (r *run) put(key Key, e *entryBody) (outHash, error) {
	cache := r.cfg.Cache
	if !r.wroteOnce.Load() && !r.noWrites.Load() {
		r.firstWrite.Lock()
		defer r.firstWrite.Unlock()
	}
	if r.noWrites.Load() {
		cache = nil // put computes the output hash alone
	}
	out, err := cache.put(key, e)
	if err != nil {
		r.noWrites.Store(true)
	} else if cache != nil {
		r.wroteOnce.Store(true)
	}
	return out, err
}

// generatedOnly reports whether the files names, of content datas, are
// all generated by a tool (gencode.Tool), as their headers say.
func generatedOnly(names []string, datas [][]byte) bool {
	fset := token.NewFileSet() // the headers' positions are not kept
	for i, name := range names {
		f, _ := parser.ParseFile(fset, name, datas[i], parser.PackageClauseOnly|parser.ParseComments)
		if f == nil || gencode.Of(f) != gencode.Tool {
			return false
		}
	}
	return true
}

// runAnalyzers runs the analyzers of the run on n and returns the root
// analyzer's findings and the facts other packages see.
func (r *run) runAnalyzers(n *node, tpkg *types.Package, files []*ast.File, info *types.Info, module *analysis.Module, src map[string][]byte) ([]Diagnostic, map[factKey]analysis.Fact, error) {
	// The packages n depends on, by path (each path is once in n's
	// graph), found when a fact is first asked for.
	var deps map[string]*node
	depFacts := func(path string) map[factKey]analysis.Fact {
		if deps == nil {
			deps = map[string]*node{}
			var walk func(d *node)
			walk = func(d *node) {
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
		if d := deps[path]; d != nil {
			return r.factsOf(d)
		}
		return nil
	}
	u := &unit{
		root:       r.a,
		order:      r.order,
		fset:       r.fset,
		files:      files,
		otherFiles: n.pkg.OtherFiles,
		pkg:        tpkg,
		info:       info,
		sizes:      r.sizes,
		module:     module,
		depFacts:   depFacts,
		readFile: func(name string) ([]byte, error) {
			if data, ok := src[name]; ok {
				return data, nil // the bytes analyzed
			}
			return r.readFile(name)
		},
	}
	diags, facts, err := u.run()
	if err != nil {
		return nil, nil, err
	}
	return diagnostics(r.fset, diags), facts, nil
}

// ensureExport makes sure d, a package done, has its types from export
// data and its facts in memory, read from the export data its analysis
// kept, else from its entry, with those of the packages it imports (a
// package's export data refers to the packages it imports, directly or
// not, each of which must be loaded once).
func (r *run) ensureExport(d *node) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.xtypes != nil {
		return nil
	}
	if d.failed {
		return fmt.Errorf("package %s does not load", d.pkg.PkgPath)
	}
	for _, imp := range d.imports {
		if err := r.ensureExport(imp); err != nil {
			return err
		}
	}
	if d.export == nil {
		e, _, ok := r.cfg.Cache.get(d.key)
		if !ok {
			// Its entry went (or was damaged) after it was read, or it
			// has none: analyze it again, from the same bytes.
			return r.redo(d)
		}
		// An entry another run wrote since under this very key (the
		// same files, imports, build and urilint) may differ from the
		// one read first in its export data's encoding alone: a package
		// type-checked against its imports' source and one against
		// their export data record the imported objects' positions
		// differently. Its types and facts are those of the same
		// inputs; the keys this run gave its importers stay as they are.
		if d.facts == nil {
			facts, err := r.decodeFacts(e.Facts)
			if err != nil {
				return r.redo(d)
			}
			d.facts = facts
		}
		d.export = e.Export
	}
	if err := r.readExport(d); err != nil {
		return r.redo(d)
	}
	return nil
}

// readExport sets d's types from its export data, which it then drops;
// d.mu is held, and its imports have their types.
func (r *run) readExport(d *node) error {
	view := map[string]*types.Package{}
	var walk func(d *node)
	walk = func(d *node) {
		if d.xtypes == nil || view[d.pkg.PkgPath] != nil {
			return
		}
		view[d.pkg.PkgPath] = d.xtypes
		for _, imp := range d.imports {
			walk(imp)
		}
	}
	for _, imp := range d.imports {
		imp.mu.Lock()
		walk(imp)
		imp.mu.Unlock()
	}
	r.export.Lock()
	pkg, err := gcexportdata.Read(bytes.NewReader(d.export), r.fset, view, d.pkg.PkgPath)
	r.export.Unlock()
	d.export = nil
	if err != nil {
		return err
	}
	// Export data lists only the imports its API refers to; analyzers
	// that walk Imports (urilint's reachesSink) need them all, as from
	// source.
	imps := make([]*types.Package, 0, len(d.imports))
	for _, imp := range d.imports {
		imp.mu.Lock()
		imps = append(imps, imp.xtypes)
		imp.mu.Unlock()
	}
	pkg.SetImports(imps)
	d.xtypes = pkg
	r.count(func(s *Stats) { s.Loaded++ })
	return nil
}

// redo analyzes d again, a package whose export data is gone or cannot
// be read, and reads the export data it makes; d.mu is held. Its files
// must be as they were.
func (r *run) redo(d *node) error {
	old := d.files
	src, err := r.keyOf(d)
	if err != nil {
		return err
	}
	for name, sum := range d.files {
		if old[name] != sum {
			return fmt.Errorf("%s changed during the run", name)
		}
	}
	d.mu.Unlock()
	// Its output hash may differ from d.out in the export data's
	// encoding alone (see ensureExport): the types are those of the
	// same inputs.
	_, ok := r.analyze(d, src)
	d.mu.Lock()
	if !ok {
		return fmt.Errorf("package %s does not load", d.pkg.PkgPath)
	}
	if d.export == nil {
		return fmt.Errorf("package %s: no export data", d.pkg.PkgPath)
	}
	return r.readExport(d)
}

// factsOf returns the facts of d, a package done.
func (r *run) factsOf(d *node) map[factKey]analysis.Fact {
	d.mu.Lock()
	facts := d.facts
	d.mu.Unlock()
	if facts != nil {
		return facts
	}
	if err := r.ensureExport(d); err != nil {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.facts
}

// An encodedFact is a fact as the cache keeps it.
type encodedFact struct {
	Obj  string          // objectpath, "" for a package fact
	Type string          // reflect.Type's String
	Data json.RawMessage // the fact's exported fields, as gob would keep them
}

// encodeFacts encodes facts for the cache, as a function of the facts
// alone: the same bytes in every process (gob numbers the types it
// meets per process, so two runs sharing a cache would disagree on a
// package's output hash), sorted by object and type.
func (r *run) encodeFacts(facts map[factKey]analysis.Fact) ([]byte, error) {
	var list []encodedFact
	for k, f := range facts {
		data, err := json.Marshal(f)
		if err != nil {
			return nil, err
		}
		list = append(list, encodedFact{string(k.obj), k.typ.String(), data})
	}
	slices.SortFunc(list, func(a, b encodedFact) int {
		return cmp.Or(strings.Compare(a.Obj, b.Obj), strings.Compare(a.Type, b.Type))
	})
	return json.Marshal(list)
}

// decodeFacts decodes facts encoded by encodeFacts.
func (r *run) decodeFacts(data []byte) (map[factKey]analysis.Fact, error) {
	var list []encodedFact
	if err := json.Unmarshal(data, &list); err != nil {
		return nil, err
	}
	facts := map[factKey]analysis.Fact{}
	for _, e := range list {
		t, ok := r.factTypes[e.Type]
		if !ok {
			return nil, fmt.Errorf("unknown fact type %s", e.Type)
		}
		f := reflect.New(t.Elem()).Interface().(analysis.Fact)
		if err := json.Unmarshal(e.Data, f); err != nil {
			return nil, err
		}
		facts[factKey{objectpath.Path(e.Obj), t}] = f
	}
	return facts, nil
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// goEnv returns the values of the go command's environment variables
// vars, run in dir with env, stopped with ctx.
func goEnv(ctx context.Context, dir string, env []string, vars ...string) (map[string]string, error) {
	cmd := exec.CommandContext(ctx, "go", append([]string{"env", "-json"}, vars...)...)
	cmd.Dir = dir
	cmd.Env = env
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return nil, fmt.Errorf("go env: %v: %s", err, bytes.TrimSpace(ee.Stderr))
		}
		return nil, fmt.Errorf("go env: %v", err)
	}
	m := map[string]string{}
	err = json.Unmarshal(out, &m)
	return m, err
}
