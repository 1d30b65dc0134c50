package m23

import (
	"encoding/json"
	"net/http"
)

type App struct{ created []string }

func (a *App) CreateStudent(w http.ResponseWriter, r *http.Request) {
	var s map[string]string
	if err := json.NewDecoder(r.Body).Decode(&s); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	a.created = append(a.created, r.URL.Path+":"+s["nombre"])
	w.WriteHeader(http.StatusCreated)
}
