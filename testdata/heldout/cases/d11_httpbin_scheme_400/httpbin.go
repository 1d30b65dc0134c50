package d11

import (
	"net/http"
	"strconv"
	"strings"
)

func HTTPBinHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n, ok := strings.CutPrefix(r.URL.Path, "/redirect/"); ok {
			if _, err := strconv.Atoi(n); err != nil {
				w.WriteHeader(http.StatusBadRequest)
				return
			}
		}
		w.WriteHeader(http.StatusOK)
	})
}
