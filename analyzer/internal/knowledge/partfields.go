// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// PartFields are the string fields of net/url.URL and net/http.Request
// that hold a component in its RFC 3986 syntax, with the component's
// name as the checks of components name it. Path and Fragment hold
// decoded text and take anything.
//
// Pinned to Go 1.26 (go.mod's go line).
var PartFields = []Part{
	{"net/url.URL", "Scheme", "Scheme"},
	{"net/url.URL", "Host", "Host"},
	{"net/url.URL", "RawQuery", "RawQuery"},
	{"net/url.URL", "RawPath", "RawPath"},
	{"net/url.URL", "RawFragment", "RawFragment"},
	{"net/http.Request", "Host", "Host"},
}
