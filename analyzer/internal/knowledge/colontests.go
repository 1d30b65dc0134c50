// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// ColonTests are the functions of package strings that test a host for
// a port by its ':'; Split marks the splitters that take a host and a
// port apart by it.
//
// Pinned to Go 1.26 (go.mod's go line).
var ColonTests = []ColonTest{
	{"strings.Contains", false},
	{"strings.ContainsRune", false},
	{"strings.ContainsAny", false},
	{"strings.Index", false},
	{"strings.IndexByte", false},
	{"strings.IndexRune", false},
	{"strings.Count", false},
	{"strings.Split", true},
	{"strings.SplitN", true},
	{"strings.Cut", true},
	{"strings.SplitAfter", true},
}
