package d09

import "testing"

// source: https://github.com/asaskevich/govalidator/pull/511 (IsURL tests for http// and https//)
func TestIsURL(t *testing.T) {
	tests := []struct {
		param    string
		expected bool
	}{
		{"http://foobar.com", true},
		{"http//abc.com", false},  // heldout:deliberate
		{"https//abc.com", false}, // heldout:deliberate
	}
	for _, test := range tests {
		if actual := IsURL(test.param); actual != test.expected {
			t.Errorf("IsURL(%q) = %v, want %v", test.param, actual, test.expected)
		}
	}
}
