package m13

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 41018586284; repository not identified): TestResponseCodeValid
func TestResponseCodeValid(t *testing.T) {
	request := httptest.NewRequest(http.MethodGet, "localhost:8080/user?name=Hafidz", nil) // heldout:mistake form
	recorder := httptest.NewRecorder()
	ResponseCode(recorder, request)
	response := recorder.Result()
	body, _ := io.ReadAll(response.Body)
	fmt.Println("Status Code:", response.StatusCode)
	fmt.Println("Response Body:", string(body))
}
