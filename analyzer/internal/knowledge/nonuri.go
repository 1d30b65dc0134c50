// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// NonURIParams are parameters whose strings are not URIs, though they
// may hold URI syntax: patterns, templates and expansions. Arg -1 means
// every argument. Role names what the string is there: regexp,
// template, expand, servemux, pattern, wildcard, header, querykey or
// route.
//
// Pinned to Go 1.26 (go.mod's go line); gorilla/mux v1.8.1.
var NonURIParams = []NotURI{
	{"regexp.Compile", 0, "regexp"},
	{"regexp.CompilePOSIX", 0, "regexp"},
	{"regexp.MustCompile", 0, "regexp"},
	{"regexp.MustCompilePOSIX", 0, "regexp"},
	{"regexp.MatchString", 0, "regexp"},
	{"regexp.Match", 0, "regexp"},
	{"regexp.MatchReader", 0, "regexp"},
	{"regexp/syntax.Parse", 0, "regexp"},
	{"(*text/template.Template).Parse", 0, "template"},
	{"(*html/template.Template).Parse", 0, "template"},
	{"os.Expand", 0, "expand"},
	{"os.ExpandEnv", 0, "expand"},
	{"net/http.Handle", 0, "servemux"},
	{"net/http.HandleFunc", 0, "servemux"},
	{"(*net/http.ServeMux).Handle", 0, "servemux"},
	{"(*net/http.ServeMux).HandleFunc", 0, "servemux"},
	{"path.Match", 0, "pattern"},
	{"path/filepath.Match", 0, "pattern"},
	{"path/filepath.Glob", 0, "pattern"},
	{"(*net/http.Request).PathValue", 0, "wildcard"},
	{"(*net/http.Request).SetPathValue", 0, "wildcard"},
	{"(net/http.Header).Get", 0, "header"},
	{"(net/url.Values).Get", 0, "querykey"},
	{"(*github.com/gorilla/mux.Router).HandleFunc", 0, "route"},
}
