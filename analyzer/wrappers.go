// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// A wrapperFact marks a function whose string parameters reach a URI sink
// unchanged, so that its callers' constants are checked as the sink's.
type wrapperFact struct {
	Args []wrapperArg
}

// A wrapperArg is a parameter of a wrapper function that takes a URI. Its
// fields are exported for gob, which encodes facts.
type wrapperArg struct {
	Index int
	Need  uricheck.Need
}

func (*wrapperFact) AFact() {}

// String prints the fact with its content: "urisink(#0 http)", each
// parameter with the need it is passed on to, as the -sinks flag names
// it.
func (f *wrapperFact) String() string {
	var items []string
	for _, a := range f.Args {
		items = append(items, fmt.Sprintf("#%d %s", a.Index, needName(a.Need)))
	}
	return factString("urisink", items)
}

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
func (si *sinkIndex) findWrappers(files []inspector.Cursor, calls []callSite) {
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
	edges := func(fn *types.Func, body inspector.Cursor) {
		for i, fu := range si.firstUses(fn, body, passed) {
			p := param{fn, i}
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
	for len(work) > 0 {
		q := work[len(work)-1]
		work = work[:len(work)-1]
		for _, p := range waiting[q] {
			mark(p, need[q])
		}
	}
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
	info := si.pass.TypesInfo
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
	// A parameter assigned or address-taken anywhere is never a URI
	// parameter.
	for cur := range body.Preorder((*ast.AssignStmt)(nil), (*ast.UnaryExpr)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				si.forgetWritten(l, index)
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				si.forgetWritten(n.X, index)
			}
		}
	}
	if len(index) == 0 {
		return nil
	}
	fg := si.values.flowGraph(body.Parent())
	if fg == nil {
		return nil
	}
	// The first use of each parameter in each node of the graph.
	type event struct {
		fu   firstUse
		call bool
	}
	events := map[ast.Node]map[int]event{}
	for _, b := range fg.g.Blocks {
		for _, n := range b.Nodes {
			ev := map[int]event{}
			first := func(i int, e event) {
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
									first(i, event{}) // in a closure, which may run later or never
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
									first(i, event{firstUse{callee, k}, true})
								}
							}
						}
					}
					// The arguments are used now; what is inside them is met below.
				case *ast.Ident:
					if v, ok := info.Uses[n].(*types.Var); ok {
						if i, ok := index[v]; ok {
							first(i, event{}) // some other use first
						}
					}
				}
				return true
			})
			if len(ev) > 0 {
				events[n] = ev
			}
		}
	}
	out := map[int]firstUse{}
	for v, i := range index {
		if !si.values.holdsUses(fg, body, v) {
			continue
		}
		var fu *firstUse
		ok := true
		for _, n := range fg.firstReached(func(n ast.Node) bool { _, ok := events[n][i]; return ok }) {
			e := events[n][i]
			if !e.call || fu != nil && *fu != e.fu {
				ok = false
				break
			}
			fu = &e.fu
		}
		if ok && fu != nil {
			out[i] = *fu
		}
	}
	return out
}

// forgetWritten forgets a parameter that e writes: an assigned or
// address-taken parameter is never a URI parameter.
func (si *sinkIndex) forgetWritten(e ast.Expr, index map[*types.Var]int) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return
	}
	if v, ok := si.pass.TypesInfo.Uses[id].(*types.Var); ok {
		delete(index, v)
	}
}
