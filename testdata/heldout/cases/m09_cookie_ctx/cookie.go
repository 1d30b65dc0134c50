package m09

import (
	"context"
	"net/http"
)

type ctxKey struct{}

const CookieName = "session"

func SetCookieFromHttpToCtx(ctx context.Context, r *http.Request) context.Context {
	c, err := r.Cookie(CookieName)
	if err != nil {
		return ctx
	}
	return context.WithValue(ctx, ctxKey{}, c.Value+"@"+r.URL.Host)
}
