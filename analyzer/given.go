// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// givenTo returns the variables that calls give, as they are, to an
// argument that target names, or to a string parameter of a function of
// this package that is itself in the set. target returns, for a callee,
// the indexes of the arguments sought, or local if the callee's
// parameters are followed instead. A variable given to a sought argument
// is a string, as are the parameters, so only those are looked up.
func (ix *valueIndex) givenTo(calls []callSite, target func(fn *types.Func) (args []int, local bool)) map[*types.Var]bool {
	return ix.givenToFrom(calls, target, nil)
}

// givenToFrom is givenTo with more variables sought: those seeds returns
// for a call.
func (ix *valueIndex) givenToFrom(calls []callSite, target func(fn *types.Func) (args []int, local bool), seeds func(call *ast.CallExpr, fn *types.Func) []*types.Var) map[*types.Var]bool {
	passed := map[*types.Var]bool{}
	given := map[*types.Var][]*types.Var{} // a parameter of this package -> the variables given to it
	var work []*types.Var
	for _, cs := range calls {
		if cs.fn == nil {
			continue
		}
		if seeds != nil {
			for _, v := range seeds(cs.cur.Node().(*ast.CallExpr), cs.fn) {
				if !passed[v] {
					passed[v] = true
					work = append(work, v)
				}
			}
		}
		args, local := target(cs.fn)
		if !local && len(args) == 0 {
			continue
		}
		params := cs.fn.Origin().Signature().Params()
		for k, a := range cs.cur.Node().(*ast.CallExpr).Args {
			if local && (k >= params.Len() || !typesutil.IsString(params.At(k).Type())) || !local && !slices.Contains(args, k) {
				continue
			}
			id, ok := ast.Unparen(a).(*ast.Ident)
			if !ok {
				continue
			}
			v, ok := ix.pass.TypesInfo.Uses[id].(*types.Var)
			if !ok {
				continue
			}
			if local {
				given[params.At(k)] = append(given[params.At(k)], v)
			} else if !passed[v] {
				passed[v] = true
				work = append(work, v)
			}
		}
	}
	for len(work) > 0 {
		q := work[len(work)-1]
		work = work[:len(work)-1]
		for _, v := range given[q] {
			if !passed[v] {
				passed[v] = true
				work = append(work, v)
			}
		}
	}
	return passed
}
