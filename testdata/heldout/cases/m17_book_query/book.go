package m17

import (
	"encoding/json"
	"net/http"
)

func GetAllBook(w http.ResponseWriter, r *http.Request) {
	title := r.URL.Query().Get("title")
	json.NewEncoder(w).Encode([]string{title})
}
