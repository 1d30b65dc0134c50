package m19

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 49571900528; repository not identified): TestOrder
func TestOrder(t *testing.T) {
	w := httptest.NewRecorder()
	r := httptest.NewRequest("GET", "http://http://localhost:8000/api/v1/getOrder/1234888", nil) // heldout:mistake typo
	getOrder(w, r)
	response := w.Result()
	if response.StatusCode != http.StatusOK {
		t.Errorf("Status code is wrong. Have: %d, want: %d.", response.StatusCode, http.StatusOK)
	}
}
