// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// A param is a string parameter of a function of this package.
type param struct {
	fn *types.Func
	i  int
}

// findWrappers finds this package's functions whose string parameters
// reach a sink unchanged, and exports a fact for each.
//
// A parameter is a URI parameter when its first use on every path
// through the function's body (firstUses) is as the same argument of a
// sink (or of another URI parameter), outside any function literal, and
// the parameter is never assigned nor
// its address taken: a function that looks at its argument first
// (strings.HasPrefix(s, "git@")) may handle strings that are not URIs.
// Each such first use is an edge from the callee's parameter to the
// caller's; the URI parameters spread along the edges from the sinks, so
// that the cost is linear in the number of functions.
func (si *sinkIndex) findWrappers(files []inspector.Cursor, calls []callSite, urls *urlIndex) {
	si.wrappers = map[*types.Func][]sink{}
	passed := si.mayReachSink(calls)
	waiting := map[param][]param{} // callee parameter -> the parameters it would make URI parameters
	var work []param
	known := map[param]bool{}
	need := map[param]sink{}
	mark := func(p param, sk sink) {
		if known[p] {
			return
		}
		known[p] = true
		need[p] = sk
		work = append(work, p)
	}
	type parsedParam struct {
		p  param
		fu firstUse
	}
	var fallback []parsedParam // parameters parsed into a URL whose text goes only to this package's functions
	edges := func(fn *types.Func, body inspector.Cursor) {
		for i, fu := range si.firstUses(fn, body, passed) {
			p := param{fn, i}
			if through := si.parsedThrough(fn, body, i, fu, urls); len(through) > 0 {
				// Parsed, then sent as it was parsed: the parameter
				// needs what the URL's text is sent to.
				marked := false
				for _, t := range through {
					if t.callee.Pkg() == si.pass.Pkg && t.callee.Origin() == t.callee {
						q := param{t.callee, t.arg}
						waiting[q] = append(waiting[q], p)
						continue
					}
					for _, sk := range si.sinksOf(t.callee) {
						if sk.Arg == t.arg && !marked {
							mark(p, sk)
							marked = true
						}
					}
				}
				if !marked {
					fallback = append(fallback, parsedParam{p, fu})
				}
				continue
			}
			// A function of this package is a sink through its own
			// body, but for the parameters the table names (a library's
			// NewConfig: its URL by the table, its origin by its body).
			inTable := slices.ContainsFunc(si.tableSinks(fu.callee), func(sk sink) bool { return sk.Arg == fu.arg })
			if local := fu.callee.Pkg() == si.pass.Pkg && fu.callee.Origin() == fu.callee; local && !inTable {
				q := param{fu.callee, fu.arg}
				waiting[q] = append(waiting[q], p)
				continue
			}
			for _, sk := range si.sinksOf(fu.callee) {
				if sk.Arg == fu.arg {
					mark(p, sk)
				}
			}
		}
	}
	for _, fileCur := range files {
		for declCur := range fileCur.Children() {
			fd, ok := declCur.Node().(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, _ := si.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			edges(fn, declCur.ChildAt(edge.FuncDecl_Body, -1))
		}
	}
	// Function literals held in locals (mustURL := func(s string) …).
	for _, lf := range si.values.funcOrder {
		edges(lf.fn, lf.lit.ChildAt(edge.FuncLit_Body, -1))
	}
	spread := func() {
		for len(work) > 0 {
			q := work[len(work)-1]
			work = work[:len(work)-1]
			for _, p := range waiting[q] {
				mark(p, need[q])
			}
		}
	}
	spread()
	// A parameter parsed into a URL whose text reaches no sink of a
	// stronger need is still url.Parse's argument.
	for _, pp := range fallback {
		for _, sk := range si.sinksOf(pp.fu.callee) {
			if sk.Arg == pp.fu.arg {
				mark(pp.p, sk)
			}
		}
	}
	spread()
	for p := range known {
		si.wrappers[p.fn] = append(si.wrappers[p.fn], sink{si.values.fullName(p.fn), p.i, need[p].Need})
	}
	for fn, sinks := range si.wrappers {
		// In parameter order, whatever the order of the map above: go
		// vet and the driver key the importers on the facts' bytes.
		slices.SortFunc(sinks, func(a, b sink) int { return cmp.Or(a.Arg-b.Arg, a.Need.Compare(b.Need)) })
		f := &wrapperFact{}
		for _, s := range sinks {
			f.Args = append(f.Args, wrapperArg{s.Arg, s.Need})
		}
		if !si.values.isStandIn(fn) { // a function literal has no object path
			si.pass.ExportObjectFact(fn, f)
		}
	}
}

// mayReachSink returns the variables that calls give, as they are, to a
// sink's URI argument, or to a string parameter of a function of this
// package that is itself in the set. Only a parameter in it can be a URI
// parameter: findWrappers reads no body of a function without one.
func (si *sinkIndex) mayReachSink(calls []callSite) map[*types.Var]bool {
	return si.values.givenTo(calls, func(fn *types.Func) ([]int, bool) {
		if fn.Pkg() == si.pass.Pkg {
			return nil, true // its parameters are followed into its body
		}
		var args []int
		for _, sk := range si.sinksOf(fn) {
			args = append(args, sk.Arg)
		}
		return args, false
	})
}

// A firstUse is the first use of a parameter, as an argument of a call.
type firstUse struct {
	callee *types.Func
	arg    int
}

// firstUses returns, for each string parameter of fn whose first use on
// every path through its body is as the same argument of the same
// callee, and which is never assigned nor address-taken, that use. The
// paths are those of the control-flow graph, so that the order in which
// the branches are written does not matter: a parameter that one branch
// gives to url.Parse and another to os.Open is no URI parameter, which
// branch comes first. In a statement, the first use is the call that
// takes the parameter as an argument, before what is inside the
// arguments; a use in a function literal, which may run later or never,
// or any other use (strings.HasPrefix(s, "git@") looks at the string
// first) is not a call's argument. A loop's body is met once: a retry.
//
// It returns nil at once if no string parameter is in passed, the
// variables that may reach a sink's URI argument through the package's
// calls.
func (si *sinkIndex) firstUses(fn *types.Func, body inspector.Cursor, passed map[*types.Var]bool) map[int]firstUse {
	sig := fn.Signature()
	params := sig.Params()
	stringParam := func(i int) bool {
		return typesutil.IsString(params.At(i).Type()) && !(sig.Variadic() && i == params.Len()-1)
	}
	some := false
	for i := range params.Len() {
		some = some || passed[params.At(i)] && stringParam(i)
	}
	if !some {
		return nil
	}
	index := map[*types.Var]int{}
	for i := range params.Len() {
		if stringParam(i) {
			index[params.At(i)] = i
		}
	}
	// A parameter assigned or address-taken is never a URI parameter
	// (in a function literal, which may run later or never, it is
	// another use).
	out := map[int]firstUse{}
	done := map[int]bool{}
	body.Inspect(paramWriteKinds, func(cur inspector.Cursor) bool {
		switch n := cur.Node().(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				si.paramWritten(l, index, done, out)
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				si.paramWritten(n.X, index, done, out)
			}
		case *ast.FuncLit:
			return false
		}
		return true
	})
	if len(index) == 0 {
		return nil
	}
	// The first use in source order, which is the first on every path
	// when nothing branches; and which, being met first in the text, is
	// met first on some path when something does.
	branching := false
	body.Inspect(firstUseKinds, func(cur inspector.Cursor) bool {
		if isBranch(cur.Node()) {
			branching = true
			return true
		}
		for i, e := range si.useEvents(fn, cur.Node(), index) {
			if !done[i] {
				done[i] = true
				if e.call {
					out[i] = e.fu
				}
			}
		}
		return false // a call's or a literal's uses are all met by useEvents
	})
	if !branching || len(out) == 0 {
		return out
	}
	// Something branches: each path must meet the same use first.
	fg := si.values.flowGraph(body.Parent())
	if fg == nil {
		return nil
	}
	events := map[ast.Node]map[int]useEvent{}
	for _, b := range fg.g.Blocks {
		for _, n := range b.Nodes {
			if ev := si.useEvents(fn, n, index); len(ev) > 0 {
				events[n] = ev
			}
		}
	}
	for v, i := range index {
		fu, ok := out[i]
		if !ok {
			continue
		}
		if !si.values.holdsUses(fg, body, v) {
			delete(out, i)
			continue
		}
		for _, n := range fg.firstReached(func(n ast.Node) bool { _, ok := events[n][i]; return ok }) {
			if e := events[n][i]; !e.call || e.fu != fu {
				delete(out, i)
				break
			}
		}
	}
	return out
}

// paramWriteKinds are the nodes that may write a parameter, and the function
// literals whose writes firstUses leaves alone.
var paramWriteKinds = []ast.Node{(*ast.AssignStmt)(nil), (*ast.UnaryExpr)(nil), (*ast.FuncLit)(nil)}

// firstUseKinds are the nodes firstUses meets in source order: what
// branches, and what uses a parameter (useEvents).
var firstUseKinds = append([]ast.Node{(*ast.FuncLit)(nil), (*ast.CallExpr)(nil), (*ast.Ident)(nil)}, branchKinds...)

// A useEvent is the first use of a parameter in a piece of code: as a
// call's argument (fu), or another use.
type useEvent struct {
	fu   firstUse
	call bool
}

// useEvents returns the first use in n, in source order, of each of the
// parameters of fn that index numbers. A call that takes the parameter
// as an argument uses it before what is inside its arguments; a use in
// a function literal, which may run later or never, is another use.
func (si *sinkIndex) useEvents(fn *types.Func, n ast.Node, index map[*types.Var]int) map[int]useEvent {
	info := si.pass.TypesInfo
	var ev map[int]useEvent
	first := func(i int, e useEvent) {
		if ev == nil {
			ev = map[int]useEvent{}
		}
		if _, ok := ev[i]; !ok {
			ev[i] = e
		}
	}
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			ast.Inspect(n, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok {
					if v, ok := info.Uses[id].(*types.Var); ok {
						if i, ok := index[v]; ok {
							first(i, useEvent{}) // in a closure, which may run later or never
						}
					}
				}
				return true
			})
			return false
		case *ast.CallExpr:
			callee := si.values.callee(n)
			if callee == nil || callee == fn {
				return true
			}
			for k, a := range n.Args {
				if id, ok := ast.Unparen(a).(*ast.Ident); ok {
					if v, ok := info.Uses[id].(*types.Var); ok {
						if i, ok := index[v]; ok {
							first(i, useEvent{firstUse{callee, k}, true})
						}
					}
				}
			}
			// The arguments are used now; what is inside them is met below.
		case *ast.Ident:
			if v, ok := info.Uses[n].(*types.Var); ok {
				if i, ok := index[v]; ok {
					first(i, useEvent{}) // some other use first
				}
			}
		}
		return true
	})
	return ev
}

// paramWritten forgets a parameter that is assigned or address-taken.
func (si *sinkIndex) paramWritten(e ast.Expr, index map[*types.Var]int, done map[int]bool, out map[int]firstUse) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return
	}
	if v, ok := si.pass.TypesInfo.Uses[id].(*types.Var); ok {
		if i, ok := index[v]; ok {
			done[i] = true
			delete(out, i)
			delete(index, v) // never a URI parameter
		}
	}
}

// parsedThrough returns, for the string parameter i of fn whose first
// use fu is url.Parse or url.ParseRequestURI, the calls that take the
// text of the URL parsed from it as an argument: in
//
//	u, err := url.Parse(p)
//	…
//	resp, err := client.Get(u.String())
//
// p needs what client.Get needs, not only what url.Parse does. The URL
// must be left as it was parsed (parsedFrom): a function that sets the
// scheme when there is none takes what has none.
func (si *sinkIndex) parsedThrough(fn *types.Func, body inspector.Cursor, i int, fu firstUse, urls *urlIndex) []firstUse {
	if fu.arg != 0 || fu.callee.Pkg() == nil || fu.callee.Pkg().Path() != "net/url" || fu.callee.Signature().Recv() != nil ||
		fu.callee.Name() != "Parse" && fu.callee.Name() != "ParseRequestURI" {
		return nil
	}
	info := si.pass.TypesInfo
	v := fn.Signature().Params().At(i)
	var parsed *types.Var
	for use := range si.values.index.UsesIn(v, body) {
		call, ok := use.Parent().Node().(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || call.Args[0] != use.Node() || si.values.callee(call) != fu.callee {
			continue
		}
		as, ok := use.Parent().Parent().Node().(*ast.AssignStmt)
		if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 2 || len(as.Rhs) != 1 || as.Rhs[0] != call {
			return nil
		}
		id, ok := as.Lhs[0].(*ast.Ident)
		if !ok || parsed != nil {
			return nil // one parse of the parameter
		}
		parsed, _ = info.Defs[id].(*types.Var)
	}
	if parsed == nil {
		return nil
	}
	var out []firstUse
	checked := false
	for use := range si.values.index.UsesIn(parsed, body) {
		if !checked {
			// parsedFrom looks at every use.
			if x, ok := urls.parsedFrom(use.Node().(ast.Expr), use); !ok || nameOf(x) == nil || info.Uses[nameOf(x)] != v {
				return nil // changed, given away, or not this parse
			}
			checked = true
		}
		sel, ok := use.Parent().Node().(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "String" {
			continue
		}
		str, ok := use.Parent().Parent().Node().(*ast.CallExpr)
		if !ok || str.Fun != sel {
			continue
		}
		call, ok := use.Parent().Parent().Parent().Node().(*ast.CallExpr)
		if !ok {
			continue
		}
		callee := si.values.callee(call)
		if callee == nil {
			continue
		}
		for k, a := range call.Args {
			if a == str {
				out = append(out, firstUse{callee, k})
			}
		}
	}
	return out
}
