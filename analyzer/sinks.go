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
	"weak"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// A sink is a function with a parameter that takes a URI.
type sink struct {
	Func string        // types.Func.FullName: "net/url.Parse", "(*net/http.Client).Get"
	Arg  int           // index of the URI parameter
	Need uricheck.Need // the form the parameter needs
}

// stdSinks are the standard library's functions that take a URI string.
var stdSinks = []sink{
	{"net/url.Parse", 0, uricheck.NeedReference},
	{"net/url.ParseRequestURI", 0, uricheck.NeedRequestURI},
	{"net/url.JoinPath", 0, uricheck.NeedReference},
	{"(*net/url.URL).Parse", 0, uricheck.NeedReference},
	{"net/http.Get", 0, uricheck.NeedHTTPURL},
	{"net/http.Head", 0, uricheck.NeedHTTPURL},
	{"net/http.Post", 0, uricheck.NeedHTTPURL},
	{"net/http.PostForm", 0, uricheck.NeedHTTPURL},
	{"(*net/http.Client).Get", 0, uricheck.NeedClientURL},
	{"(*net/http.Client).Head", 0, uricheck.NeedClientURL},
	{"(*net/http.Client).Post", 0, uricheck.NeedClientURL},
	{"(*net/http.Client).PostForm", 0, uricheck.NeedClientURL},
	{"net/http.NewRequest", 1, uricheck.NeedRequestURL},
	{"net/http.NewRequestWithContext", 2, uricheck.NeedRequestURL},
	{"net/http.Redirect", 2, uricheck.NeedReference},
	{"net/http/httptest.NewRequest", 1, uricheck.NeedRequestURI},
	{"net/http/httptest.NewRequestWithContext", 2, uricheck.NeedRequestURI},
}

// needName returns the name of n in the -sinks flag; "client" for the
// need of a client's methods, which the flag does not name.
func needName(n uricheck.Need) string {
	for name, m := range needNames {
		if m == n {
			return name
		}
	}
	return "client"
}

// needNames are the names of needs in the -sinks flag.
var needNames = map[string]uricheck.Need{
	"reference":   uricheck.NeedReference,
	"http":        uricheck.NeedHTTPURL,
	"request":     uricheck.NeedRequestURL,
	"request-uri": uricheck.NeedRequestURI,
}

// parseSink parses a user sink "FUNC:ARG[:NEED]", where FUNC is as
// types.Func.FullName writes it ("example.com/api.Fetch",
// "(*example.com/api.Client).Do"), ARG the parameter index and NEED one
// of reference (the default), http, request, request-uri.
func parseSink(s string) (sink, error) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 || parts[0] == "" {
		return sink{}, fmt.Errorf("sink %q: want FUNC:ARG[:NEED]", s)
	}
	arg, err := strconv.Atoi(parts[1])
	if err != nil || arg < 0 {
		return sink{}, fmt.Errorf("sink %q: argument index %q is not a non-negative integer", s, parts[1])
	}
	need := uricheck.NeedReference
	if len(parts) == 3 {
		n, ok := needNames[parts[2]]
		if !ok {
			return sink{}, fmt.Errorf("sink %q: need %q is not one of reference, http, request, request-uri", s, parts[2])
		}
		need = n
	}
	return sink{parts[0], arg, need}, nil
}

// reachesSink reports whether pkg is, or imports directly or not, the
// package of a sink of the table or of -sinks.
//
// The answer is kept for the other packages of the run (settings.reach):
// a package's imports do not change once it is type-checked, and each
// package would otherwise walk its whole import graph again.
func (c *checker) reachesSink(pkg *types.Package) bool {
	key := weak.Make(pkg)
	if r, ok := c.settings.reach.Load(key); ok {
		return r.(bool)
	}
	r := c.settings.sinkPkgs[pkg.Path()]
	for _, imp := range pkg.Imports() {
		if r {
			break
		}
		r = c.reachesSink(imp) // imports form no cycle
	}
	if _, loaded := c.settings.reach.LoadOrStore(key, r); !loaded {
		// The entry goes when the package does: a long-lived process
		// (gopls) type-checks packages again and again.
		reach := &c.settings.reach
		runtime.AddCleanup(pkg, func(key weak.Pointer[types.Package]) { reach.Delete(key) }, key)
	}
	return r
}
