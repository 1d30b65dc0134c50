package m07

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: https://github.com/sedat/leaderboard-api/blob/67aef5e10a6c3f4da96cc1218a3129e24da001bb/tests/user_test.go (TestUserCreation)
func TestUserCreation(t *testing.T) {
	json := []byte(`{"display_name": "sedat", "country": "TR", "password": "1234"}`)
	req, err := http.NewRequest("POST", "localhost:8000/user/create", bytes.NewBuffer(json)) // heldout:mistake form
	if err != nil {
		t.Fatalf("couldn't create request: %v", err.Error())
	}
	w := httptest.NewRecorder()
	CreateUser(w, req)
	if w.Code != 201 {
		t.Errorf("code %d", w.Code)
	}
}
