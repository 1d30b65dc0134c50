package tables

import (
	"net/url"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tt := range []struct{ in string }{
		{"http://a/%zz"},        // ok: test tables hold invalid inputs on purpose
		{"HTTP://Example.com/"}, // ok: nor is nonnormal reported in them
		{"http://a:99999/"},     // ok: Parse's answer is dropped: nothing says the test needs it to work
	} {
		_ = Parse(tt.in)
	}
	url.Parse("http://a/%zz")           // ok: the answer is dropped
	const single = "htp://example.com/" // ok: a constant in a test is not judged by its text alone
	_ = single
}

const expected = "http://example.com:80/" // ok: nonnormal is not reported in tests
