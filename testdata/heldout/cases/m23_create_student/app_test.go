package m23

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 25241397092; repository not identified): TestCreateStudent
func TestCreateStudent(t *testing.T) {
	app := &App{}
	req, err := http.NewRequest("POST", "localhost:8080/student", bytes.NewBuffer([]byte(`{"nombre": "Juan"}`))) // heldout:mistake form
	if err != nil {
		t.Fatalf("an error '%s' was not expected while creating request", err)
	}
	w := httptest.NewRecorder()
	app.CreateStudent(w, req)
	if w.Code != http.StatusCreated {
		t.Errorf("status %d", w.Code)
	}
}
