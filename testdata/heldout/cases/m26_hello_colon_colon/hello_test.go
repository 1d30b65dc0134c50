package m26

import (
	"fmt"
	"io"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 35906581790; repository not identified): TestHelloHandler
func TestHelloHandler(t *testing.T) {
	request := httptest.NewRequest("GET", "http:://localhost:8080/hello", nil) // heldout:mistake typo
	recorder := httptest.NewRecorder()
	HelloHandler(recorder, request)
	body, _ := io.ReadAll(recorder.Result().Body)
	fmt.Println(string(body))
}
