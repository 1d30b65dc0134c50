// Package resolver holds a resolution wrapper: its fact alone, printed
// in full, beside the wrapper fact (*url.URL).Parse makes of it (a
// resolution is a sink of a reference).
package resolver

import "net/url"

const defaultBaseURL = "https://api.example.com/v3/"

// Client talks to the API.
type Client struct {
	BaseURL *url.URL
}

// New returns a client with the default base.
func New() *Client {
	u, _ := url.Parse(defaultBaseURL)
	return &Client{BaseURL: u}
}

// Resolve resolves ref against the base.
func (c *Client) Resolve(ref string) (*url.URL, error) { // want Resolve:`^urisink\(#0 reference\)$` Resolve:`^resolves\(#0 against "https://api.example.com/v3/"\)$`
	return c.BaseURL.Parse(ref)
}
