// Package joindefault resolves references against a base whose default
// is known while a user may set another: an absolute-path reference
// drops the default's path, whatever base is set.
package joindefault

import (
	"fmt"
	"net/http"
	"net/url"
)

const defaultBaseURL = "https://api.example.com/metal/v1/"

type Client struct {
	hc      *http.Client
	BaseURL *url.URL
}

// NewClientWithBaseURL takes any base: its default comes from NewClient.
func NewClientWithBaseURL(base string) (*Client, error) { // want NewClientWithBaseURL:`urisink\(#0 reference\)`
	u, err := url.Parse(base)
	if err != nil {
		return nil, err
	}
	return &Client{hc: http.DefaultClient, BaseURL: u}, nil
}

func NewClient() (*Client, error) { return NewClientWithBaseURL(defaultBaseURL) }

// NewRequest resolves p against the base.
func (c *Client) NewRequest(method, p string) (*http.Request, error) { // want NewRequest:`urisink\(#1 reference\)` NewRequest:`resolves\(#1 against default "https://api.example.com/metal/v1/"\)`
	rel, err := url.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, c.BaseURL.ResolveReference(rel).String(), nil)
}

func (c *Client) devices(id string) {
	c.NewRequest("GET", fmt.Sprintf("/devices/%s", id)) // want `"/devices/…" resolved against the default base "https://api.example.com/metal/v1/" gives "https://api.example.com/devices/…": an absolute-path reference replaces the base's path "/metal/v1/"`
	c.NewRequest("GET", "devices/"+id)                  // ok
	c.NewRequest("GET", "../v2/devices")                // ok: a relative reference is not judged against a default
}

// A constant that right code uses too (packngo's deviceBasePath): the
// finding is where this code builds its reference from it, not at the
// constant.
const deviceBasePath = "/devices"

func (c *Client) device(id string) {
	p := fmt.Sprintf("%s/%s?include=facility", deviceBasePath, id) // want `"/devices/…" resolved against the default base`
	c.NewRequest("GET", p)
}

func (c *Client) deviceURL(id string) string {
	return "https://console.example.com" + deviceBasePath + "/" + id // the constant's other, right use
}

// A constant only this resolution uses: the finding is at its literal.
const facilityPath = "/facilities" // want `"/facilities" resolved against the default base`

func (c *Client) facilities() {
	c.NewRequest("GET", facilityPath)
}
