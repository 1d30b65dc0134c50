// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package typesutil holds the questions about types that urilint's
// analysis and its test policy both ask.
package typesutil

import (
	"go/ast"
	"go/types"
	"strings"
	"unicode"
	"unicode/utf8"
)

// IsString reports whether t is a string type.
func IsString(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := types.Unalias(t).Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// IsNamed reports whether t is the named type path.name.
func IsNamed(t types.Type, path, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path && n.Obj().Name() == name
}

// IsURL reports whether t is net/url.URL or a pointer to it.
func IsURL(t types.Type) bool {
	if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
		t = ptr.Elem()
	}
	return IsNamed(t, "net/url", "URL")
}

// FuncPkgPath returns the package path of a function name as
// types.Func.FullName writes it: "net/url.Parse" and "(*net/url.URL).Parse"
// give "net/url".
func FuncPkgPath(name string) string {
	name = strings.TrimLeft(name, "(*")
	if i := strings.IndexByte(name, ')'); i >= 0 {
		name = name[:i]
	}
	// The name after the package's path has no dot; the path's last
	// element may ("github.com/nats-io/nats.go.Connect").
	if dot := strings.LastIndexByte(name, '.'); dot > strings.LastIndexByte(name, '/') {
		return name[:dot]
	}
	return name
}

// IsExample reports whether fd is an Example function, as go test finds
// them: a top-level func named "Example", or "Example" and a suffix that
// does not start with a lower-case letter, without parameters or
// results.
func IsExample(fd *ast.FuncDecl) bool {
	if fd.Recv != nil || fd.Type.Params.NumFields() != 0 || fd.Type.Results.NumFields() != 0 {
		return false
	}
	rest, ok := strings.CutPrefix(fd.Name.Name, "Example")
	if !ok {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return rest == "" || !unicode.IsLower(r)
}
