// Source: https://github.com/griffin-stewie/go-backlog/commit/32d59c2130ad4175a7d5295c1eb119bcef0bf47d
// (PR #4 "remove a trailing slash of Client.BaseURL": "fixed an error
// caused by double slashes in BaseURL of Client"; client.go). NewClient
// stored the caller's baseURL as is and the API methods built
// c.BaseURL + "/api/v2/issues" (API.go), sent with http.NewRequest and
// c.HTTPClient.Do; "http://example.com/" (the fix's test) gave
// http://example.com//api/v2/issues. The fix trims the "/" in NewClient.
package j19

import (
	"net/http"
	"strings"
)

type Client struct {
	BaseURL    string
	APIKey     string
	HTTPClient *http.Client
}

// NewClient returns Backlog HTTP Client
func NewClient(baseURL, APIKey string) *Client {
	return &Client{BaseURL: baseURL, APIKey: APIKey}
}

func (c *Client) appendAPIKey(URL string) string {
	return URL + "?apiKey=" + c.APIKey
}

func (c *Client) Issues() (*http.Response, error) {
	url := c.appendAPIKey(c.BaseURL + "/api/v2/issues") // heldout:mistake join
	if c.HTTPClient == nil {
		c.HTTPClient = http.DefaultClient
	}
	req, _ := http.NewRequest("GET", url, nil)
	return c.HTTPClient.Do(req)
}

// ClientOK and NewClientOK are Client and NewClient after the fix.
type ClientOK struct {
	BaseURL    string
	APIKey     string
	HTTPClient *http.Client
}

func NewClientOK(baseURL, APIKey string) *ClientOK {
	if strings.HasSuffix(baseURL, "/") {
		baseURL = baseURL[0 : len(baseURL)-1]
	}
	return &ClientOK{BaseURL: baseURL, APIKey: APIKey}
}

func (c *ClientOK) appendAPIKey(URL string) string {
	return URL + "?apiKey=" + c.APIKey
}

func (c *ClientOK) Issues() (*http.Response, error) {
	url := c.appendAPIKey(c.BaseURL + "/api/v2/issues") // heldout:deliberate
	if c.HTTPClient == nil {
		c.HTTPClient = http.DefaultClient
	}
	req, _ := http.NewRequest("GET", url, nil)
	return c.HTTPClient.Do(req)
}
