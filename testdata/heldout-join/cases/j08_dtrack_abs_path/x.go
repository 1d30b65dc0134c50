// Source: https://github.com/DependencyTrack/client-go/pull/54 ("fix:
// correctly perform requests for dt deployed on subpaths": "if the
// dependency-track baseURL was under a subpath, client-go would ignore that
// subpath ... The reason for the defect is the behavior of URL.Parse, which
// uses URL.ResolveReference"; the fix omits the leading slash). The wrong
// code was read in the repository snapshot at c52621d (client.go,
// about.go, bom.go), which predates the merge; the fixing diff was not
// read. NewClient parses its baseURL parameter with url.ParseRequestURI;
// newRequest resolves every endpoint with c.baseURL.Parse(path) and builds
// the request with http.NewRequestWithContext; doRequest sends it.
package j08

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type Client struct {
	baseURL    *url.URL
	httpClient *http.Client
}

func NewClient(baseURL string) (*Client, error) {
	if baseURL == "" {
		return nil, fmt.Errorf("no api base url provided")
	}
	u, err := url.ParseRequestURI(baseURL)
	if err != nil {
		return nil, err
	}
	return &Client{baseURL: u, httpClient: &http.Client{}}, nil
}

func (c Client) newRequest(ctx context.Context, method, path string) (*http.Request, error) {
	u, err := c.baseURL.Parse(path)
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, method, u.String(), nil)
}

func (c Client) doRequest(req *http.Request) (*http.Response, error) {
	return c.httpClient.Do(req)
}

type AboutService struct{ client *Client }

func (as AboutService) Get(ctx context.Context) (*http.Response, error) {
	req, err := as.client.newRequest(ctx, http.MethodGet, "/api/version") // heldout:mistake join
	if err != nil {
		return nil, err
	}
	return as.client.doRequest(req)
}

func (as AboutService) GetOK(ctx context.Context) (*http.Response, error) {
	req, err := as.client.newRequest(ctx, http.MethodGet, "api/version") // heldout:deliberate
	if err != nil {
		return nil, err
	}
	return as.client.doRequest(req)
}

type BOMService struct{ client *Client }

func (bs BOMService) Upload(ctx context.Context) (*http.Response, error) {
	req, err := bs.client.newRequest(ctx, http.MethodPut, "/api/v1/bom") // heldout:mistake join
	if err != nil {
		return nil, err
	}
	return bs.client.doRequest(req)
}

func (bs BOMService) UploadOK(ctx context.Context) (*http.Response, error) {
	req, err := bs.client.newRequest(ctx, http.MethodPut, "api/v1/bom") // heldout:deliberate
	if err != nil {
		return nil, err
	}
	return bs.client.doRequest(req)
}
