// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// fakeCalls is the layer above the evaluator, reduced to names: fail()
// fails the test, maybe() may, anything else goes on.
type fakeCalls struct{}

func (fakeCalls) callEffect(call *ast.CallExpr, en *env, depth int) result {
	if id, ok := call.Fun.(*ast.Ident); ok {
		switch id.Name {
		case "fail":
			return resFails
		case "maybe":
			return resUnknown
		}
	}
	return resThrough
}

func (fakeCalls) mayFail(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if call, ok := m.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "fail" {
				found = true
			}
		}
		return !found
	})
	return found
}

const evalSrc = `package p

func fail()         {}
func maybe()        {}
func check()        {}
func other() error  { return nil }

func fails(err error)          { fail() }
func goesOn(err error)         { check() }
func deadBranch(err error)     { if false { fail() } }
func takenBranch(err error)    { if true { fail() } }
func onError(err error)        { if err != nil { fail() } }
func bothBranches(err error)   { if err != nil { fail() } else { fail() } }
func returns(err error)        { return }
func returnsIt(err error) error { return err }
func switchChain(err error)    { switch { case err == nil: check(); default: fail() } }
func failsInLoop(err error)    { for i := 0; i < 3; i++ { fail() } }
func mayStopFirst(err error)   { for i := 0; i < 3; i++ { if i == 2 { return } }; fail() }
func maybeThenFails(err error) { maybe(); fail() }
func onlyMaybe(err error)      { maybe() }
func followsOK(err error)      { ok := err == nil; if !ok { fail() } }
func newValue(err error)       { err = other(); if err != nil { fail() } }
`

// TestEvaluator runs the evaluator alone, the policy's lowest layer,
// over function bodies: whether each fails the test, given what the
// environment says of err (nil, not nil, or nothing), with the layer
// above it reduced to fakeCalls.
func TestEvaluator(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", evalSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{}}
	if _, err := new(types.Config).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	ev := evaluator{info: info, calls: fakeCalls{}}
	const (
		isNil  = 1
		notNil = -1
		unset  = 0
	)
	for _, tt := range []struct {
		fn   string
		err  int8 // what en says of err
		want result
	}{
		{"fails", unset, resFails},
		{"goesOn", unset, resThrough},
		{"deadBranch", unset, resThrough},
		{"takenBranch", unset, resFails},
		{"onError", notNil, resFails},
		{"onError", isNil, resThrough},
		{"onError", unset, resUnknown}, // one branch fails, the other goes on
		{"bothBranches", unset, resFails},
		{"returns", unset, resPasses},
		{"returnsIt", notNil, resReturns}, // the value under test goes back to the caller
		{"switchChain", notNil, resFails},
		{"switchChain", isNil, resThrough},
		{"failsInLoop", unset, resUnknown},
		{"mayStopFirst", unset, resUnknown}, // the loop may return before the failure
		{"maybeThenFails", unset, resFails},
		{"onlyMaybe", unset, resUnknown},
		{"followsOK", notNil, resFails},
		{"followsOK", isNil, resThrough},
		{"newValue", notNil, resPasses}, // what follows is about another value
	} {
		var fd *ast.FuncDecl
		for _, d := range f.Decls {
			if d, ok := d.(*ast.FuncDecl); ok && d.Name.Name == tt.fn {
				fd = d
			}
		}
		en := &env{vars: map[types.Object]value{}, exprs: map[ast.Expr]value{}}
		if tt.err != unset {
			en.vars[info.Defs[fd.Type.Params.List[0].Names[0]]] = value{nilness: tt.err}
		}
		if got, _ := ev.run(fd.Body.List, en, 0); got != tt.want {
			t.Errorf("%s with err %d: %d, want %d", tt.fn, tt.err, got, tt.want)
		}
	}
}
