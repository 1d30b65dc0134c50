// Source: https://github.com/shuheiktgw/go-travis/commit/7d62b63b8348f29746ba974ca2f199b6586d632a
// (PR #57 "Removes prefix slashes from the API paths": "Enterprise API is
// at https://<domain>/api/, the prefix slash removes the /api/ and means
// the library doesn't work with Travis CI Enterprise"; builds.go and 23
// other files). NewClient(baseUrl, token) parses the base (the constants
// ApiOrgUrl/ApiComUrl, or an Enterprise URL); NewRequest checks that the
// base ends in "/" and resolves with c.BaseURL.Parse(urlStr); the services
// build "/build/%d" through urlWithOptions and send with c.Do.
package j10

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const (
	ApiOrgUrl = "https://api.travis-ci.org/"
	ApiComUrl = "https://api.travis-ci.com/"
)

type Client struct {
	client  *http.Client
	BaseURL *url.URL
}

func NewClient(baseUrl string, travisToken string) *Client {
	bu, _ := url.Parse(baseUrl)
	return &Client{client: http.DefaultClient, BaseURL: bu}
}

func NewDefaultClient(travisToken string) *Client {
	return NewClient(ApiOrgUrl, travisToken)
}

func (c *Client) NewRequest(method, urlStr string) (*http.Request, error) {
	if !strings.HasSuffix(c.BaseURL.Path, "/") {
		return nil, fmt.Errorf("BaseURL must have a trailing slash, but %q does not", c.BaseURL)
	}
	u, err := c.BaseURL.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, u.String(), nil)
}

func (c *Client) Do(ctx context.Context, req *http.Request) (*http.Response, error) {
	return c.client.Do(req.WithContext(ctx))
}

func urlWithOptions(s string, opt interface{}) (string, error) {
	u, err := url.Parse(s)
	if err != nil {
		return s, err
	}
	return u.String(), nil
}

type BuildsService struct{ client *Client }

func (bs *BuildsService) Find(ctx context.Context, id uint) (*http.Response, error) {
	u, err := urlWithOptions(fmt.Sprintf("/build/%d", id), nil) // heldout:mistake join
	if err != nil {
		return nil, err
	}
	req, err := bs.client.NewRequest("GET", u)
	if err != nil {
		return nil, err
	}
	return bs.client.Do(ctx, req)
}

func (bs *BuildsService) FindOK(ctx context.Context, id uint) (*http.Response, error) {
	u, err := urlWithOptions(fmt.Sprintf("build/%d", id), nil) // heldout:deliberate
	if err != nil {
		return nil, err
	}
	req, err := bs.client.NewRequest("GET", u)
	if err != nil {
		return nil, err
	}
	return bs.client.Do(ctx, req)
}
