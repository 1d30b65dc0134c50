package m22

import "net/http"

func AddIntegrationHandler(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("Authorization") == "" || r.URL.Path != "/api/integrations" {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	w.WriteHeader(http.StatusCreated)
}
