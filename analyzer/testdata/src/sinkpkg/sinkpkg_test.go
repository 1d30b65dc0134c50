package sinkpkg

import "testing"

func TestFetch(t *testing.T) {
	for _, in := range []string{
		"htp://example.com/", // ok: the tests of the package that defines a sink feed it deliberate input
	} {
		Fetch(in)
	}
	Fetch("http//example.com/") // ok: likewise
}
