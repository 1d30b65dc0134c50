// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/printf"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// A sinkIndex knows what takes a URI: the sink table's functions, this
// package's wrappers and senders, and other packages' through facts.
type sinkIndex struct {
	pass   *analysis.Pass
	table  *sinkTable
	printf *printf.Result
	values *valueIndex // for full names

	reachable   bool                        // the package reaches a sink package (sinkTable.reachesSink)
	wrappers    map[*types.Func][]sink      // this package's wrappers
	senders     map[*types.Func][]int       // this package's functions that send a request parameter
	readers     map[*types.Func][]int       // this package's functions that read the URL of a request parameter
	memo        map[*types.Func][]sink      // memo of sinksOf
	printfKinds map[*types.Func]printf.Kind // memo of printfKind
	roles       map[*types.Func]paramRole   // memo of nonURIRole
}

// nonURIRole returns the role of fn's parameter idx whose strings are not
// URIs (-1: every parameter), or roleNone. The answer is kept: most calls
// are of a function called before.
func (si *sinkIndex) nonURIRole(fn *types.Func) (textRole, int) {
	if r, ok := si.roles[fn]; ok {
		return r.role, r.idx
	}
	role, idx := si.nonURIRole1(fn)
	if si.roles == nil {
		si.roles = map[*types.Func]paramRole{}
	}
	si.roles[fn] = paramRole{role, idx}
	return role, idx
}

func (si *sinkIndex) nonURIRole1(fn *types.Func) (textRole, int) {
	if pkg := fn.Pkg(); pkg != nil {
		switch path := pkg.Path(); {
		case path == "strings" && fn.Name() == "Join" && fn.Signature().Recv() == nil:
			// What it joins is a piece of the string it builds, which
			// is a URI or not as where it goes says (builtPart).
		case path == "strings" || path == "bytes":
			// Prefixes, suffixes and substrings ("http://" in HasPrefix)
			// are pieces of URIs; normalizing one would change what the
			// code matches.
			return roleText, -1
		case nonURIPkgs[path] && nonURINames[fn.Name()]:
			if p, ok := nonURIParams[si.values.fullName(fn.Origin())]; ok {
				return p.role, p.arg
			}
		}
	}
	// Only a function whose last parameters are a string and a ... can
	// be printf-like: ask the printf analyzer about those alone.
	sig := fn.Signature()
	if n := sig.Params().Len(); si.printf != nil && sig.Variadic() && n >= 2 && typesutil.IsString(sig.Params().At(n-2).Type()) {
		switch si.printfKind(fn) {
		case printf.KindPrintf, printf.KindErrorf:
			return roleFormat, n - 2
		}
	}
	return roleNone, 0
}

// printfKind returns what the printf analyzer says fn is, memoized: its
// answer builds fn's full name each time.
func (si *sinkIndex) printfKind(fn *types.Func) printf.Kind {
	if si.printf == nil {
		return printf.KindNone
	}
	k, ok := si.printfKinds[fn]
	if !ok {
		k = si.printf.Kind(fn)
		si.printfKinds[fn] = k
	}
	return k
}

// sinksOf returns the sinks fn is: table entries, and wrappers found in
// this package or, through facts, in others.
func (si *sinkIndex) sinksOf(fn *types.Func) []sink {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if s, ok := si.memo[fn]; ok {
		return s
	}
	s := si.sinksOf1(fn)
	if fn.Pkg() != si.pass.Pkg { // this package's wrappers are still being found
		si.memo[fn] = s
	}
	return s
}

// tableSinks returns the sinks of the table and of -sinks that fn is.
func (si *sinkIndex) tableSinks(fn *types.Func) []sink {
	if fn.Pkg() == nil || !si.table.sinkPkgs[fn.Pkg().Path()] || !si.table.sinkNames[fn.Name()] {
		return nil
	}
	return si.table.sinks[si.values.fullName(fn)]
}

// sinksOf1 returns the sinks of the table that fn is, and for its other
// parameters, those its wrapper fact or this package's analysis gives
// (x/net/websocket.Dial's URL is the table's, its origin a request URI
// by the fact).
func (si *sinkIndex) sinksOf1(fn *types.Func) []sink {
	table := si.tableSinks(fn)
	wrapped := si.wrappers[fn]
	if wrapped == nil && fn.Pkg() != nil && fn.Pkg() != si.pass.Pkg {
		var f wrapperFact
		if si.pass.ImportObjectFact(fn, &f) {
			for _, a := range f.Args {
				wrapped = append(wrapped, sink{si.values.fullName(fn), a.Index, a.Need})
			}
		}
	}
	if wrapped == nil {
		return table
	}
	if table == nil {
		return wrapped
	}
	out := slices.Clone(table)
	for _, w := range wrapped {
		if !slices.ContainsFunc(table, func(t sink) bool { return t.Arg == w.Arg }) {
			out = append(out, w)
		}
	}
	return out
}

// sendsRequest reports whether fn sends its request argument i: a
// sender of net/http, or a function whose fact says so.
func (si *sinkIndex) sendsRequest(fn *types.Func, i int) bool {
	if i == 0 && si.isRequestSender(fn) {
		return true
	}
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if fn.Pkg() == si.pass.Pkg {
		return slices.Contains(si.senders[fn], i)
	}
	if fn.Pkg() == nil {
		return false
	}
	var f senderFact
	return si.pass.ImportObjectFact(fn, &f) && slices.Contains(f.Params, i)
}

// readsURL reports whether fn reads the URL of its request argument i:
// a mux, a handler that routes on the path or reads the query, or a
// function that passes the request on to one (a fact).
func (si *sinkIndex) readsURL(fn *types.Func, i int) bool {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if fn.Pkg() == nil {
		return false
	}
	if si.sendsRequest(fn, i) {
		return true // a sender reads the URL it sends to
	}
	if fn.Pkg().Path() == "net/http" {
		j, ok := stdReaders[si.values.fullName(fn)]
		return ok && j == i
	}
	if fn.Pkg() == si.pass.Pkg {
		return slices.Contains(si.readers[fn], i)
	}
	var f readerFact
	return si.pass.ImportObjectFact(fn, &f) && slices.Contains(f.Params, i)
}

// isRequestSender reports whether fn sends its request argument.
func (si *sinkIndex) isRequestSender(fn *types.Func) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != "net/http" || fn.Signature().Recv() == nil {
		return false
	}
	_, ok := requestSenders[si.values.fullName(fn)]
	return ok
}

// stringPrintf reports whether fn is printf-like and returns a string
// (fmt.Sprintf and its wrappers): the text it builds may be a URI.
func (si *sinkIndex) stringPrintf(fn *types.Func) bool {
	r := fn.Signature().Results()
	return r.Len() > 0 && typesutil.IsString(r.At(0).Type()) && si.printfKind(fn) == printf.KindPrintf
}

// printing reports whether fn prints its strings or reads them as
// something else than a URI: package testing's functions, printf-like
// ones, and those with a role (nonURIRole).
func (si *sinkIndex) printing(fn *types.Func) bool {
	if fn.Pkg() != nil && fn.Pkg().Path() == "testing" {
		return true
	}
	if role, _ := si.nonURIRole(fn); role != roleNone {
		return true
	}
	return si.printfKind(fn) != printf.KindNone
}
