// Source: https://github.com/humio/cli/commit/dc4993c150cbb19fab268f79e1e260bd18a63ae1
// (PR #65 "always create api.Client with Address ending with a '/'";
// "Rewrite all relative urls to not begin with a '/'"; it replaced PR #62,
// whose description reports a Humio served at
// https://test01.humio.com/humio/ losing its /humio/ prefix). api/client.go
// resolved "/graphql" and every REST path ("/api/v1/health", ...) with
// c.Address().Parse(path), Address being the *url.URL from the user's
// configuration. The fix also appends "/" to Address.Path in NewClient.
package j09

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
)

type Config struct {
	Address *url.URL
	Token   string
}

type Client struct {
	config Config
}

func NewClient(config Config) *Client {
	return &Client{config: config}
}

func NewClientOK(config Config) *Client {
	if !strings.HasSuffix(config.Address.Path, "/") {
		config.Address.Path = config.Address.Path + "/"
	}
	return &Client{config: config}
}

func (c *Client) Address() *url.URL {
	return c.config.Address
}

func (c *Client) graphQLURL() (string, error) {
	graphqlURL, err := c.Address().Parse("/graphql") // heldout:mistake join
	if err != nil {
		return "", err
	}
	return graphqlURL.String(), nil
}

func (c *Client) graphQLURLOK() (string, error) {
	graphqlURL, err := c.Address().Parse("graphql") // heldout:deliberate
	if err != nil {
		return "", err
	}
	return graphqlURL.String(), nil
}

func (c *Client) HTTPRequest(httpMethod string, path string, body io.Reader) (*http.Response, error) {
	return c.HTTPRequestContext(context.Background(), httpMethod, path, body, "application/json")
}

func (c *Client) HTTPRequestContext(ctx context.Context, httpMethod string, path string, body io.Reader, contentType string) (*http.Response, error) {
	if body == nil {
		body = bytes.NewReader(nil)
	}
	url, err := c.Address().Parse(path)
	if err != nil {
		return nil, err
	}
	req, reqErr := http.NewRequestWithContext(ctx, httpMethod, url.String(), body)
	if reqErr != nil {
		return nil, reqErr
	}
	req.Header.Set("Content-Type", contentType)
	return http.DefaultClient.Do(req)
}

func (c *Client) HealthString() (*http.Response, error) {
	return c.HTTPRequest(http.MethodGet, "/api/v1/health", nil) // heldout:mistake join
}

func (c *Client) HealthStringOK() (*http.Response, error) {
	return c.HTTPRequest(http.MethodGet, "api/v1/health", nil) // heldout:deliberate
}
