package d08

import "net/http"

func handleRequest(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	if r.URL.Query().Get("task") == "" {
		w.WriteHeader(http.StatusBadRequest)
		w.Write([]byte(`{"error":"no values"}`))
		return
	}
	w.Write([]byte(`{}`))
}
