package m09

import (
	"context"
	"net/http"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 32329386776; repository not identified): TestSetCookieFromHttpToCtx
func TestSetCookieFromHttpToCtx(t *testing.T) {
	r2, err := http.NewRequest("GET", "http//localhost", nil) // heldout:mistake typo
	if err != nil {
		t.Errorf("failed to create http request")
		return
	}
	r2.AddCookie(&http.Cookie{Name: CookieName, Value: "12345"})
	ctx := SetCookieFromHttpToCtx(context.Background(), r2)
	if ctx.Value(ctxKey{}) == nil {
		t.Errorf("cookie not copied")
	}
}
