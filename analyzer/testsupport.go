// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Code that exists only for tests follows the test rules for
// credentials (DESIGN.md): a function that takes a testing.TB (or a
// *testing.T, B or F), what only such functions read, and a package
// whose every exported function takes one. A go/analysis pass cannot
// see a package's importers, so "imported only by tests" is not a rule
// it can use; a helper's signature says what it is for.

// testSupport reports whether pos, in a file that is not a test, is in
// code that exists only for tests.
func (c *checker) testSupport(pos token.Pos) bool {
	decl := c.declAt(pos)
	if decl == nil {
		return false
	}
	if c.supportPkg() {
		return true
	}
	switch d := decl.(type) {
	case *ast.FuncDecl:
		if takesTB(c.pass.TypesInfo, d.Type) {
			return true
		}
		// An unexported function only tests' helpers call.
		fn, _ := c.pass.TypesInfo.Defs[d.Name].(*types.Func)
		return fn != nil && !fn.Exported() && d.Recv == nil && c.readOnlyByTB(fn)
	case *ast.GenDecl:
		// An unexported constant or variable only tests' helpers read.
		for _, spec := range d.Specs {
			vs, ok := spec.(*ast.ValueSpec)
			if !ok || pos < vs.Pos() || pos >= vs.End() {
				continue
			}
			for _, name := range vs.Names {
				obj := c.pass.TypesInfo.Defs[name]
				if obj == nil || obj.Exported() || !c.readOnlyByTB(obj) {
					return false
				}
			}
			return len(vs.Names) > 0
		}
	}
	return false
}

// declAt returns the top-level declaration of the package that holds
// pos, in a file that is not a test.
func (c *checker) declAt(pos token.Pos) ast.Decl {
	for _, f := range c.pass.Files {
		if pos < f.FileStart || pos >= f.FileEnd {
			continue
		}
		if c.files.test[c.pass.Fset.File(pos)] {
			return nil
		}
		for _, d := range f.Decls {
			if d.Pos() <= pos && pos < d.End() {
				return d
			}
		}
	}
	return nil
}

// supportPkg reports whether the package is one that exists for tests:
// it has exported functions, and each takes a testing.TB. Memoized.
func (c *checker) supportPkg() bool {
	if c.support != 0 {
		return c.support > 0
	}
	some, all := false, true
	for _, f := range c.pass.Files {
		if c.files.test[c.pass.Fset.File(f.Pos())] {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || !fd.Name.IsExported() {
				continue
			}
			some = true
			all = all && takesTB(c.pass.TypesInfo, fd.Type)
		}
	}
	c.support = -1
	if some && all {
		c.support = 1
	}
	return c.support > 0
}

// readOnlyByTB reports whether every use of obj is in a test file or in
// the body of a function that takes a testing.TB (or in a function
// literal inside one).
func (c *checker) readOnlyByTB(obj types.Object) bool {
	uses, ok := c.values.usesOf(obj)
	if !ok || len(uses) == 0 {
		return false
	}
	for _, u := range uses {
		if c.files.test[c.pass.Fset.File(u.Node().Pos())] {
			continue // a test reads it
		}
		tb := false
		for cur := range u.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
			if ft, _ := funcParts(cur.Node()); takesTB(c.pass.TypesInfo, ft) {
				tb = true
				break
			}
		}
		if !tb {
			return false
		}
	}
	return true
}

// takesTB reports whether a function of type ft takes a testing.TB, a
// *testing.T, a *testing.B or a *testing.F.
func takesTB(info *types.Info, ft *ast.FuncType) bool {
	if ft == nil || ft.Params == nil {
		return false
	}
	for _, field := range ft.Params.List {
		t := info.TypeOf(field.Type)
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		n, ok := t.(*types.Named)
		if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != "testing" {
			continue
		}
		switch n.Obj().Name() {
		case "TB", "T", "B", "F":
			return true
		}
	}
	return false
}
