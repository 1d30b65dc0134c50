package m19

import (
	"encoding/json"
	"net/http"
	"strings"
)

func getOrder(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Path[strings.LastIndex(r.URL.Path, "/")+1:]
	json.NewEncoder(w).Encode(map[string]string{"id": id})
}
