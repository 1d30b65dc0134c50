// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package driver

import (
	"crypto/sha256"
	"fmt"
	"go/token"
	"go/types"
	"hash"
	"path/filepath"
)

// apiHash returns the hash of what pkg's importers see of it when they
// type-check: each package-level object, as types.ObjectString writes it
// (its kind, name, type and a constant's value), with the methods and
// struct fields of its named types, and where each is declared (file
// name, line, column: an importer's finding may name the place). It is
// a function of pkg's own declarations alone: unlike its export data,
// it records no position of an imported object, which differs between
// a type-check against the imports' source and one against their
// export data.
func apiHash(fset *token.FileSet, pkg *types.Package) [sha256.Size]byte {
	h := sha256.New()
	qual := func(p *types.Package) string { return p.Path() }
	write := func(obj types.Object) {
		pos := fset.Position(obj.Pos())
		fmt.Fprintf(h, "%s @%s:%d:%d\n", types.ObjectString(obj, qual), filepath.Base(pos.Filename), pos.Line, pos.Column)
	}
	fmt.Fprintf(h, "package %s %s\n", pkg.Path(), pkg.Name())
	scope := pkg.Scope()
	for _, name := range scope.Names() { // sorted
		obj := scope.Lookup(name)
		write(obj)
		tn, ok := obj.(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue // an alias's methods are its target's, declared where it is
		}
		writeNamed(h, tn.Type(), write)
	}
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return sum
}

// writeNamed writes the methods and struct fields of the named type t.
func writeNamed(h hash.Hash, t types.Type, write func(types.Object)) {
	named, ok := t.(*types.Named)
	if !ok {
		return
	}
	for m := range named.Methods() {
		write(m)
	}
	if st, ok := named.Underlying().(*types.Struct); ok {
		for f := range st.Fields() {
			if f.Pkg() == named.Obj().Pkg() {
				write(f) // not the fields of type T other.S, declared there
			}
		}
	}
	fmt.Fprintln(h)
}
