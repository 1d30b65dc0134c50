// Source: https://github.com/equinixmetal-archive/packngo/commit/df7aabe2928380da532842a2b78a52164986699a
// (PR #199 "Remove leading slash from endpoint paths during runtime", fixes
// #198; packngo.go). The day before (eeae312, "update Equinix Metal API
// url") the base constant became "https://api.equinix.com/metal/v1/" while
// every endpoint kept its leading slash (const deviceBasePath =
// "/devices", devices.go), so NewRequest's c.BaseURL.ResolveReference(rel)
// dropped /metal/v1/ from every request. The fix strips the leading "/"
// inside NewRequest (the endpoint constants keep it to this day). The
// retryablehttp request is stood in for by http.NewRequest.
package j11

import (
	"fmt"
	"net/http"
	"net/url"
)

const baseURL = "https://api.equinix.com/metal/v1/"

const deviceBasePath = "/devices"

type Client struct {
	client  *http.Client
	BaseURL *url.URL
}

func NewClientWithBaseURL(apiBaseURL string) (*Client, error) {
	u, err := url.Parse(apiBaseURL)
	if err != nil {
		return nil, err
	}
	return &Client{client: http.DefaultClient, BaseURL: u}, nil
}

func NewClient() (*Client, error) {
	return NewClientWithBaseURL(baseURL)
}

// NewRequest inits a new http request with the proper headers
func (c *Client) NewRequest(method, path string) (*http.Request, error) {
	// relative path to append to the endpoint url, no leading slash please
	rel, err := url.Parse(path)
	if err != nil {
		return nil, err
	}
	u := c.BaseURL.ResolveReference(rel)
	return http.NewRequest(method, u.String(), nil)
}

// NewRequestOK is NewRequest after the fix.
func (c *Client) NewRequestOK(method, path string) (*http.Request, error) {
	// relative path to append to the endpoint url, no leading slash please
	if path[0] == '/' {
		path = path[1:]
	}
	rel, err := url.Parse(path)
	if err != nil {
		return nil, err
	}
	u := c.BaseURL.ResolveReference(rel)
	return http.NewRequest(method, u.String(), nil)
}

type DeviceServiceOp struct{ client *Client }

func (s *DeviceServiceOp) Get(deviceID string) (*http.Response, error) {
	path := fmt.Sprintf("%s/%s?include=facility", deviceBasePath, deviceID) // heldout:mistake join
	req, err := s.client.NewRequest("GET", path)
	if err != nil {
		return nil, err
	}
	return s.client.client.Do(req)
}

func (s *DeviceServiceOp) GetOK(deviceID string) (*http.Response, error) {
	path := fmt.Sprintf("%s/%s?include=facility", deviceBasePath, deviceID) // heldout:deliberate
	req, err := s.client.NewRequestOK("GET", path)
	if err != nil {
		return nil, err
	}
	return s.client.client.Do(req)
}
