// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// A senderFact marks a function that sends a request it is given: its
// *http.Request parameters at Params reach (*http.Client).Do or another
// sender unchanged, as a test harness's AssertResponse(req, code) does.
// The test policy reads it: a request a test hands to such a function
// must work. Its fields are exported for gob, which encodes facts.
type senderFact struct {
	Params []int // sorted
}

func (*senderFact) AFact() {}

func (f *senderFact) String() string { return fmt.Sprintf("sendsrequest%v", f.Params) }

// sendsRequest reports whether fn sends its request argument i: a
// sender of net/http, or a function whose fact says so.
func (c *checker) sendsRequest(fn *types.Func, i int) bool {
	if i == 0 && c.isRequestSender(fn) {
		return true
	}
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if fn.Pkg() == c.pass.Pkg {
		return slices.Contains(c.sinks.senders[fn], i)
	}
	if fn.Pkg() == nil {
		return false
	}
	var f senderFact
	return c.pass.ImportObjectFact(fn, &f) && slices.Contains(f.Params, i)
}

// findSenders finds this package's functions that send a request
// parameter (senderFact), to a fixed point through each other, and
// exports their facts. Only a package that reaches net/http can hold one.
func (c *checker) findSenders() {
	c.sinks.senders = map[*types.Func][]int{}
	type cand struct {
		fn     *types.Func
		fd     *ast.FuncDecl
		params map[types.Object]int
	}
	var cands []cand
	for fn, fd := range c.allFuncDecls() {
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
				fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
				if fn == nil {
					return true
				}
				for i, a := range call.Args {
					id, ok := ast.Unparen(a).(*ast.Ident)
					if !ok {
						continue
					}
					p, ok := cd.params[c.pass.TypesInfo.Uses[id]]
					if ok && !slices.Contains(c.sinks.senders[cd.fn], p) && c.sendsRequest(fn, i) {
						c.sinks.senders[cd.fn] = append(c.sinks.senders[cd.fn], p)
						slices.Sort(c.sinks.senders[cd.fn])
						changed = true
					}
				}
				return true
			})
		}
	}
	if c.externalTest() {
		return // no package can import it
	}
	for fn, params := range c.sinks.senders {
		c.pass.ExportObjectFact(fn, &senderFact{Params: params})
	}
}

// isRequestPtr reports whether t is *net/http.Request.
func isRequestPtr(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && typesutil.IsNamed(p.Elem(), "net/http", "Request")
}
