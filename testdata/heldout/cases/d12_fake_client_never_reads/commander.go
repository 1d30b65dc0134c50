package d12

import "net/http"

type HTTPClient interface {
	Do(*http.Request) (*http.Response, error)
}

func Run(c HTTPClient, reqs []*http.Request) int {
	ok := 0
	for _, r := range reqs {
		if resp, err := c.Do(r); err == nil && resp.StatusCode == 200 {
			ok++
		}
	}
	return ok
}
