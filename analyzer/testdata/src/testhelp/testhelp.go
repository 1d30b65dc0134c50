// Package testhelp holds test helpers another package's tests call: what
// each expects is derived from its body and reaches them as a fact.
package testhelp

import (
	"net/url"
	"testing"
)

// Check stops the test on an error.
func Check(t testing.TB, err error) { // want Check:"testhelper\\(#1 success\\)"
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// Refuse stops the test unless there is an error.
func Refuse(t testing.TB, err error) { // want Refuse:"testhelper\\(#1 failure\\)"
	t.Helper()
	if err == nil {
		t.Fatal("no error")
	}
}

// Rejected fails the test when raw parses.
func Rejected(t testing.TB, raw string) { // want Rejected:"urisink" Rejected:"testhelper\\(#1 failure\\)"
	t.Helper()
	if _, err := url.Parse(raw); err == nil {
		t.Errorf("%q parsed", raw)
	}
}
