package d08

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 20192372983; repository not identified): TestHandleNoRequestValues ("if no request values are provided, returns a 400")
func TestHandleNoRequestValues(t *testing.T) {
	req := httptest.NewRequest("GET", "localhost:8080", nil) // heldout:deliberate
	w := httptest.NewRecorder()
	handleRequest(w, req)
	resp := w.Result()
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("status %d", resp.StatusCode)
	}
}
