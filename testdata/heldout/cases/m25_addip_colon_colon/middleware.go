package m25

import (
	"context"
	"net"
	"net/http"
)

type ctxKey string

const contextUserKey ctxKey = "user_ip"

func addIPtoContext(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ip, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			ip = "unknown"
		}
		if r.URL.Host != "" {
			ip += "@" + r.URL.Host
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), contextUserKey, ip)))
	})
}
