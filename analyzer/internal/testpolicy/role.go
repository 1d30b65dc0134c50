// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

// The vocabulary of every layer: what a test does with a string (Role),
// what one use of it does (useClass), and how they combine.

// A Role is what a test does with a string.
type Role uint8

const (
	Unread   Role = iota // the policy cannot tell what the test needs: silent
	MustWork             // the test needs the string to work as a URI: reported
	Input                // a deliberate input: the test expects it to be rejected, or feeds it to the code under test
	Expected             // an expected output or a fixture: the test pins what the code answers
	Built                // the test builds the code under test's input from it (a request, a URL): deliberate, unless the build itself fails
)

func (r Role) String() string {
	switch r {
	case MustWork:
		return "must work"
	case Input:
		return "deliberate input"
	case Expected:
		return "expected output"
	case Built:
		return "input built for the code under test"
	}
	return "unread"
}

// Combine combines the roles of two uses of one literal, in any order:
// the join of the roles' lattice, in which a deliberate input wins over
// an expected output, which wins over an input built for the code under
// test, which wins over a use that must work, which wins over an unread
// one. A use, a literal's uses and a table's rows are all combined by it.
func Combine(a, b Role) Role {
	if b.rank() > a.rank() {
		return b
	}
	return a
}

// rank places r in the roles' lattice (Combine).
func (r Role) rank() int {
	switch r {
	case Input:
		return 4
	case Expected:
		return 3
	case Built:
		return 2
	case MustWork:
		return 1
	}
	return 0
}

// A useClass is what one use of a string does.
type useClass struct {
	compared bool    // an operand of a comparison or an equality assertion: an expected output
	input    bool    // given to a call
	uri      bool    // for an input: the call uses it as a URI (a sink, a wrapper, a helper whose fact says so, a url.URL)
	out      Outcome // for an input: what the test expects of the call
	fixture  bool    // for an input: the call's answer is pinned (compared with another field of the row, or with the input itself)
	handler  bool    // for an input: the input of the code under test (a parser's, a handler's)
	role     Role    // for a handler's input built into a request or URL: its role (builtRole); Unread for a parser's
}

// combine decides a string's role from all its uses, in any order: the
// test must need it to work as a URI (a URI use it fails without), and
// no use may say it is deliberate (an input the test expects rejected,
// a handler's input, a fixture, an expected output). Anything else is
// left unread, and reporting stays silent.
func combine(cs []useClass) Role {
	r := Unread
	for _, c := range cs {
		r = Combine(r, c.says())
	}
	return r
}

// says returns the role that the use c alone gives its string.
func (c useClass) says() Role {
	switch {
	case c.fixture, c.compared:
		return Expected
	case c.handler && (c.role == MustWork || c.role == Built || c.role == Expected):
		return c.role
	case c.handler:
		return Input
	case c.input:
		switch c.out {
		case outcomeSuccess:
			if c.uri {
				return MustWork
			}
		case outcomeUsed:
			if c.uri {
				return Built
			}
		case outcomeFailure:
			return Input
		case outcomePinned:
			return Expected
		}
	}
	return Unread
}
