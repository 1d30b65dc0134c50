package m16

import (
	"encoding/json"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 47177037435; repository not identified): sabakan-style machines API test
func TestGetMachines(t *testing.T) {
	for _, serial := range []string{"1234abcd", "5678efgh"} {
		q := "?serial=" + serial
		w := httptest.NewRecorder()
		r := httptest.NewRequest("GET", "localhost:8888/api/v1/machines"+q, nil) // heldout:mistake form
		handleGetMachines(w, r)
		resp := w.Result()
		var m Machine
		json.NewDecoder(resp.Body).Decode(&m)
		if resp.StatusCode != 200 {
			t.Fatal("expected: 200, actual:", resp.StatusCode)
		}
		if m.Serial != serial {
			t.Fatal("machine not found")
		}
	}
}
