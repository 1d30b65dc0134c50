package d18

import "testing"

// source: https://github.com/micro/go-micro/blob/HEAD/gateway/a2a/pushsecurity_test.go#L41 (rejected push URLs)
func TestPushURLRejected(t *testing.T) {
	for _, raw := range []string{
		"ftp://example.com/hook",
		"http:///nohost", // heldout:deliberate
	} {
		if err := validatePushURL(raw); err == nil {
			t.Errorf("%s: expected rejection", raw)
		}
	}
}
