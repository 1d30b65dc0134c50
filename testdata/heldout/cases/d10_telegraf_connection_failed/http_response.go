package d10

import (
	"net/http"
	"time"
)

type HTTPResponse struct {
	URLs    []string
	Timeout time.Duration
}

func (h *HTTPResponse) Gather() map[string]string {
	out := map[string]string{}
	c := &http.Client{Timeout: h.Timeout}
	for _, u := range h.URLs {
		resp, err := c.Get(u)
		if err != nil {
			out[u] = "connection_failed"
			continue
		}
		resp.Body.Close()
		out[u] = "success"
	}
	return out
}
