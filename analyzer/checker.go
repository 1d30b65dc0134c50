// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/testpolicy"
)

// A checker checks one package. Its state is grouped by what owns it:
// each group is filled by one phase of run and read by the later ones.
type checker struct {
	pass     *analysis.Pass
	settings *settings

	files  fileSet    // the checked files and what each is
	values valueIndex // constants, locals and control flow, found on first use
	sinks  sinkIndex  // what takes a URI: sinks, wrappers, senders
	urls   urlIndex   // URLs parsed from constants, and where they go
	text   evaluator  // string expressions to templates
	vars   varIndex   // fields and package variables that hold URIs
	tests  roleIndex  // what a test does with each literal
	joins  joinIndex  // bases, resolutions and resolution wrappers
	checks checks     // the checks of templates, and what flows where a URI is not meant
	uses   []*use     // every place a string is used as a URI or a part of one
}

// A varIndex knows the fields and package variables that hold URIs:
// those this package passes to sinks, and other packages' by facts.
type varIndex struct {
	sinks    map[*types.Var]*varFact     // this package's fields and variables passed to sinks (facts for exported ones)
	notURI   map[*types.Var]bool         // this package's fields and variables passed where a URI is not meant
	writes   []varWrite                  // values written to exported fields and variables
	imported map[*types.Var]*varFact     // memo of other packages' facts
	fields   map[*types.Var]*fieldWrites // writes of unexported string fields
}

// A roleIndex holds what the tests of the package do with literals.
type roleIndex struct {
	policy  *testpolicy.Policy
	lit     map[*ast.BasicLit]testpolicy.Role // roles of standalone literals in test files
	useLit  map[*ast.BasicLit]testpolicy.Role // roles of literals in test files, combined over their uses
	written map[*ast.BasicLit]testpolicy.Role // memo of roleOf for values written to fields
}

// A joinIndex holds what join needs: url.URL writes and resolutions.
type joinIndex struct {
	urlVars   map[types.Object]*urlWrites  // writes of url.URL variables and fields
	resolvers map[*types.Func][]resolveArg // this package's resolution wrappers
	imported  map[*types.Func][]resolveArg // memo of other packages' resolution facts
	resolving map[ast.Expr]bool            // references that are a resolution wrapper's own parameter
}

// A urlWrites records the values written to a variable or field of type
// url.URL or *url.URL in this package.
type urlWrites struct {
	values  []ast.Expr // right-hand sides that are known shapes
	unknown bool       // a write whose value cannot be followed
}

// fieldWrites records the values this package writes to a field.
type fieldWrites struct {
	values  []ast.Expr
	unknown bool // a write whose value is not followed, or the address taken
}

// A varWrite is a value written to an exported string field or package
// variable, at cur.
type varWrite struct {
	v     *types.Var
	value ast.Expr
	cur   inspector.Cursor
}
