package d13

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 36900337617; repository not identified): TestGetCookie
// (a real slip, but only the cookie header is read: by the policy no URI use reads the string)
func TestGetCookie(t *testing.T) {
	request := httptest.NewRequest(http.MethodGet, "localhost:8080/", nil) // heldout:deliberate
	request.AddCookie(&http.Cookie{Name: "X-Rezky-Name", Value: "Rezky Wahyudi"})
	recorder := httptest.NewRecorder()
	GetCookie(recorder, request)
	body, _ := io.ReadAll(recorder.Result().Body)
	if string(body) != "Hello Rezky Wahyudi" {
		t.Fatalf("body %q", body)
	}
}
