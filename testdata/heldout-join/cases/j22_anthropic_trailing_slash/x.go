// Source: https://github.com/liushuangls/go-anthropic/pull/138 ("fix: avoid
// double slash in fullURL for trailing-slash BaseURL": a BaseURL such as
// "https://gateway.internal/anthropic/v1/" gave ".../v1//messages" and
// "Strict gateways reject or misroute the // path"; defaultadapter.go).
// The wrong code was read in the repository snapshot at 0d2726c; the
// fixed line is the one the PR description quotes (the diff itself was not
// read). fullURL returned fmt.Sprintf("%s%s", baseUrl, suffix), baseUrl
// being config.BaseURL (default anthropicAPIURLv1
// "https://api.anthropic.com/v1", or WithBaseURL's argument) and every
// suffix starting with "/" ("/messages", ...); newRequest sends the result
// with http.NewRequestWithContext.
package j22

import (
	"context"
	"fmt"
	"net/http"
	"strings"
)

const anthropicAPIURLv1 = "https://api.anthropic.com/v1"

type ClientConfig struct {
	BaseURL string
}

type ClientOption func(c *ClientConfig)

func WithBaseURL(baseUrl string) ClientOption {
	return func(c *ClientConfig) {
		c.BaseURL = baseUrl
	}
}

type Client struct {
	config ClientConfig
}

func NewClient(opts ...ClientOption) *Client {
	cfg := ClientConfig{BaseURL: anthropicAPIURLv1}
	for _, opt := range opts {
		opt(&cfg)
	}
	return &Client{config: cfg}
}

type DefaultAdapter struct{}

func (v *DefaultAdapter) fullURL(baseUrl string, suffix string) string {
	// replace the first slash with a colon
	return fmt.Sprintf("%s%s", baseUrl, suffix) // heldout:mistake join
}

func (v *DefaultAdapter) fullURLOK(baseUrl string, suffix string) string {
	return strings.TrimRight(baseUrl, "/") + suffix // heldout:deliberate
}

func (c *Client) newRequest(ctx context.Context, method, urlSuffix string) (*http.Request, error) {
	v := &DefaultAdapter{}
	return http.NewRequestWithContext(ctx, method, v.fullURL(c.config.BaseURL, urlSuffix), nil)
}

func (c *Client) newRequestOK(ctx context.Context, method, urlSuffix string) (*http.Request, error) {
	v := &DefaultAdapter{}
	return http.NewRequestWithContext(ctx, method, v.fullURLOK(c.config.BaseURL, urlSuffix), nil)
}

func (c *Client) CreateMessages(ctx context.Context) (*http.Response, error) {
	req, err := c.newRequest(ctx, http.MethodPost, "/messages")
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func (c *Client) CreateMessagesOK(ctx context.Context) (*http.Response, error) {
	req, err := c.newRequestOK(ctx, http.MethodPost, "/messages")
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
