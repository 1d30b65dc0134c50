// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

// An assertKind is what an assertion function checks of its argument.
type assertKind uint8

const (
	assertNoError  assertKind = iota + 1 // fails when the argument is non-nil (NoError, Nil)
	assertError                          // fails when the argument is nil (Error, NotNil, ErrorIs, …)
	assertTrue                           // fails when the argument is false
	assertFalse                          // fails when the argument is true
	assertEqual                          // fails when its two arguments differ; either is an expected value
	assertNotEqual                       // fails when its two arguments are equal
	assertChecker                        // quicktest: what it checks is its checker argument (the next one)
)

// An assertion is an entry of the assertion table: what the function
// checks, and the index of its (first) checked argument.
type assertion struct {
	kind assertKind
	arg  int
}

// assertions are the third-party and standard assertions urilint
// understands, keyed by types.Func.FullName. TestAssertionTable checks
// each against the real signature (stubs in testdata/src with testify's
// and go-cmp's signatures).
var assertions = func() map[string]assertion {
	m := map[string]assertion{
		"reflect.DeepEqual":                  {assertEqual, 0},
		"github.com/google/go-cmp/cmp.Equal": {assertEqual, 0},
		"github.com/google/go-cmp/cmp.Diff":  {assertEqual, 0},
	}
	kinds := map[string]assertKind{
		"Equal": assertEqual, "EqualValues": assertEqual, "Exactly": assertEqual,
		"NotEqual": assertNotEqual,
		"NoError":  assertNoError, "Nil": assertNoError,
		"Error": assertError, "NotNil": assertError, "ErrorIs": assertError,
		"ErrorContains": assertError, "EqualError": assertError, "ErrorAs": assertError,
		"True": assertTrue, "False": assertFalse,
	}
	// quicktest: qt.Assert(t, got, qt.Equals, want), c.Check(got, qt.IsNil).
	const qt = "github.com/frankban/quicktest"
	for _, n := range []string{"Assert", "Check"} {
		m[qt+"."+n] = assertion{assertChecker, 1}
		m["(*"+qt+".C)."+n] = assertion{assertChecker, 0}
	}
	for _, pkg := range []string{"github.com/stretchr/testify/assert", "github.com/stretchr/testify/require"} {
		for name, k := range kinds {
			for _, n := range []string{name, name + "f"} {
				m[pkg+"."+n] = assertion{k, 1}                  // assert.Equal(t, want, got)
				m["(*"+pkg+".Assertions)."+n] = assertion{k, 0} // a := assert.New(t); a.Equal(want, got)
			}
		}
	}
	return m
}()

// failFuncs are the functions that fail a test (or stop the program)
// whenever they are called, keyed by types.Func.FullName.
var failFuncs = map[string]bool{
	"(*testing.common).Error":                     true,
	"(*testing.common).Errorf":                    true,
	"(*testing.common).Fatal":                     true,
	"(*testing.common).Fatalf":                    true,
	"(*testing.common).Fail":                      true,
	"(*testing.common).FailNow":                   true,
	"(testing.TB).Error":                          true,
	"(testing.TB).Errorf":                         true,
	"(testing.TB).Fatal":                          true,
	"(testing.TB).Fatalf":                         true,
	"(testing.TB).Fail":                           true,
	"(testing.TB).FailNow":                        true,
	"log.Fatal":                                   true,
	"log.Fatalf":                                  true,
	"log.Fatalln":                                 true,
	"log.Panic":                                   true,
	"log.Panicf":                                  true,
	"log.Panicln":                                 true,
	"os.Exit":                                     true,
	"github.com/stretchr/testify/assert.Fail":     true,
	"github.com/stretchr/testify/assert.FailNow":  true,
	"github.com/stretchr/testify/require.Fail":    true,
	"github.com/stretchr/testify/require.FailNow": true,
}

// qtCheckers are quicktest's checkers, package variables keyed by
// their package path and name: what an assertion that names one checks.
var qtCheckers = map[string]assertKind{
	"github.com/frankban/quicktest.IsNil":        assertNoError,
	"github.com/frankban/quicktest.IsNotNil":     assertError,
	"github.com/frankban/quicktest.ErrorIs":      assertError,
	"github.com/frankban/quicktest.ErrorMatches": assertError,
	"github.com/frankban/quicktest.IsTrue":       assertTrue,
	"github.com/frankban/quicktest.IsFalse":      assertFalse,
	"github.com/frankban/quicktest.Equals":       assertEqual,
	"github.com/frankban/quicktest.DeepEquals":   assertEqual,
}
