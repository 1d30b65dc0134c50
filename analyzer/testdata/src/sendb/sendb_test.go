package sendb

import (
	"net/http"
	"testing"

	"senda"
)

func TestThroughHarness(t *testing.T) {
	tc := &senda.Tester{Client: http.DefaultClient}
	req, _ := http.NewRequest(http.MethodGet, "localhost:9080/health", nil) // want `has no scheme|parses as the scheme`
	req.Header.Set("Accept", "text/plain")
	if err := tc.AssertCode(req, http.StatusOK); err != nil {
		t.Fatal(err)
	}
}

func TestDescribed(t *testing.T) {
	req, _ := http.NewRequest(http.MethodGet, "localhost:9080/health", nil) // ok: built and printed, never sent
	t.Log(senda.Describe(req))
}
