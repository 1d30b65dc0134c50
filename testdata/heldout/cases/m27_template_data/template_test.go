package m27

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 20530920807; repository not identified): TestTemplateData
func TestTemplateData(t *testing.T) {
	reequest := httptest.NewRequest(http.MethodGet, "localhost:8080", nil) // heldout:mistake form
	recorder := httptest.NewRecorder()
	TemplateDataMap(recorder, reequest)
	body, _ := io.ReadAll(recorder.Result().Body)
	fmt.Println(string(body))
}
