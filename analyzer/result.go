// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"cmp"
	"go/types"
	"slices"
	"strings"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// A Result is what urilint learned of a package, for the analyzers that
// require it (Pass.ResultOf), tests and editors: which of its functions
// take a URI, which of its fields and variables hold one, which resolve
// a reference against a base, and which send a request. Other packages
// learn the same through facts. Every list is sorted.
type Result struct {
	Wrappers  map[*types.Func][]Param      // functions whose string parameters reach a URI sink unchanged
	Vars      map[*types.Var][]Sink        // fields and package variables passed whole to a sink
	Resolvers map[*types.Func][]Resolution // functions that resolve a string parameter against a known base
	Senders   map[*types.Func][]int        // functions that send their *http.Request parameters (by index)
}

// A Param is a parameter that takes a URI, and the form it needs.
type Param struct {
	Index int
	Need  uricheck.Need
}

// A Sink is a function a value is given to, by its full name
// ("net/http.Get"), and the form it needs.
type Sink struct {
	Func string
	Need uricheck.Need
}

// A Resolution is a parameter that a function resolves as a reference
// against the base URI Base (RFC 3986 §5).
type Resolution struct {
	Index   int
	Base    string
	Default bool // Base is a default that another write may replace: only absolute paths are checked against it
}

// result returns what the run learned.
func (c *checker) result() *Result {
	r := &Result{
		Wrappers:  map[*types.Func][]Param{},
		Vars:      map[*types.Var][]Sink{},
		Resolvers: map[*types.Func][]Resolution{},
		Senders:   map[*types.Func][]int{},
	}
	for fn, sks := range c.sinks.wrappers {
		if c.values.isStandIn(fn) {
			continue // a function literal, which no other pass can call
		}
		for _, sk := range sks {
			r.Wrappers[fn] = append(r.Wrappers[fn], Param{sk.Arg, sk.Need})
		}
		slices.SortFunc(r.Wrappers[fn], func(a, b Param) int { return a.Index - b.Index })
	}
	for v, f := range c.flow.vars.sinks {
		if c.flow.vars.notURI[v] {
			continue
		}
		for _, s := range f.Sinks {
			r.Vars[v] = append(r.Vars[v], Sink{s.Site, s.Need})
		}
		slices.SortFunc(r.Vars[v], func(a, b Sink) int { return cmp.Or(strings.Compare(a.Func, b.Func), a.Need.Compare(b.Need)) })
	}
	for fn, ras := range c.joins.resolvers {
		for _, ra := range ras {
			r.Resolvers[fn] = append(r.Resolvers[fn], Resolution(ra))
		}
		slices.SortFunc(r.Resolvers[fn], func(a, b Resolution) int { return a.Index - b.Index })
	}
	for fn, idx := range c.sinks.senders {
		r.Senders[fn] = slices.Sorted(slices.Values(idx))
	}
	return r
}
