// Package fielda is a client library configured through exported fields
// and package variables, which its own methods send requests to.
package fielda

import (
	"context"
	"net"
	"net/http"
	"strings"
)

// Options configure a Client.
type Options struct {
	Endpoint string // want Endpoint:"urivar"
	Addr     string // an http URL or a unix socket path
	Name     string // only a label
}

// Config embeds Options.
type Config struct {
	Options
	Retries int
}

// DefaultEndpoint is used when Options.Endpoint is empty.
var DefaultEndpoint = "https://api.example.com/v1"

// Mirror is fetched by Sync.
var Mirror = "mirror.example.com/pub" // want Mirror:"urivar" `fielda.Mirror needs an absolute http or https URL`

// Client sends requests.
type Client struct{ opts Options }

// New returns a client with o.
func New(o Options) *Client {
	if o.Endpoint == "" {
		o.Endpoint = DefaultEndpoint
	}
	return &Client{opts: o}
}

// NewFromConfig returns a client with c's options.
func NewFromConfig(c Config) *Client { return New(c.Options) }

// Get sends a GET request to the endpoint.
func (c *Client) Get(ctx context.Context) (*http.Response, error) {
	endpoint := c.opts.Endpoint
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Dial reaches Addr, over http or through a unix socket.
func (c *Client) Dial() (any, error) {
	if strings.HasPrefix(c.opts.Addr, "/") {
		return net.Dial("unix", c.opts.Addr)
	}
	return http.Get(c.opts.Addr)
}

// Sync fetches the mirror.
func Sync() (*http.Response, error) { return http.Get(Mirror) }

// Local is a default the package fixes itself.
func Local() *Client {
	return New(Options{Endpoint: "localhost:8080/v1"}) // want `fielda.Options.Endpoint needs an absolute URI or a path starting with "/", but "localhost" parses as the scheme`
}
