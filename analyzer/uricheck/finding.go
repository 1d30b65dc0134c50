// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"slices"

	"github.com/urilint/urilint/uricore"
)

// The categories of findings. They are stable: they turn into URL anchors
// and configuration keys.
const (
	Malformed   = "malformed"
	Form        = "form"
	Typo        = "typo"
	Credentials = "credentials"
	Port        = "port"
	NonNormal   = "nonnormal"
	Join        = "join"
	HostPort    = "hostport"
)

// categories lists every category, in the order of the documentation.
var categories = [...]string{Malformed, Form, Typo, Credentials, Port, NonNormal, Join, HostPort}

// Categories returns every category, in the order of the documentation.
func Categories() []string { return slices.Clone(categories[:]) }

// IsCategory reports whether name is a category.
func IsCategory(name string) bool { return slices.Contains(categories[:], name) }

// Options says how to check a string.
type Options struct {
	// Need is the form the site requires.
	Need Need
	// Site names the function the string is passed to, for messages
	// ("net/http.Get"); empty for a standalone constant.
	Site string
	// Steps are the normalization steps a nonnormal finding counts.
	Steps uricore.Steps
	// Scheme is the scheme beside a component checked alone (the Scheme
	// of the url.URL whose Host is checked), if it is known.
	Scheme string
	// Whole says that the string is the whole value the site receives
	// (one literal written at the call, a command-line argument).
	// Otherwise it may be the start of a value that grows later, and a
	// "port" in it may be a password whose "@host" follows: no message
	// quotes it.
	Whole bool
}

// DefaultSteps are the steps nonnormal counts unless configured: case,
// percent-encoding, dot segments and default port, not the empty path
// nor the IPv6 text form.
const DefaultSteps = uricore.StepCase | uricore.StepPercentEncoding | uricore.StepDotSegments | uricore.StepDefaultPort

// A Finding is one thing wrong with a URI string.
type Finding struct {
	Category string
	// Offset and End delimit the offending bytes in the string value.
	Offset, End int
	// Message is a lowercase predicate phrase. It never holds a password.
	Message string
	// Fix, if not nil, is the whole corrected string value.
	Fix *string
	// Edits, if Fix is a repair of a few bytes, are the edits that turn
	// the string into Fix, sorted and disjoint; a caller may apply them
	// to a piece of the string it knows.
	Edits []Edit
	// FixTitle says what Fix does, as a suggested fix's title
	// ("Percent-encode the characters RFC 3986 does not allow"); it is
	// chosen where the fix is made.
	FixTitle string
	// FixSteps, for a nonnormal finding, are the normalization steps
	// that Fix applies: those that change the string.
	FixSteps uricore.Steps
}
