package d14

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 14246594298; repository not identified): PostAuthor table with mixed expected statuses
func TestPostAuthor(t *testing.T) {
	testcases := []struct {
		desc     string
		body     Author
		expected int
	}{
		{"valid author", Author{1, "20/05/1990"}, http.StatusCreated},
		{"invalid DOB", Author{3, "20/00/1990"}, http.StatusBadRequest},
	}
	for _, tc := range testcases {
		data, _ := json.Marshal(tc.body)
		req := httptest.NewRequest("POST", "localhost:8000/author", bytes.NewReader(data)) // heldout:deliberate
		w := httptest.NewRecorder()
		PostAuthor(w, req)
		if tc.expected != w.Result().StatusCode {
			t.Errorf("%s: got %d", tc.desc, w.Result().StatusCode)
		}
	}
}
