// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// findSenders finds this package's functions that send a request
// parameter (senderFact), to a fixed point through each other, and
// exports their facts. Only a package that reaches net/http can hold one.
func (fx *flowIndex) findSenders() {
	fx.sinks.senders = map[*types.Func][]int{}
	type cand struct {
		fn     *types.Func
		fd     *ast.FuncDecl
		params map[types.Object]int
	}
	var cands []cand
	for fn, fd := range fx.values.allFuncDecls() {
		if fd.Body == nil {
			continue
		}
		params := map[types.Object]int{}
		sig := fn.Signature()
		for i := range sig.Params().Len() {
			if v := sig.Params().At(i); isRequestPtr(v.Type()) {
				params[v] = i
			}
		}
		if len(params) > 0 {
			cands = append(cands, cand{fn, fd, params})
		}
	}
	for changed := true; changed; {
		changed = false
		for _, cd := range cands {
			ast.Inspect(cd.fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				fn, _ := typeutil.Callee(fx.pass.TypesInfo, call).(*types.Func)
				if fn == nil {
					return true
				}
				for i, a := range call.Args {
					id, ok := ast.Unparen(a).(*ast.Ident)
					if !ok {
						continue
					}
					p, ok := cd.params[fx.pass.TypesInfo.Uses[id]]
					if ok && !slices.Contains(fx.sinks.senders[cd.fn], p) && fx.sinks.sendsRequest(fn, i) {
						fx.sinks.senders[cd.fn] = append(fx.sinks.senders[cd.fn], p)
						slices.Sort(fx.sinks.senders[cd.fn])
						changed = true
					}
				}
				return true
			})
		}
	}
	if fx.values.externalTest() {
		return // no package can import it
	}
	for fn, params := range fx.sinks.senders {
		fx.pass.ExportObjectFact(fn, &senderFact{Params: params})
	}
}

// isRequestPtr reports whether t is *net/http.Request.
func isRequestPtr(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && typesutil.IsNamed(p.Elem(), "net/http", "Request")
}
