package d05

import "testing"

// source: https://github.com/minio/minio/blob/7aac2a2c5b7c882e68c1ce017d8256be2feea27f/cmd/endpoint_test.go#L52 (TestNewEndpoint)
func TestNewEndpoint(t *testing.T) {
	testCases := []struct {
		arg       string
		expectErr bool
	}{
		{"http://localhost/path", false},
		{"https://93.184.216.34:808080/path", true}, // heldout:deliberate
	}
	for _, tc := range testCases {
		_, err := NewEndpoint(tc.arg)
		if (err != nil) != tc.expectErr {
			t.Errorf("%s: err = %v, want error %v", tc.arg, err, tc.expectErr)
		}
	}
}
