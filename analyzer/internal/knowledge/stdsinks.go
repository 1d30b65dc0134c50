// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// StdSinks are the standard library's functions that take a URI string.
//
// Pinned to Go 1.26 (go.mod's go line): the analyzer's TestTables resolves each
// against the toolchain's packages.
var StdSinks = []Sink{
	{"net/url.Parse", 0, "reference"},
	{"net/url.ParseRequestURI", 0, "request-uri"},
	{"net/url.JoinPath", 0, "reference"},
	{"(*net/url.URL).Parse", 0, "reference"},
	{"net/http.Get", 0, "http"},
	{"net/http.Head", 0, "http"},
	{"net/http.Post", 0, "http"},
	{"net/http.PostForm", 0, "http"},
	{"(*net/http.Client).Get", 0, "client"},
	{"(*net/http.Client).Head", 0, "client"},
	{"(*net/http.Client).Post", 0, "client"},
	{"(*net/http.Client).PostForm", 0, "client"},
	{"net/http.NewRequest", 1, "request"},
	{"net/http.NewRequestWithContext", 2, "request"},
	{"net/http.Redirect", 2, "reference"},
	{"net/http/httptest.NewRequest", 1, "request-uri"},
	{"net/http/httptest.NewRequestWithContext", 2, "request-uri"}}
