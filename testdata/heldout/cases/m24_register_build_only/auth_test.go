package m24

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 41776809632; repository not identified): package auth, TestRegister
func TestRegister(t *testing.T) {
	_, err := http.NewRequest("POST", "localhost:8080/auth/register", nil) // heldout:mistake form
	if err != nil {
		t.Errorf("failed %v", err)
	}
	rec := httptest.NewRecorder()
	_ = rec
}
