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
// parameter (senderFact), and those that read its URL (readerFact), to
// a fixed point through each other, and exports their facts. Only a
// package that reaches net/http can hold one.
func (si *sinkIndex) findSenders() {
	si.senders = map[*types.Func][]int{}
	si.readers = map[*types.Func][]int{}
	type cand struct {
		fn     *types.Func
		fd     *ast.FuncDecl
		params map[types.Object]int
	}
	var cands []cand
	for fn, fd := range si.values.funcDecls() {
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
	add := func(m map[*types.Func][]int, fn *types.Func, p int) bool {
		if slices.Contains(m[fn], p) {
			return false
		}
		m[fn] = append(m[fn], p)
		slices.Sort(m[fn])
		return true
	}
	info := si.pass.TypesInfo
	for _, cd := range cands {
		// A parameter whose URL the body reads: r.URL, r.Host,
		// r.RequestURI, r.Form, r.FormValue(…), r.ParseForm().
		ast.Inspect(cd.fd.Body, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			id, ok := ast.Unparen(sel.X).(*ast.Ident)
			if !ok {
				return true
			}
			if p, ok := cd.params[info.Uses[id]]; ok && requestURLReads[sel.Sel.Name] {
				if obj := info.Uses[sel.Sel]; obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "net/http" {
					add(si.readers, cd.fn, p)
				}
			}
			return true
		})
	}
	for changed := true; changed; {
		changed = false
		for _, cd := range cands {
			ast.Inspect(cd.fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				fn, _ := typeutil.Callee(info, call).(*types.Func)
				if fn == nil {
					return true
				}
				for i, a := range call.Args {
					id, ok := ast.Unparen(a).(*ast.Ident)
					if !ok {
						continue
					}
					p, ok := cd.params[info.Uses[id]]
					if !ok {
						continue
					}
					if si.sendsRequest(fn, i) {
						changed = add(si.senders, cd.fn, p) || changed
					} else if si.readsURL(fn, i) && !si.sendsRequest(cd.fn, p) {
						changed = add(si.readers, cd.fn, p) || changed
					}
				}
				return true
			})
		}
	}
	if si.values.externalTest() {
		return // no package can import it
	}
	for fn, params := range si.senders {
		si.pass.ExportObjectFact(fn, &senderFact{Params: params})
	}
	for fn, params := range si.readers {
		si.pass.ExportObjectFact(fn, &readerFact{Params: params})
	}
}

// isRequestPtr reports whether t is *net/http.Request.
func isRequestPtr(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && typesutil.IsNamed(p.Elem(), "net/http", "Request")
}
