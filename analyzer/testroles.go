// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis/passes/printf"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/testpolicy"
)

// A policyHost answers the test policy's questions from the checker's
// knowledge of sinks, wrappers and formats.
type policyHost struct {
	sinks  *sinkIndex
	values *valueIndex
}

func (h policyHost) URIArgs(fn *types.Func) []testpolicy.URIArg {
	var args []testpolicy.URIArg
	for _, sk := range h.sinks.sinksOf(fn) {
		// A request's URL (http.NewRequest, http.Get) is meant to be
		// sent; url.Parse and a request target (httptest.NewRequest,
		// url.ParseRequestURI) are only read.
		sends := sk.sends()
		args = append(args, testpolicy.URIArg{Index: sk.Arg, Sends: sends, Request: sk.requests()})
	}
	return args
}

func (h policyHost) Wrapper(fn *types.Func) bool { return len(h.sinks.wrappers[fn]) > 0 }

func (h policyHost) NotURI(fn *types.Func) bool {
	if role, _ := h.sinks.nonURIRole(fn); role != roleNone {
		return true
	}
	return h.sinks.printfKind(fn) != printf.KindNone
}

func (h policyHost) StringPrintf(fn *types.Func) bool { return h.sinks.stringPrintf(fn) }

func (h policyHost) LocalValue(v *types.Var) ast.Expr { return h.values.localValue(v) }

func (h policyHost) FullName(fn *types.Func) string { return h.values.fullName(fn) }

func (h policyHost) SendsRequest(fn *types.Func, i int) bool { return h.sinks.sendsRequest(fn, i) }

func (h policyHost) ReadsURL(fn *types.Func, i int) bool { return h.sinks.readsURL(fn, i) }

func (h policyHost) Callee(call *ast.CallExpr) *types.Func { return h.values.callee(call) }

func (h policyHost) FuncLit(fn *types.Func) (inspector.Cursor, bool) {
	if lf := h.values.litFuncs[fn]; lf != nil {
		return lf.lit, true
	}
	return inspector.Cursor{}, false
}
