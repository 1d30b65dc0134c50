package uricore_test

import (
	"testing"

	"github.com/urilint/urilint/uricore"
)

// TestLookupScheme checks the scheme table against the schemes'
// specifications; schemes compare without regard to case (§3.1).
func TestLookupScheme(t *testing.T) {
	for _, tt := range []struct {
		scheme string
		port   string // RFC 9110 §4.2, RFC 6455 §3, RFC 1738 §3.2
		slash  bool
		http   bool
		ok     bool
	}{
		{"http", "80", true, true, true},
		{"HTTPS", "443", true, true, true},
		{"Ws", "80", true, false, true},
		{"wss", "443", true, false, true},
		{"ftp", "21", false, false, true},
		{"urn", "", false, false, false},
		{"mailto", "", false, false, false},
		{"", "", false, false, false},
	} {
		s, ok := uricore.LookupScheme(tt.scheme)
		if ok != tt.ok || s.DefaultPort != tt.port || s.EmptyPathIsSlash != tt.slash || s.HTTP != tt.http {
			t.Errorf("LookupScheme(%q) = %+v, %v; want port %q, empty path %v, http %v, %v", tt.scheme, s, ok, tt.port, tt.slash, tt.http, tt.ok)
		}
	}
	// Normalization reads the same table.
	for in, want := range map[string]string{
		"WSS://h:443":    "wss://h/",
		"ftp://h:21":     "ftp://h",
		"mailto:a@b.org": "mailto:a@b.org",
	} {
		if got, err := uricore.Normalize(in); err != nil || got != want {
			t.Errorf("Normalize(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}
