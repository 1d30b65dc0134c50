// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// QTCheckers are quicktest's checkers, package variables by their
// package path and name, and what an assertion that names one checks
// (as Assertions says).
//
// Pinned to Go 1.26 (go.mod's go line) for the standard library; for
// testify, go-cmp and quicktest, to the stubs under analyzer/testdata/src
// that the test policy's TestAssertionTable checks each row against,
// which name no version of those libraries.
var QTCheckers = []Checker{
	{"github.com/frankban/quicktest.IsNil", "noerror"},
	{"github.com/frankban/quicktest.IsNotNil", "error"},
	{"github.com/frankban/quicktest.ErrorIs", "error"},
	{"github.com/frankban/quicktest.ErrorMatches", "error"},
	{"github.com/frankban/quicktest.IsTrue", "true"},
	{"github.com/frankban/quicktest.IsFalse", "false"},
	{"github.com/frankban/quicktest.Equals", "equal"},
	{"github.com/frankban/quicktest.DeepEquals", "equal"},
}
