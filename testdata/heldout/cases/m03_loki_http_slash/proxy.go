package m03

import (
	"net/http"
	"net/url"
	"time"
)

type ProxyBackend struct {
	name      string
	endpoint  *url.URL
	client    *http.Client
	preferred bool
}

func NewProxyBackend(name string, endpoint *url.URL, timeout time.Duration, preferred bool) (*ProxyBackend, error) {
	return &ProxyBackend{name: name, endpoint: endpoint, client: &http.Client{Timeout: timeout}, preferred: preferred}, nil
}

func (b *ProxyBackend) Target(path string) string {
	return b.endpoint.ResolveReference(&url.URL{Path: path}).String()
}
