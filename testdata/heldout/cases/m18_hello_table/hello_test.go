package m18

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 6499674121; repository not identified): TestHello table
func TestHello(t *testing.T) {
	cases := []struct {
		request    *http.Request
		wantBody   string
		wantStatus int
	}{
		{
			request:    httptest.NewRequest("GET", "localhost:8001", nil), // heldout:mistake form
			wantBody:   "hello world",
			wantStatus: 200,
		},
	}
	for _, c := range cases {
		rw := httptest.NewRecorder()
		helloHandler(rw, c.request)
		resp := rw.Result()
		if resp.StatusCode != c.wantStatus {
			t.Errorf("status %d", resp.StatusCode)
		}
		if b, _ := io.ReadAll(resp.Body); string(b) != c.wantBody {
			t.Errorf("body %q", b)
		}
	}
}
