package m14

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 2723271373; repository not identified): package belajargolangweb, TestHttp
func TestHttp(t *testing.T) {
	request := httptest.NewRequest(http.MethodGet, "localhost:8080", nil) // heldout:mistake form
	recorder := httptest.NewRecorder()
	HelloHandler(recorder, request)
	body, _ := io.ReadAll(recorder.Result().Body)
	fmt.Println(string(body))
}
