// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

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
