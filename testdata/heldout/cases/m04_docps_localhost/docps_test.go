package m04

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: https://github.com/salihciftci/docps/blob/HEAD/docps_test.go (TestIndexHandler)
func TestIndexHandler(t *testing.T) {
	req, err := http.NewRequest("GET", "localhost:8080", nil) // heldout:mistake form
	if err != nil {
		t.Fatalf("Could not created request: %v", err)
	}
	rec := httptest.NewRecorder()
	IndexHandler(rec, req)
	res := rec.Result()
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Errorf("expected status OK; got %v", res.Status)
	}
	if _, err := io.ReadAll(res.Body); err != nil {
		t.Fatalf("could not read response: %v", err)
	}
}
