package m01

import (
	"net/http"
	"testing"
	"time"
)

// source: https://github.com/prometheus/prometheus/blob/d15adb9ad7e5d9fbde3a9a8f30200593a5a14d86/web/api/v1/api_test.go#L4467
func TestParseTimeParam(t *testing.T) {
	tests := []struct {
		paramName, paramValue string
		def                   time.Time
	}{
		{"start", "1582468023986", time.Time{}},
		{"end", "", time.Unix(0, 0)},
	}
	for _, test := range tests {
		req, err := http.NewRequest(http.MethodGet, "localhost:42/foo?"+test.paramName+"="+test.paramValue, http.NoBody) // heldout:mistake form
		if err != nil {
			t.Fatal(err)
		}
		if _, err := parseTimeParam(req, test.paramName, test.def); err != nil {
			t.Fatal(err)
		}
	}
}
