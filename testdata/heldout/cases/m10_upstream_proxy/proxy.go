package m10

import (
	"io"
	"net/http"
)

type Config struct{ Upstream string }

func (c *Config) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(c.Upstream + r.URL.Path)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}
