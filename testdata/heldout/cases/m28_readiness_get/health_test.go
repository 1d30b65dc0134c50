package m28

import (
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 10924152912; repository not identified): TestReadinessCheck
// (second half of the test: after RaiseReady the same request must give 200)
func TestReadinessCheck(t *testing.T) {
	RaiseReady()
	request := httptest.NewRequest("GET", "localhost:8080/readiness", nil) // heldout:mistake form
	recorder := httptest.NewRecorder()
	readinessHandler(recorder, request)
	if code := recorder.Result().StatusCode; code != 200 {
		t.Errorf("expected status code %d, got %d", 200, code)
	}
}
