package d10

import (
	"testing"
	"time"
)

// source: https://github.com/influxdata/telegraf/blob/HEAD/plugins/inputs/http_response/http_response_test.go#L475 (TestNetworkErrors)
// (a slip in a request whose failure is the expected outcome: by the policy it is deliberate)
func TestNetworkErrors(t *testing.T) {
	h := &HTTPResponse{
		URLs:    []string{"https:/nonexistent.nonexistent"}, // heldout:deliberate
		Timeout: 5 * time.Second,
	}
	for _, res := range h.Gather() {
		if res != "connection_failed" {
			t.Fatalf("result %q", res)
		}
	}
}
