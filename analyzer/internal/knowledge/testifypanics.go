// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// TestifyPanics are testify's assertions that run a function and check
// that it panics (Panics) or does not, by their own name, with the
// index of the function among their arguments; each row stands for
// NAME and NAMEf of packages assert and require, and for the same
// methods of their *Assertions, whose index is one less. A Must
// function called in the function that assert.Panics runs is expected
// to panic: its string is a deliberate bad input.
//
// Pinned to Go 1.26 (go.mod's go line) for the standard library; for
// testify, go-cmp and quicktest, to the stubs under analyzer/testdata/src
// that the test policy's TestAssertionTable checks each row against,
// which name no version of those libraries.
var TestifyPanics = []PanicAssertion{
	{"Panics", 1, true},
	{"PanicsWithValue", 2, true},
	{"PanicsWithError", 2, true},
	{"NotPanics", 1, false},
}
