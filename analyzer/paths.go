// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

// The paths through a function body: its control-flow graph, which
// values of a local reach a use, and what each path meets first.

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/cfg"
)

// reachingValues returns the values of the writes of the local v that
// may reach the use at cur (in the same function, not in a closure), if
// v is written more than once and every write is a statement of that
// function: u := …; if tls { u = … }; http.Get(u). A write whose value
// is unknown yields nil in the list.
func (ix *valueIndex) reachingValues(v *types.Var, use inspector.Cursor) ([]ast.Expr, bool) {
	l := ix.localOf(v)
	if l == nil || l.addr || len(l.defs) < 2 || v.Kind() != types.LocalVar {
		return nil, false
	}
	fn, ok := enclosingFunc(use)
	if !ok {
		return nil, false
	}
	for _, d := range l.defs {
		if f, ok := enclosingFunc(d.cur); !ok || f != fn {
			return nil, false // written in a closure: when is unknown
		}
	}
	fg := ix.flowGraph(fn)
	if fg == nil {
		return nil, false
	}
	// The node of the graph that holds the use.
	pos := use.Node().Pos()
	var at nodePlace
	found := false
	for n, p := range fg.at {
		if n.Pos() <= pos && pos < n.End() {
			at, found = p, true
			break
		}
	}
	if !found {
		return nil, false
	}
	defAt := map[*cfg.Block][]int{} // block -> indexes of its writes of v
	defOf := map[nodePlace]ast.Expr{}
	for _, d := range l.defs {
		p, ok := fg.at[d.node]
		if !ok {
			return nil, false
		}
		defAt[p.b] = append(defAt[p.b], p.i)
		defOf[p] = d.value
	}
	// last returns the last write of v in b before index end.
	last := func(b *cfg.Block, end int) (nodePlace, bool) {
		best := -1
		for _, i := range defAt[b] {
			if i < end && i > best {
				best = i
			}
		}
		return nodePlace{b, best}, best >= 0
	}
	if p, ok := last(at.b, at.i); ok {
		return []ast.Expr{defOf[p]}, true
	}
	var out []ast.Expr
	seen := map[*cfg.Block]bool{}
	work := append([]*cfg.Block(nil), fg.preds[at.b]...)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if p, ok := last(b, len(b.Nodes)); ok {
			out = append(out, defOf[p])
			continue
		}
		work = append(work, fg.preds[b]...)
	}
	return out, len(out) > 0
}

// firstReached returns the nodes where the paths from the entry of the
// function first meet a node that meets says is one: on each path, the
// first; each node once. Code that cannot run is not walked.
func (fg *flowGraph) firstReached(meets func(ast.Node) bool) []ast.Node {
	if len(fg.g.Blocks) == 0 {
		return nil
	}
	var out []ast.Node
	seen := map[*cfg.Block]bool{}
	work := []*cfg.Block{fg.g.Blocks[0]}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] || !b.Live {
			continue
		}
		seen[b] = true
		met := false
		for _, n := range b.Nodes {
			if meets(n) {
				out = append(out, n)
				met = true
				break
			}
		}
		if !met {
			work = append(work, b.Succs...)
		}
	}
	return out
}

// holdsUses reports whether every use of v in the function at fn lies
// in a node of its graph fg, as the code that can run. Where the graph
// holds no expression (a select case's receive) or the code cannot run,
// what a path meets first is unknown.
func (ix *valueIndex) holdsUses(fg *flowGraph, fn inspector.Cursor, v types.Object) bool {
	if fg.spans == nil {
		for _, b := range fg.g.Blocks {
			if b.Live {
				for _, n := range b.Nodes {
					fg.spans = append(fg.spans, [2]token.Pos{n.Pos(), n.End()})
				}
			}
		}
		slices.SortFunc(fg.spans, func(a, b [2]token.Pos) int { return cmp.Compare(a[0], b[0]) })
	}
	for u := range fn.Preorder((*ast.Ident)(nil)) {
		if ix.pass.TypesInfo.Uses[u.Node().(*ast.Ident)] != v {
			continue
		}
		pos := u.Node().Pos()
		i, _ := slices.BinarySearchFunc(fg.spans, pos, func(s [2]token.Pos, p token.Pos) int { return cmp.Compare(s[0], p+1) })
		if i == 0 || fg.spans[i-1][1] <= pos {
			return false
		}
	}
	return true
}

// flowGraph returns the control-flow graph of the function at fn, built
// once.
func (ix *valueIndex) flowGraph(fn inspector.Cursor) *flowGraph {
	_, body := funcParts(fn.Node())
	if body == nil {
		return nil
	}
	if fg, ok := ix.graphs[body]; ok {
		return fg
	}
	// Every call may return: a write after a call that does not is
	// counted as reaching, which can only add values to check.
	g := cfg.New(body, func(*ast.CallExpr) bool { return true })
	fg := &flowGraph{g: g, at: map[ast.Node]nodePlace{}, preds: map[*cfg.Block][]*cfg.Block{}}
	for _, b := range g.Blocks {
		if !b.Live {
			continue
		}
		for i, n := range b.Nodes {
			fg.at[n] = nodePlace{b, i}
		}
		for _, s := range b.Succs {
			fg.preds[s] = append(fg.preds[s], b)
		}
	}
	if ix.graphs == nil {
		ix.graphs = map[*ast.BlockStmt]*flowGraph{}
	}
	ix.graphs[body] = fg
	return fg
}
