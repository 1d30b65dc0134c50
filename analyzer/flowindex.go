// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// A flowIndex follows strings to where they go: the uses of strings as
// URIs (at sinks, in url.URL parts, written to URI fields), and the
// fields and variables that hold URIs.
type flowIndex struct {
	pass   *analysis.Pass
	steps  uricore.Steps // the normalization steps nonnormal counts
	files  *fileSet
	values *valueIndex
	sinks  *sinkIndex
	urls   *urlIndex
	text   *evaluator

	uses      []*use      // every place a string is used as a URI or a part of one
	notURI    notURIIndex // what flows where a URI is not meant (markNotURI): the checks read it
	vars      varIndex    // fields and package variables that hold URIs
	passwords []ast.Expr  // the passwords given to url.UserPassword, but for a display copy's (checkPassword)
}

// A varIndex knows the fields and package variables that hold URIs:
// those this package passes to sinks, and other packages' by facts.
type varIndex struct {
	sinks    map[*types.Var]*varFact     // this package's fields and variables passed to sinks (facts for exported ones)
	notURI   map[*types.Var]bool         // this package's fields and variables passed where a URI is not meant
	writes   []varWrite                  // values written to exported fields and variables
	imported map[*types.Var]*varFact     // memo of other packages' facts
	fields   map[*types.Var]*fieldWrites // writes of unexported string fields

	completers map[*types.Func][]int // this package's functions that read string parameters as a host or a URL to complete
	passes     []paramPass           // fields, variables and parameters handed to string parameters
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

// A use is a place where a string is used as a URI or as a component of
// one: a sink's argument, or a field of a url.URL.
type use struct {
	cur       inspector.Cursor // the call or the composite literal or assignment
	expr      ast.Expr         // the argument or the field's value
	tmpl      template
	opts      uricheck.Options
	component string // "" for a whole URI, else the url.URL field: Scheme, Host, ...
	where     string // "passed to net/http.Get", "used as url.URL.Host"
	need      uricheck.Need
	arg       int // for a sink call, the index of the argument

	written bool // the template is a value written to a field the argument reads
}

// A notURIIndex holds the literals and expressions that flow where a
// URI is not meant, and what they are there.
type notURIIndex struct {
	lits  map[*ast.BasicLit]textRole
	exprs map[ast.Expr]textRole // calls and concatenations (checkSlips asks about them)
}

// A paramPass is a string handed to a parameter of a function: a field
// or variable's value, or a parameter of the function that hands it on.
type paramPass struct {
	field  *types.Var  // the field or variable read, or nil
	from   *types.Func // else the function whose parameter is handed on
	fromAt int
	to     *types.Func
	at     int
}
