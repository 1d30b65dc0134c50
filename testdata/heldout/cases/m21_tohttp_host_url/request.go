package m21

import (
	"net/http"
	"net/url"
)

type request struct {
	url    *url.URL
	method string
}

func (r *request) toHTTP() (*http.Request, error) {
	return http.NewRequest(r.method, r.url.String(), nil)
}
