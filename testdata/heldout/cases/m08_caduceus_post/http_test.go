package m08

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// source: https://github.com/xmidt-org/caduceus (ServerHandler test, t.Run("Test202"); src/caduceus/http_test.go era)
func TestServerHandler(t *testing.T) {
	serverWrapper := &ServerHandler{}
	t.Run("Test202", func(t *testing.T) {
		req := httptest.NewRequest("POST", "localhost:8080", strings.NewReader("Test payload.")) // heldout:mistake form
		req.Header.Set("Content-Type", "text/plain")
		w := httptest.NewRecorder()
		serverWrapper.ServeHTTP(w, req)
		if resp := w.Result(); resp.StatusCode != 202 {
			t.Errorf("status %d", resp.StatusCode)
		}
	})
}
