// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// StdReaders are the functions of net/http that read the URL of their
// request argument, by full name: a mux routes on its path, a redirect
// resolves against it.
//
// Pinned to Go 1.26 (go.mod's go line).
var StdReaders = []Arg{
	{"(*net/http.ServeMux).ServeHTTP", 1},
	{"(*net/http.ServeMux).Handler", 0},
	{"net/http.Redirect", 1},
}
