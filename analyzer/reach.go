// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/cfg"
)

// A flowGraph is the control-flow graph of one function body, with the
// place of each of its nodes.
type flowGraph struct {
	g     *cfg.CFG
	at    map[ast.Node]nodePlace
	preds map[*cfg.Block][]*cfg.Block
}

type nodePlace struct {
	b *cfg.Block
	i int
}

// reachingValues returns the values of the writes of the local v that
// may reach the use at cur (in the same function, not in a closure), if
// v is written more than once and every write is a statement of that
// function: u := …; if tls { u = … }; http.Get(u). A write whose value
// is unknown yields nil in the list.
func (c *checker) reachingValues(v *types.Var, use inspector.Cursor) ([]ast.Expr, bool) {
	l := c.localOf(v)
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
	fg := c.flowGraph(fn)
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

// flowGraph returns the control-flow graph of the function at fn, built
// once.
func (c *checker) flowGraph(fn inspector.Cursor) *flowGraph {
	var body *ast.BlockStmt
	switch f := fn.Node().(type) {
	case *ast.FuncDecl:
		body = f.Body
	case *ast.FuncLit:
		body = f.Body
	}
	if body == nil {
		return nil
	}
	if fg, ok := c.values.graphs[body]; ok {
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
	if c.values.graphs == nil {
		c.values.graphs = map[*ast.BlockStmt]*flowGraph{}
	}
	c.values.graphs[body] = fg
	return fg
}
