package m17

import (
	"io"
	"log"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 14359622968; repository not identified): book API GetAllBook test
func TestGetAllBook(t *testing.T) {
	testcases := []struct{ title, includeAuthor string }{{"book+one", "false"}, {"", "true"}}
	for _, tc := range testcases {
		req := httptest.NewRequest("GET", "localhost:8000/book?"+"title="+tc.title+"&"+"includeAuthor="+tc.includeAuthor, nil) // heldout:mistake form
		w := httptest.NewRecorder()
		GetAllBook(w, req)
		body, err := io.ReadAll(w.Result().Body)
		if err != nil {
			log.Print(err)
		}
		_ = body
	}
}
