package d15

import "testing"

// source: https://github.com/caddyserver/caddy/blob/0cf03d32f/modules/caddyhttp/reverseproxy/addresses_test.go#L202 (TestParseUpstreamDialAddress, expectErr row)
func TestParseUpstreamDialAddress(t *testing.T) {
	for i, tc := range []struct {
		input     string
		expectErr bool
	}{
		{input: "http://localhost:80", expectErr: false},
		{input: "http:// :80", expectErr: true}, // heldout:deliberate
	} {
		_, err := parseUpstreamDialAddress(tc.input)
		if (err != nil) != tc.expectErr {
			t.Errorf("test %d: err = %v, expectErr %v", i, err, tc.expectErr)
		}
	}
}
