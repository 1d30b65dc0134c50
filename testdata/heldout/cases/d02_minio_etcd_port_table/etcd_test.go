package d02

import "testing"

// source: https://github.com/minio/minio/blob/7aac2a2c5b7c882e68c1ce017d8256be2feea27f/internal/config/etcd/etcd_test.go#L38 (TestParseEndpoints)
func TestParseEndpoints(t *testing.T) {
	testCases := []struct {
		s       string
		success bool
	}{
		{"ftp://localhost:2379", false},
		{"http://localhost:2379000", false}, // heldout:deliberate
		{"http://localhost:2379", true},
	}
	for _, tc := range testCases {
		_, _, err := parseEndpoints(tc.s)
		if err != nil && tc.success {
			t.Errorf("expected to succeed but failed with %s", err)
		}
		if !tc.success && err == nil {
			t.Error("expected failure but succeeded instead")
		}
	}
}
