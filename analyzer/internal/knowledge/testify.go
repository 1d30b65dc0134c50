// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// TestifyAssertions are testify's assertions, by their own name, and
// what each checks, as Assertions says: each row stands for NAME and
// NAMEf of packages github.com/stretchr/testify/assert and
// github.com/stretchr/testify/require, whose checked argument is Arg 1
// (assert.Equal(t, want, got)), and for the same methods of their
// *Assertions, whose is Arg 0 (a := assert.New(t); a.Equal(want, got)).
//
// Pinned to Go 1.26 (go.mod's go line) for the standard library; for
// testify, go-cmp and quicktest, to the stubs under analyzer/testdata/src
// that the test policy's TestAssertionTable checks each row against,
// which name no version of those libraries.
var TestifyAssertions = []Assertion{
	{"Equal", "equal", 1},
	{"EqualValues", "equal", 1},
	{"Exactly", "equal", 1},
	{"NotEqual", "notequal", 1},
	{"NoError", "noerror", 1},
	{"Nil", "noerror", 1},
	{"Error", "error", 1},
	{"NotNil", "error", 1},
	{"ErrorIs", "error", 1},
	{"ErrorContains", "error", 1},
	{"EqualError", "error", 1},
	{"ErrorAs", "error", 1},
	{"True", "true", 1},
	{"False", "false", 1},
}
