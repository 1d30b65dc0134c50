package m08

import (
	"io"
	"net/http"
)

type ServerHandler struct{ got []string }

func (sh *ServerHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	sh.got = append(sh.got, r.URL.String()+" "+string(b))
	w.WriteHeader(http.StatusAccepted)
}
