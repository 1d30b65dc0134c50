package tables

import (
	"net/url"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tt := range []struct{ in string }{
		{"http://a/%zz"},        // ok: test tables hold invalid inputs on purpose
		{"HTTP://Example.com/"}, // ok: nor is nonnormal reported in them
		{"http://a:99999/"},     // want `port 99999 is out of range`
	} {
		_ = Parse(tt.in)
	}
	url.Parse("http://a/%zz")           // want `invalid percent-encoding|unexpected character`
	const single = "htp://example.com/" // want `looks like a misspelling`
	_ = single
}

const expected = "http://example.com:80/" // ok: nonnormal is not reported in tests
