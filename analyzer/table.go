// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"fmt"
	"go/types"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"weak"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// A sink is a function with a parameter that takes a URI.
type sink struct {
	Func string        // types.Func.FullName: "net/url.Parse", "(*net/http.Client).Get"
	Arg  int           // index of the URI parameter
	Need uricheck.Need // the form the parameter needs
}

// A sinkTable is the sinks of a run: the standard library's and those of
// -sinks, by full name; and what reachesSink learned of packages.
type sinkTable struct {
	sinks     map[string][]sink
	sinkPkgs  map[string]bool // the packages of sinks, to look up a callee's name only there
	sinkNames map[string]bool // the sinks' own names ("Get" of "(*net/http.Client).Get"), likewise
	reach     sync.Map        // weak.Pointer[types.Package] -> bool: reachesSink's answers
}

// reachesSink reports whether pkg is, or imports directly or not, the
// package of a sink of the table or of -sinks.
//
// The answer is kept for the other packages of the run (t.reach):
// a package's imports do not change once it is type-checked, and each
// package would otherwise walk its whole import graph again.
func (t *sinkTable) reachesSink(pkg *types.Package) bool {
	key := weak.Make(pkg)
	if r, ok := t.reach.Load(key); ok {
		return r.(bool)
	}
	r := t.sinkPkgs[pkg.Path()]
	for _, imp := range pkg.Imports() {
		if r {
			break
		}
		r = t.reachesSink(imp) // imports form no cycle
	}
	if _, loaded := t.reach.LoadOrStore(key, r); !loaded {
		// The entry goes when the package does: a long-lived process
		// (gopls) type-checks packages again and again.
		reach := &t.reach
		runtime.AddCleanup(pkg, func(key weak.Pointer[types.Package]) { reach.Delete(key) }, key)
	}
	return r
}

// add adds the sink sk to t.
func (t *sinkTable) add(sk sink) {
	t.sinks[sk.Func] = append(t.sinks[sk.Func], sk)
	t.sinkPkgs[typesutil.FuncPkgPath(sk.Func)] = true
	t.sinkNames[sk.Func[strings.LastIndexByte(sk.Func, '.')+1:]] = true
}

// sends reports whether the sink sends a request to the URI: url.Parse
// and a request target (httptest.NewRequest, url.ParseRequestURI) are
// only read.
func (s sink) sends() bool { return sendsTo(s.Need) }

// sendsTo reports whether a string of need n becomes the URL of an http
// request: url.Parse, a request target and the libraries' URIs do not.
func sendsTo(n uricheck.Need) bool {
	switch n.Kind {
	case uricheck.KindHTTPURL, uricheck.KindClientURL, uricheck.KindRequestURL:
		return true
	}
	return false
}

// requests reports whether a call of the sink sends a request to the
// URI itself (http.Get, a client's Get, a wrapper of one).
func (s sink) requests() bool {
	return s.Need == uricheck.NeedHTTPURL || s.Need == uricheck.NeedClientURL
}

// needName returns the name of n in the -sinks flag ("http",
// "url=amqp|amqps"); "client" for the need of a client's methods, which
// the flag does not name.
func needName(n uricheck.Need) string {
	for name, m := range needNames {
		if m == n {
			return name
		}
	}
	for name, k := range schemeKinds {
		if k.kind == n.Kind && k.list == n.List && n.Slash == (name == "base") {
			return name + "=" + n.Schemes
		}
	}
	if n.Kind == uricheck.KindHostPort {
		if n.Socket {
			return "address"
		}
		return "hostport"
	}
	return "client"
}

// needNames are the names of needs in the -sinks flag that take no
// schemes.
var needNames = map[string]uricheck.Need{
	"reference":   uricheck.NeedReference,
	"http":        uricheck.NeedHTTPURL,
	"request":     uricheck.NeedRequestURL,
	"request-uri": uricheck.NeedRequestURI,
	"client":      uricheck.NeedClientURL,
	"hostport":    {Kind: uricheck.KindHostPort},
	"address":     {Kind: uricheck.KindHostPort, Socket: true},
}

// schemeKinds are the needs of the -sinks flag that name schemes:
// NAME=SCHEME|SCHEME....
var schemeKinds = map[string]struct {
	kind uricheck.NeedKind
	list bool
}{
	"url":     {uricheck.KindURL, false},
	"urls":    {uricheck.KindURL, true},
	"base":    {uricheck.KindURL, false},
	"dsn":     {uricheck.KindDSN, false},
	"target":  {uricheck.KindTarget, false},
	"targets": {uricheck.KindTarget, true},
}

// NeedSyntax describes the needs of the -sinks flag.
const NeedSyntax = "reference, http, client (http, or a scheme a client's Transport may serve), request, request-uri, hostport, address (host[:port] or a Unix socket's path), or url=, urls=, base=, dsn=, target= or targets= followed by schemes separated by \"|\""

// parseNeed parses a need of the -sinks flag: a name of needNames, or
// NAME=SCHEMES with NAME from schemeKinds and SCHEMES separated by "|";
// a scheme may be "*" (any other) or "!scheme" (refused).
func parseNeed(s string) (uricheck.Need, error) {
	if n, ok := needNames[s]; ok {
		return n, nil
	}
	name, schemes, ok := strings.Cut(s, "=")
	k, known := schemeKinds[name]
	if !ok || !known || schemes == "" {
		return uricheck.Need{}, fmt.Errorf("need %q is not one of %s", s, NeedSyntax)
	}
	for sc := range strings.SplitSeq(schemes, "|") {
		if sc == "*" {
			continue
		}
		sc = strings.TrimPrefix(sc, "!")
		if sc == "" || uricore.SchemeLen(sc) != len(sc) || strings.ToLower(sc) != sc {
			return uricheck.Need{}, fmt.Errorf("need %q: %q is not a lower-case scheme (RFC 3986 §3.1)", s, sc)
		}
	}
	return uricheck.Need{Kind: k.kind, Schemes: schemes, List: k.list, Slash: name == "base"}, nil
}

// parseSink parses a user sink "FUNC:ARG[:NEED]", where FUNC is as
// types.Func.FullName writes it ("example.com/api.Fetch",
// "(*example.com/api.Client).Do"), ARG the parameter index and NEED as
// parseNeed reads it, reference by default.
func parseSink(s string) (sink, error) {
	parts := strings.SplitN(s, ":", 3)
	if len(parts) < 2 || parts[0] == "" {
		return sink{}, fmt.Errorf("sink %q: want FUNC:ARG[:NEED]", s)
	}
	arg, err := strconv.Atoi(parts[1])
	if err != nil || arg < 0 {
		return sink{}, fmt.Errorf("sink %q: argument index %q is not a non-negative integer", s, parts[1])
	}
	need := uricheck.NeedReference
	if len(parts) == 3 {
		n, err := parseNeed(parts[2])
		if err != nil {
			return sink{}, fmt.Errorf("sink %q: %v", s, err)
		}
		need = n
	}
	return sink{parts[0], arg, need}, nil
}

// A paramRole is an answer of nonURIRole.
type paramRole struct {
	role textRole
	idx  int
}

// needRank orders needs from the loosest (any reference) to the
// strictest (a URL that is sent over http).
func needRank(n uricheck.Need) int {
	switch n.Kind {
	case uricheck.KindURL, uricheck.KindHostPort:
		return 3
	case uricheck.KindDSN, uricheck.KindTarget:
		return 2
	}
	switch n {
	case uricheck.NeedHTTPURL:
		return 4
	case uricheck.NeedClientURL:
		return 3
	case uricheck.NeedRequestURL:
		return 2
	case uricheck.NeedRequestURI:
		return 1
	}
	return 0
}
