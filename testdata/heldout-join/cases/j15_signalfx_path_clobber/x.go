// Source: https://github.com/signalfx/signalfx-go/commit/e2773458412d70ba8d284e1d97e230f52a54152c
// (PR #124 "Accept base paths in URLs and don't clobber them"; client.go).
// doRequestWithToken parsed c.baseURL (DefaultAPIURL
// "https://api.signalfx.com", or the APIUrl option) and then set
// destURL.Path = path, so a base such as server.URL+"/extra/path" (the
// fix's test) lost /extra/path. The fix joins: stdpath.Join(destURL.Path,
// path). The request is sent with c.httpClient.Do.
package j15

import (
	"context"
	"io"
	"net/http"
	"net/url"
	stdpath "path"
)

const DefaultAPIURL = "https://api.signalfx.com"

type Client struct {
	baseURL    string
	httpClient *http.Client
}

type ClientParam func(*Client) error

func NewClient(options ...ClientParam) (*Client, error) {
	client := &Client{baseURL: DefaultAPIURL, httpClient: &http.Client{}}
	for _, option := range options {
		option(client)
	}
	return client, nil
}

func APIUrl(apiURL string) ClientParam {
	return func(client *Client) error {
		client.baseURL = apiURL
		return nil
	}
}

func (c *Client) doRequestWithToken(ctx context.Context, method string, path string, params url.Values, body io.Reader) (*http.Response, error) {
	destURL, err := url.Parse(c.baseURL)
	if err != nil {
		return nil, err
	}
	destURL.Path = path // heldout:mistake join
	if params != nil {
		destURL.RawQuery = params.Encode()
	}
	req, err := http.NewRequestWithContext(ctx, method, destURL.String(), body)
	if err != nil {
		return nil, err
	}
	return c.httpClient.Do(req)
}

func (c *Client) doRequestWithTokenOK(ctx context.Context, method string, path string, params url.Values, body io.Reader) (*http.Response, error) {
	destURL, err := url.Parse(c.baseURL)
	if err != nil {
		return nil, err
	}
	destURL.Path = stdpath.Join(destURL.Path, path) // heldout:deliberate
	if params != nil {
		destURL.RawQuery = params.Encode()
	}
	req, err := http.NewRequestWithContext(ctx, method, destURL.String(), body)
	if err != nil {
		return nil, err
	}
	return c.httpClient.Do(req)
}

func (c *Client) CreateChart(ctx context.Context) {
	c.doRequestWithToken(ctx, "POST", "/v2/chart", nil, nil)
	c.doRequestWithTokenOK(ctx, "POST", "/v2/chart", nil, nil)
}
