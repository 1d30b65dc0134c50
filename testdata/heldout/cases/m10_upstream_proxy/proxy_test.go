package m10

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file ids 34438202556, 34689408677, 34600128423; repository not identified): memcache-backed microcache proxy test
func TestServeHTTPCacheMiss(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, "Hello, client")
	}))
	defer ts.Close()
	testConfig := &Config{Upstream: ts.URL}
	w := httptest.NewRecorder()
	r, err := http.NewRequest("GET", "http//upstream/api/v1/object", nil) // heldout:mistake typo
	if err != nil {
		t.Errorf("could not create mock request: %v", err)
	}
	r.Header.Add("X-Forwarded-Email", "mock@email.com")
	testConfig.ServeHTTP(w, r)
	if w.Code != 200 {
		t.Errorf("expected code 200 but got %d", w.Code)
	}
}
