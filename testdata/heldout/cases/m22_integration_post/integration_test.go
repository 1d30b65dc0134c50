package m22

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 20191843143; repository not identified): uptime monitor AddIntegrationHandler test
func TestAddIntegrationHandler(t *testing.T) {
	body := []byte(`{"type":"email","email":"alice@sample.com"}`)
	req, err := http.NewRequest("POST", "localhost:8080/api/integrations", bytes.NewBuffer(body)) // heldout:mistake form
	req.Header.Add("Authorization", "JWT token")
	if err != nil {
		t.Errorf("Unable to create a new request")
	}
	responseWriter := httptest.NewRecorder()
	AddIntegrationHandler(responseWriter, req)
	if responseWriter.Code != http.StatusCreated {
		t.Errorf("status %d", responseWriter.Code)
	}
}
