package sinkpkg

import "testing"

// Declaring a -sinks entry does not silence a package's tests: they are
// read as any test is.
func TestFetch(t *testing.T) {
	for _, in := range []string{
		"htp://example.com/", // ok: Fetch's answer is dropped: the test needs nothing from it
	} {
		Fetch(in)
	}
	if err := Fetch("http//example.com/"); err == nil { // ok: the test expects the error
		t.Fatal("no error")
	}
	if err := Fetch("htps://example.com/"); err != nil { // want `looks like a misspelling of "https"`
		t.Fatal(err)
	}
}
