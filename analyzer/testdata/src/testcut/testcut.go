// Package testcut is code under test whose tests write a URI into a
// field, a struct or a func-typed field of it and then call it.
package testcut

import (
	"context"
	"net/http"
	"net/url"
)

// Options configures a Client.
type Options struct {
	Endpoint string // want Endpoint:"urivar\\(net/url.Parse reference\\)"
}

// Client fetches from its endpoint.
type Client struct {
	endpoint string
}

// New panics when o's Endpoint does not parse.
func New(o Options) *Client { // want New:"testhelper\\(#0.Endpoint success\\)"
	if _, err := url.Parse(o.Endpoint); err != nil {
		panic(err)
	}
	return &Client{endpoint: o.Endpoint}
}

// Fetch sends a request to the endpoint.
func (c *Client) Fetch(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, "GET", c.endpoint+"/status", nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Transport picks a proxy for a request.
type Transport struct {
	Proxy func(*http.Request) (*url.URL, error)
}

// Valid reports whether o's Endpoint parses.
func (o Options) Valid() bool { // want Valid:"testhelper\\(verdict success\\)"
	_, err := url.Parse(o.Endpoint)
	return err == nil
}

// Check returns the error of parsing o's Endpoint.
func (o Options) Check() error { // want Check:"testhelper\\(recv.Endpoint relayed\\)"
	_, err := url.Parse(o.Endpoint)
	return err
}

// MustClient panics when o's Endpoint does not parse.
func (o *Options) MustClient() *Client { // want MustClient:"testhelper\\(recv.Endpoint success\\)"
	if _, err := url.Parse(o.Endpoint); err != nil {
		panic(err)
	}
	return &Client{endpoint: o.Endpoint}
}
