// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// DecodedFuncs are the functions whose result is decoded text: what a
// client sent, with its escapes undone.
//
// Pinned to Go 1.26 (go.mod's go line).
var DecodedFuncs = []Func{
	"(net/url.Values).Get", "(*net/http.Request).FormValue",
	"(*net/http.Request).PostFormValue", "net/url.PathUnescape",
	"net/url.QueryUnescape", "(*net/http.Request).PathValue",
}
