// Package joinoff is joinsdk's client, checked with -disable join: the
// resolution wrapper exports no fact, and the join is not looked for.
package joinoff

import (
	"net/http"
	"net/url"
)

const defaultBaseURL = "https://api.example.com/v3"

// Client talks to the API.
type Client struct {
	BaseURL *url.URL
}

// New returns a client with the default base.
func New() *Client {
	u, _ := url.Parse(defaultBaseURL)
	return &Client{BaseURL: u}
}

// NewRequest resolves urlStr against the base.
func (c *Client) NewRequest(method, urlStr string) (*http.Request, error) { // want NewRequest:"urisink"
	u, err := c.BaseURL.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, u.String(), nil)
}

// Users lists the users.
func (c *Client) Users() (*http.Request, error) {
	return c.NewRequest("GET", "users") // ok: join is disabled
}

// Hosts glues a host and a port: hostport is disabled too.
func Hosts(u *url.URL) (*http.Response, error) {
	return http.Get("http://" + u.Hostname() + ":8080/")
}
