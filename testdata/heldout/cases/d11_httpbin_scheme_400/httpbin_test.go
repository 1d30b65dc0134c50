package d11

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 5905207954; an httpbin test harness, repository not identified): "/redirect/{n} with invalid number"
func TestHTTPBinRedirectInvalidNumber(t *testing.T) {
	req := &http.Request{
		URL:  &url.URL{Scheme: "https://", Path: "/redirect/antani"}, // heldout:deliberate
		Body: http.NoBody,
		Host: "httpbin.com",
	}
	rr := httptest.NewRecorder()
	HTTPBinHandler().ServeHTTP(rr, req)
	if rr.Result().StatusCode != http.StatusBadRequest {
		t.Fatal("unexpected status code", rr.Result().StatusCode)
	}
}
