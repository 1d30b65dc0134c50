// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// A joins unit puts bases and references together: it follows the
// writes of url.URL values to the bases they hold, finds this package's
// resolution wrappers (exported as facts), and returns the join findings
// beside the checks'. It reads the flow's uses, fields and variables;
// the flow knows nothing of it. Its files stand on this one, which holds
// its state: bases.go finds bases, joiners.go and urltext.go the
// functions that join or return URLs, resolvers.go the resolution
// wrappers, resolve.go checks a resolution, and join.go the category's
// findings over all of them.
type joins struct {
	pass   *analysis.Pass
	values *valueIndex
	sinks  *sinkIndex
	text   *evaluator
	flow   *flowIndex
	checks *checks // the literals' source text, for positions in them

	urlVars   map[types.Object]*urlWrites  // writes of url.URL variables and fields
	resolvers map[*types.Func][]resolveArg // this package's resolution wrappers
	imported  map[*types.Func][]resolveArg // memo of other packages' resolution facts
	resolving map[ast.Expr]bool            // references that are a resolution wrapper's own parameter
	joiners   map[*types.Func]*joinerFact  // this package's functions that clean a parameter as a file path
	joinerOf  map[*types.Func]*joinerFact  // memo of other packages' joiner facts
	elems     map[*types.Func][]int        // this package's functions whose parameters are url.JoinPath elements
	elemOf    map[*types.Func][]int        // memo of other packages' element facts
	urlTexts  map[*types.Func]bool         // this package's functions whose every return is a URL's text
}

// stringVar returns the string field or package variable that e reads,
// directly or through locals written once: an exported one of any
// package, or one of this package's.
func (jx *joins) stringVar(e ast.Expr) *types.Var {
	for range maxDepth {
		id := nameOf(e)
		if id == nil {
			return nil
		}
		v, ok := jx.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok {
			return nil
		}
		if v.Kind() == types.LocalVar {
			if e = jx.values.localValue(v); e == nil {
				return nil
			}
			continue
		}
		v = v.Origin()
		if !v.Exported() && v.Pkg() != jx.pass.Pkg || !typesutil.IsString(v.Type()) || v.Kind() != types.PackageVar && v.Kind() != types.FieldVar {
			return nil
		}
		return v
	}
	return nil
}

// redacted returns s without the password its userinfo may hold.
func redacted(s string) string {
	r, _ := uricheck.Redact(s)
	return r
}

// A urlWrites records the values written to a variable or field of type
// url.URL or *url.URL in this package.
type urlWrites struct {
	values  []ast.Expr // right-hand sides that are known shapes
	unknown bool       // a write whose value cannot be followed
}
