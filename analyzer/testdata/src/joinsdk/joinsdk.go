// Package joinsdk is an API client whose requests resolve paths against
// its base, as SDKs do.
package joinsdk

import (
	"net/http"
	"net/url"
	"os"
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
func (c *Client) NewRequest(method, urlStr string) (*http.Request, error) { // want NewRequest:"urisink" NewRequest:"resolves"
	u, err := c.BaseURL.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, u.String(), nil)
}

// Users lists the users.
func (c *Client) Users() (*http.Request, error) {
	return c.NewRequest("GET", "users") // want `"users" resolved against "https://api.example.com/v3" gives "https://api.example.com/users": RFC 3986 §5.2.3 drops the base's last segment "v3"`
}

// Mirror resolves ref against the base online, and reads it as a file
// offline: no resolution wrapper, though the resolution is written first.
func (c *Client) Mirror(ref string, offline bool) (*url.URL, error) {
	if !offline {
		return c.BaseURL.Parse(ref)
	}
	_, err := os.Open(ref)
	return nil, err
}

// Cached reads the users offline: nothing is resolved.
func (c *Client) Cached() {
	c.Mirror("users", true) // ok: Mirror is no resolution wrapper
}

// Uploads has a base that ends in a slash: references keep its path.
type Uploads struct{ base *url.URL }

// NewUploads returns the uploads endpoint.
func NewUploads() *Uploads {
	u, _ := url.Parse("https://uploads.example.com/v3/")
	return &Uploads{base: u}
}

// Resolve resolves ref against the uploads base.
func (c *Uploads) Resolve(ref string) (*url.URL, error) { // want Resolve:"urisink" Resolve:"resolves"
	return c.base.Parse(ref)
}
