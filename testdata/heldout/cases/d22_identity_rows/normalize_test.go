package d22

import "testing"

// constructed (no single public source): identity rows of a round-trip table, after net/url's own url_test.go "URL round trip" shape
func TestCanonicalIdentity(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://example.com/a%2Fb", "http://example.com/a%2Fb"}, // heldout:deliberate
		{"mailto:user@example.com", "mailto:user@example.com"},   // heldout:deliberate
	} {
		if got := Canonical(tt.in); got != tt.want {
			t.Errorf("Canonical(%q) = %q", tt.in, got)
		}
	}
}
