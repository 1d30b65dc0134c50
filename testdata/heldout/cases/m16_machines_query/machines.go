package m16

import (
	"encoding/json"
	"net/http"
)

type Machine struct{ Serial string }

func handleGetMachines(w http.ResponseWriter, r *http.Request) {
	serial := r.URL.Query().Get("serial")
	if serial == "" {
		http.Error(w, "no serial", http.StatusBadRequest)
		return
	}
	json.NewEncoder(w).Encode(Machine{Serial: serial})
}
