// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// Assertions are the assertion functions the test policy understands,
// but testify's (TestifyAssertions): what each checks of its argument
// at Arg. Checks is one of noerror (fails when the argument is
// non-nil), error (fails when it is nil), true, false, equal (its two
// arguments differ; either is an expected value), notequal, or checker
// (quicktest: what it checks is its checker argument, the next one).
//
// Pinned to Go 1.26 (go.mod's go line) for the standard library; for
// testify, go-cmp and quicktest, to the stubs under analyzer/testdata/src
// that the test policy's TestAssertionTable checks each row against,
// which name no version of those libraries.
var Assertions = []Assertion{
	{"reflect.DeepEqual", "equal", 0},
	{"github.com/google/go-cmp/cmp.Equal", "equal", 0},
	{"github.com/google/go-cmp/cmp.Diff", "equal", 0},
	// quicktest: qt.Assert(t, got, qt.Equals, want), c.Check(got, qt.IsNil).
	{"github.com/frankban/quicktest.Assert", "checker", 1},
	{"github.com/frankban/quicktest.Check", "checker", 1},
	{"(*github.com/frankban/quicktest.C).Assert", "checker", 0},
	{"(*github.com/frankban/quicktest.C).Check", "checker", 0},
}
