// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

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
	flow   flowIndex  // where strings go: their uses, URI fields and variables
	joins  joins      // bases and references put together
	checks checks     // the checks of templates, and what flows where a URI is not meant
	tests  roleIndex  // what a test does with each literal

	support int8 // memo of supportPkg: 1 if the package exists for tests, -1 if not
}

// A roleIndex holds what the tests of the package do with literals.
type roleIndex struct {
	policy  *testpolicy.Policy
	lit     map[*ast.BasicLit]testpolicy.Role // roles of standalone literals in test files
	useLit  map[*ast.BasicLit]testpolicy.Role // roles of literals in test files, combined over their uses
	written map[*ast.BasicLit]testpolicy.Role // memo of roleOf for values written to fields
	uses    map[*use]testpolicy.Role          // memo of useRole
}
