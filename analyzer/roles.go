// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/types"
	"strings"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"golang.org/x/tools/go/analysis/passes/printf"
)

// A textRole is what a string is where it flows, when that is not a
// URI: the role of a parameter (nonURIParams, nonURIRole), and of the
// literals and expressions given to it (markNotURI).
type textRole uint8

const (
	roleNone     textRole = iota // a URI, or nothing known
	roleText                     // a piece of text: a prefix, suffix or substring (package strings, bytes)
	roleFormat                   // a printf format
	roleRegexp                   // a regular expression
	roleTemplate                 // a text/template or html/template
	roleExpand                   // an os.Expand string
	roleServeMux                 // a ServeMux pattern
	rolePattern                  // a path.Match or filepath pattern
	roleWildcard                 // a ServeMux wildcard name
	roleHeader                   // a header name
	roleQueryKey                 // a query key
	roleRoute                    // a router's route pattern
)

var roleNames = [...]string{
	roleNone:     "",
	roleText:     "a piece of text",
	roleFormat:   "a printf format",
	roleRegexp:   "a regular expression",
	roleTemplate: "a template",
	roleExpand:   "an os.Expand string",
	roleServeMux: "a ServeMux pattern",
	rolePattern:  "a pattern",
	roleWildcard: "a wildcard name",
	roleHeader:   "a header name",
	roleQueryKey: "a query key",
	roleRoute:    "a route pattern",
}

// String returns the role as messages and tests name it: "a printf format".
func (r textRole) String() string { return roleNames[r] }

// nonURIParams are parameters whose strings are not URIs, though they
// may hold URI syntax: patterns, templates and expansions. Index -1 means
// every argument.
var nonURIParams = map[string]struct {
	arg  int
	role textRole
}{
	"regexp.Compile":                              {0, roleRegexp},
	"regexp.CompilePOSIX":                         {0, roleRegexp},
	"regexp.MustCompile":                          {0, roleRegexp},
	"regexp.MustCompilePOSIX":                     {0, roleRegexp},
	"regexp.MatchString":                          {0, roleRegexp},
	"regexp.Match":                                {0, roleRegexp},
	"regexp.MatchReader":                          {0, roleRegexp},
	"regexp/syntax.Parse":                         {0, roleRegexp},
	"(*text/template.Template).Parse":             {0, roleTemplate},
	"(*html/template.Template).Parse":             {0, roleTemplate},
	"os.Expand":                                   {0, roleExpand},
	"os.ExpandEnv":                                {0, roleExpand},
	"net/http.Handle":                             {0, roleServeMux},
	"net/http.HandleFunc":                         {0, roleServeMux},
	"(*net/http.ServeMux).Handle":                 {0, roleServeMux},
	"(*net/http.ServeMux).HandleFunc":             {0, roleServeMux},
	"path.Match":                                  {0, rolePattern},
	"path/filepath.Match":                         {0, rolePattern},
	"path/filepath.Glob":                          {0, rolePattern},
	"(*net/http.Request).PathValue":               {0, roleWildcard},
	"(*net/http.Request).SetPathValue":            {0, roleWildcard},
	"(net/http.Header).Get":                       {0, roleHeader},
	"(net/url.Values).Get":                        {0, roleQueryKey},
	"(*github.com/gorilla/mux.Router).HandleFunc": {0, roleRoute},
}

// nonURIRole returns the role of fn's parameter idx whose strings are not
// URIs (-1: every parameter), or roleNone. The answer is kept: most calls
// are of a function called before.
func (c *checker) nonURIRole(fn *types.Func) (textRole, int) {
	if r, ok := c.sinks.roles[fn]; ok {
		return r.role, r.idx
	}
	role, idx := c.nonURIRole1(fn)
	if c.sinks.roles == nil {
		c.sinks.roles = map[*types.Func]paramRole{}
	}
	c.sinks.roles[fn] = paramRole{role, idx}
	return role, idx
}

// A paramRole is an answer of nonURIRole.
type paramRole struct {
	role textRole
	idx  int
}

func (c *checker) nonURIRole1(fn *types.Func) (textRole, int) {
	if pkg := fn.Pkg(); pkg != nil {
		switch path := pkg.Path(); {
		case path == "strings" && fn.Name() == "Join" && fn.Signature().Recv() == nil:
			// What it joins is a piece of the string it builds, which
			// is a URI or not as its use says (builders.go).
		case path == "strings" || path == "bytes":
			// Prefixes, suffixes and substrings ("http://" in HasPrefix)
			// are pieces of URIs; normalizing one would change what the
			// code matches.
			return roleText, -1
		case nonURIPkgs[path] && nonURINames[fn.Name()]:
			if p, ok := nonURIParams[c.fullName(fn.Origin())]; ok {
				return p.role, p.arg
			}
		}
	}
	// Only a function whose last parameters are a string and a ... can
	// be printf-like: ask the printf analyzer about those alone.
	sig := fn.Signature()
	if n := sig.Params().Len(); c.printf != nil && sig.Variadic() && n >= 2 && typesutil.IsString(sig.Params().At(n-2).Type()) {
		switch c.printfKind(fn) {
		case printf.KindPrintf, printf.KindErrorf:
			return roleFormat, n - 2
		}
	}
	return roleNone, 0
}

// printfKind returns what the printf analyzer says fn is, memoized: its
// answer builds fn's full name each time.
func (c *checker) printfKind(fn *types.Func) printf.Kind {
	if c.printf == nil {
		return printf.KindNone
	}
	k, ok := c.sinks.printfKinds[fn]
	if !ok {
		k = c.printf.Kind(fn)
		c.sinks.printfKinds[fn] = k
	}
	return k
}

// nonURIPkgs are the packages of nonURIParams, and nonURINames their
// functions' own names ("HandleFunc" of "(*net/http.ServeMux).HandleFunc"):
// only a function of such a package and name needs its full name built.
var nonURIPkgs, nonURINames = func() (pkgs, names map[string]bool) {
	pkgs, names = map[string]bool{}, map[string]bool{}
	for name := range nonURIParams {
		pkgs[typesutil.FuncPkgPath(name)] = true
		names[name[strings.LastIndexByte(name, '.')+1:]] = true
	}
	return pkgs, names
}()
