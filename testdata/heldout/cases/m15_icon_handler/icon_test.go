package m15

import (
	"bytes"
	"io"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 18212149514; repository not identified): getwtxt-style Test_iconHandler
func Test_iconHandler(t *testing.T) {
	w := httptest.NewRecorder()
	r := httptest.NewRequest("GET", "localhost:8080/icon", nil) // heldout:mistake form
	t.Run("Icon Handler Test", func(t *testing.T) {
		iconHandler(w, r)
		resp := w.Result()
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 {
			t.Errorf("iconHandler(): %v", resp.StatusCode)
		}
		if !bytes.Equal(body, icon) {
			t.Errorf("iconHandler(): Byte mismatch")
		}
	})
}
