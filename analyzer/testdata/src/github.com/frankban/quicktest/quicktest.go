// Package quicktest is a stand-in for frankban/quicktest's, with its real
// signatures (github.com/frankban/quicktest v1.14.6) of the functions and
// checkers urilint's assertion table names.
package quicktest

import "testing"

// Checker is implemented by types used as part of Check/Assert invocations.
type Checker interface {
	Check(got interface{}, args []interface{}, note func(key string, value interface{})) error
	ArgNames() []string
}

type checker struct{ args []string }

func (c *checker) Check(got interface{}, args []interface{}, note func(key string, value interface{})) error {
	return nil
}
func (c *checker) ArgNames() []string { return c.args }

// The checkers.
var (
	Equals       Checker = &checker{[]string{"got", "want"}}
	DeepEquals   Checker = &checker{[]string{"got", "want"}}
	ErrorMatches Checker = &checker{[]string{"got error", "regexp"}}
	ErrorIs      Checker = &checker{[]string{"got error", "want error"}}
	IsNil        Checker = &checker{[]string{"got"}}
	IsNotNil     Checker = &checker{[]string{"got"}}
	IsTrue       Checker = &checker{[]string{"got"}}
	IsFalse      Checker = &checker{[]string{"got"}}
)

// C is a quicktest checker.
type C struct{ testing.TB }

// New returns a new checker instance that uses t to fail the test.
func New(t testing.TB) *C { return &C{t} }

// Check runs the given check using the provided t and continues on failure.
func Check(t testing.TB, got interface{}, checker Checker, args ...interface{}) bool { return true }

// Assert runs the given check using the provided t and stops on failure.
func Assert(t testing.TB, got interface{}, checker Checker, args ...interface{}) bool { return true }

// Check runs the given check and continues execution in case of failure.
func (c *C) Check(got interface{}, checker Checker, args ...interface{}) bool { return true }

// Assert runs the given check and stops execution in case of failure.
func (c *C) Assert(got interface{}, checker Checker, args ...interface{}) bool { return true }
