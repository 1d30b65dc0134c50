// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// resolvesOf returns the parameters fn resolves against a known base.
func (jx *joins) resolvesOf(fn *types.Func) []resolveArg {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if fn.Pkg() == jx.pass.Pkg {
		return jx.resolvers[fn]
	}
	args, ok := jx.imported[fn]
	if !ok {
		var f resolveFact
		if fn.Pkg() != nil && jx.pass.ImportObjectFact(fn, &f) {
			args = f.Args
		}
		if jx.imported == nil {
			jx.imported = map[*types.Func][]resolveArg{}
		}
		jx.imported[fn] = args
	}
	return args
}

// resolves reports whether one of calls resolves a reference: a call of
// (*url.URL).Parse or (*url.URL).ResolveReference, or of a resolution
// wrapper of another package.
func (jx *joins) resolves(calls []callSite) bool {
	for _, cs := range calls {
		fn := cs.fn
		if fn == nil || fn.Pkg() == nil || fn.Pkg() == jx.pass.Pkg {
			continue
		}
		if fn.Pkg().Path() == "net/url" && fn.Signature().Recv() != nil && (fn.Name() == "Parse" || fn.Name() == "ResolveReference") {
			return true
		}
		if len(jx.resolvesOf(fn)) > 0 {
			return true
		}
	}
	return false
}

// mayResolve returns the variables that calls give, as they are, to the
// reference of (*url.URL).Parse, to a resolution argument of another
// package's wrapper, or to a string parameter of a function of this
// package that is itself in the set. Only a parameter in it can be a
// resolution parameter: findResolvers reads no body for the others.
func (jx *joins) mayResolve(calls []callSite) map[*types.Var]bool {
	// The Path of a url.URL literal given to ResolveReference is a
	// reference too.
	seeds := func(call *ast.CallExpr, fn *types.Func) []*types.Var {
		if fn.Name() != "ResolveReference" || len(call.Args) != 1 || jx.values.fullName(fn) != "(*net/url.URL).ResolveReference" {
			return nil
		}
		if ref, ok := jx.refLiteral(call.Args[0]); ok {
			if id, ok := ast.Unparen(ref).(*ast.Ident); ok {
				if v, ok := jx.pass.TypesInfo.Uses[id].(*types.Var); ok {
					return []*types.Var{v}
				}
			}
		}
		return nil
	}
	return jx.values.givenToFrom(calls, func(fn *types.Func) ([]int, bool) {
		if fn.Pkg() == jx.pass.Pkg {
			return nil, true
		}
		var refs []int
		if isURLParse(fn) && jx.values.fullName(fn) == "(*net/url.URL).Parse" {
			refs = []int{0}
		}
		for _, ra := range jx.resolvesOf(fn) {
			refs = append(refs, ra.Index)
		}
		return refs, false
	}, seeds)
}

// resolvedPath returns the call base.ResolveReference(&url.URL{Path: v})
// in fd's body, and the Path's expression, if v's first use, on every
// path through the body, is there.
func (jx *joins) resolvedPath(fd *ast.FuncDecl, v *types.Var) (*ast.CallExpr, ast.Expr, bool) {
	first, ok := jx.firstOnPaths(fd, v, func(n ast.Node) ast.Node {
		var first *ast.Ident
		ast.Inspect(n, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && first == nil && jx.pass.TypesInfo.Uses[id] == v {
				first = id
			}
			return first == nil
		})
		if first == nil {
			return nil
		}
		return first
	})
	if !ok {
		return nil, nil, false
	}
	var found *ast.CallExpr
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found != nil || len(call.Args) != 1 {
			return found == nil
		}
		if fn, _ := typeutil.Callee(jx.pass.TypesInfo, call).(*types.Func); fn == nil || fn.Name() != "ResolveReference" || jx.values.fullName(fn) != "(*net/url.URL).ResolveReference" {
			return true
		}
		if ref, ok := jx.refLiteral(call.Args[0]); ok && ast.Unparen(ref) == first.Node() {
			found = call
		}
		return true
	})
	if found == nil {
		return nil, nil, false
	}
	return found, first.Node().(ast.Expr), true
}

// isURLParse reports whether fn is a method of net/url named Parse: the
// full name decides which.
func isURLParse(fn *types.Func) bool {
	return fn.Name() == "Parse" && fn.Pkg() != nil && fn.Pkg().Path() == "net/url" && fn.Signature().Recv() != nil
}

// findResolvers finds this package's resolution wrappers: functions whose
// string parameter is first used as the reference of (*url.URL).Parse on
// a known base, or of another resolution wrapper, and exports their facts.
func (jx *joins) findResolvers(calls []callSite) {
	jx.resolvers = map[*types.Func][]resolveArg{}
	jx.resolving = map[ast.Expr]bool{}
	info := jx.pass.TypesInfo
	passed := jx.mayResolve(calls)
	var visit func(fn *types.Func, seen map[*types.Func]bool) []resolveArg
	visit = func(fn *types.Func, seen map[*types.Func]bool) []resolveArg {
		if r, ok := jx.resolvers[fn]; ok || seen[fn] {
			return r
		}
		seen[fn] = true
		params := fn.Signature().Params()
		some := false
		for i := range params.Len() {
			some = some || passed[params.At(i)]
		}
		if !some {
			jx.resolvers[fn] = nil
			return nil
		}
		fd := jx.values.funcDecl(fn)
		if fd == nil || fd.Body == nil {
			return nil
		}
		var out []resolveArg
		for i := range params.Len() {
			pv := params.At(i)
			if !typesutil.IsString(pv.Type()) || !passed[pv] {
				continue
			}
			if call, ref, ok := jx.resolvedPath(fd, pv); ok {
				// base.ResolveReference(&url.URL{Path: p}), p's first use.
				if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
					if base, _, ok := jx.baseOf(sel.X, 0); ok {
						out = append(out, resolveArg{i, base, false})
						jx.resolving[ref] = true
					} else if base, ok := jx.defaultBaseOf(sel.X); ok {
						out = append(out, resolveArg{i, base, true})
						jx.resolving[ref] = true
					}
				}
				continue
			}
			cur, ok := jx.firstCallWith(fd, pv)
			if !ok {
				continue
			}
			call := cur.Node().(*ast.CallExpr)
			callee, _ := typeutil.Callee(info, call).(*types.Func)
			if callee == nil {
				continue
			}
			for k, a := range call.Args {
				if id, ok := ast.Unparen(a).(*ast.Ident); !ok || info.Uses[id] != pv {
					continue
				}
				if callee.FullName() == "(*net/url.URL).Parse" {
					if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
						if base, _, ok := jx.baseOf(sel.X, 0); ok {
							out = append(out, resolveArg{i, base, false})
							jx.resolving[a] = true
						} else if base, ok := jx.defaultBaseOf(sel.X); ok {
							out = append(out, resolveArg{i, base, true})
							jx.resolving[a] = true
						}
					}
					continue
				}
				var inner []resolveArg
				if callee.Pkg() == jx.pass.Pkg {
					inner = visit(callee.Origin(), seen)
				} else {
					inner = jx.resolvesOf(callee)
				}
				for _, ra := range inner {
					if ra.Index == k {
						out = append(out, resolveArg{i, ra.Base, ra.Default})
						jx.resolving[a] = true
					}
				}
			}
		}
		jx.resolvers[fn] = out
		return out
	}
	seen := map[*types.Func]bool{}
	for fn := range jx.values.funcDecls() {
		clear(seen)
		visit(fn, seen)
	}
	for fn, args := range jx.resolvers {
		if len(args) > 0 {
			slices.SortFunc(args, func(a, b resolveArg) int {
				return cmp.Or(a.Index-b.Index, strings.Compare(a.Base, b.Base), boolCmp(a.Default, b.Default))
			})
			jx.pass.ExportObjectFact(fn, &resolveFact{args})
		}
	}
}

// firstCallWith returns the call that first takes the parameter v as an
// argument on every path through fd's body, outside function literals,
// but for printing (package testing's, printf-like functions and those
// whose strings are not URIs). Paths that meet different calls first
// have none.
func (jx *joins) firstCallWith(fd *ast.FuncDecl, v *types.Var) (inspector.Cursor, bool) {
	return jx.firstOnPaths(fd, v, func(n ast.Node) ast.Node {
		var found *ast.CallExpr
		ast.Inspect(n, func(n ast.Node) bool {
			if found != nil {
				return false
			}
			call, isCall := n.(*ast.CallExpr)
			if !isCall {
				_, lit := n.(*ast.FuncLit)
				return !lit
			}
			for _, a := range call.Args {
				if id, isID := ast.Unparen(a).(*ast.Ident); isID && jx.pass.TypesInfo.Uses[id] == v {
					if fn, _ := typeutil.Callee(jx.pass.TypesInfo, call).(*types.Func); fn != nil && jx.sinks.printing(fn.Origin()) {
						continue
					}
					found = call
					return false
				}
			}
			return true
		})
		if found == nil {
			return nil
		}
		return found
	})
}

// firstOnPaths returns the node that first, on every path through fd's
// body, holds what in returns for a node of the control-flow graph, and
// false if paths meet different ones first, none does, or a use of v
// lies where the graph says nothing of when it runs.
func (jx *joins) firstOnPaths(fd *ast.FuncDecl, v *types.Var, in func(ast.Node) ast.Node) (inspector.Cursor, bool) {
	fc, ok := jx.values.index.Decl(jx.pass.TypesInfo.Defs[fd.Name].(*types.Func))
	if !ok {
		return inspector.Cursor{}, false
	}
	if !branches(fd.Body) {
		// One path, in source order.
		if x := in(fd.Body); x != nil {
			return fc.FindNode(x)
		}
		return inspector.Cursor{}, false
	}
	fg := jx.values.flowGraph(fc)
	if fg == nil || !jx.values.holdsUses(fg, fc, v) {
		return inspector.Cursor{}, false
	}
	memo := map[ast.Node]ast.Node{}
	at := func(n ast.Node) ast.Node {
		x, ok := memo[n]
		if !ok {
			x = in(n)
			memo[n] = x
		}
		return x
	}
	var found ast.Node
	for _, n := range fg.firstReached(func(n ast.Node) bool { return at(n) != nil }) {
		if found != nil && at(n) != found {
			return inspector.Cursor{}, false
		}
		found = at(n)
	}
	if found == nil {
		return inspector.Cursor{}, false
	}
	return fc.FindNode(found)
}

// boolCmp orders false before true.
func boolCmp(a, b bool) int {
	switch {
	case a == b:
		return 0
	case !a:
		return -1
	}
	return 1
}
