// Source: https://github.com/buildkite/go-buildkite/commit/4b57945f626d1ac6b09cd0b10730b7f37df86ceb
// (PR #250 "Fix URL resolution to preserve base URL path prefixes";
// buildkite.go). NewRequest resolved every relative endpoint
// ("v2/organizations/%s/pipelines", pipelines.go) with
// c.BaseURL.ResolveReference(rel); the base is DefaultBaseURL
// "https://api.buildkite.com/" or WithBaseURL's argument. The fix's tests
// give the failing base: WithBaseURL("https://proxy.example.com/api")
// resolved "v2/..." to https://proxy.example.com/v2/... (the last segment
// "api" dropped). The fix (resolveURL) joins the paths by hand.
package j13

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const DefaultBaseURL = "https://api.buildkite.com/"

type Client struct {
	client  *http.Client
	BaseURL *url.URL
}

type ClientOpt func(*Client) error

func WithBaseURL(baseURL string) ClientOpt {
	return func(c *Client) error {
		var err error
		c.BaseURL, err = url.Parse(baseURL)
		return err
	}
}

func NewOpts(opts ...ClientOpt) (*Client, error) {
	baseURL, _ := url.Parse(DefaultBaseURL)
	c := &Client{client: http.DefaultClient, BaseURL: baseURL}
	for _, opt := range opts {
		if err := opt(c); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func (c *Client) NewRequest(ctx context.Context, method, urlStr string) (*http.Request, error) {
	rel, err := url.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	u := c.BaseURL.ResolveReference(rel) // heldout:mistake join
	return http.NewRequestWithContext(ctx, method, u.String(), nil)
}

func (c *Client) resolveURL(relPath string) (*url.URL, error) {
	rel, err := url.Parse(relPath)
	if err != nil {
		return nil, err
	}
	if rel.IsAbs() {
		return rel, nil
	}
	result := *c.BaseURL
	basePath := strings.TrimSuffix(c.BaseURL.Path, "/")
	cleanRelPath := strings.TrimPrefix(rel.Path, "/")
	if basePath == "" {
		result.Path = "/" + cleanRelPath
	} else {
		result.Path = basePath + "/" + cleanRelPath
	}
	if rel.RawQuery != "" {
		result.RawQuery = rel.RawQuery
	}
	if rel.Fragment != "" {
		result.Fragment = rel.Fragment
	}
	return &result, nil
}

func (c *Client) NewRequestOK(ctx context.Context, method, urlStr string) (*http.Request, error) {
	u, err := c.resolveURL(urlStr) // heldout:deliberate
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, method, u.String(), nil)
}

type PipelinesService struct{ client *Client }

func (ps *PipelinesService) Get(ctx context.Context, org, slug string) (*http.Response, error) {
	u := fmt.Sprintf("v2/organizations/%s/pipelines/%s", org, slug)
	req, err := ps.client.NewRequest(ctx, "GET", u)
	if err != nil {
		return nil, err
	}
	return ps.client.client.Do(req)
}

func (ps *PipelinesService) GetOK(ctx context.Context, org, slug string) (*http.Response, error) {
	u := fmt.Sprintf("v2/organizations/%s/pipelines/%s", org, slug)
	req, err := ps.client.NewRequestOK(ctx, "GET", u)
	if err != nil {
		return nil, err
	}
	return ps.client.client.Do(req)
}
