package m13

import (
	"fmt"
	"net/http"
)

func ResponseCode(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if name == "" {
		w.WriteHeader(http.StatusBadRequest)
		fmt.Fprint(w, "name is empty")
		return
	}
	w.WriteHeader(http.StatusOK)
	fmt.Fprintf(w, "Hello %s", name)
}
