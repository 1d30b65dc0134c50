// Package fixtests holds fixes -fix must not make: they would change
// what a test of the package checks.
package fixtests

import "net/http"

// A test compares page with its own copy of the text: a fix of page
// alone would fail it.
const page = "https://example.com/annual report.pdf" // want `a space must be percent-encoded as %20`

func fetch() { http.Get(page) }

// No test spells this one: it is fixed.
const other = "https://example.com/annual report 2.pdf" // want `a space must be percent-encoded as %20`

func fetchOther() { http.Get(other) }
