package m15

import "net/http"

var icon = []byte("ICON")

func iconHandler(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/icon" && r.URL.Path != "" {
		http.NotFound(w, r)
		return
	}
	w.Write(icon)
}
