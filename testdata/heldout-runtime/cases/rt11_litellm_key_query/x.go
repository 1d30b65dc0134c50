// Source: https://github.com/ncecere/terraform-provider-litellm/commit/4be4c340078ef81b3ef2e8bcc537de76f6272ce1
// (PR #75 "fix(key): ensure special characters in key are URL-encoded in
// requests", resolves issue #73; internal/provider/resource_key.go). The
// key value went raw into the query: fmt.Sprintf("/key/info?key=%s",
// keyVal); a '#' in the key started a fragment and the server answered
// "Key not found". The path is appended to APIBase and sent with
// http.NewRequestWithContext (client.go, same shape below).
package rt11

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type Client struct {
	APIBase    string
	HTTPClient *http.Client
}

func (c *Client) DoRequest(ctx context.Context, method, path string) (*http.Response, error) {
	u := c.APIBase + path
	req, err := http.NewRequestWithContext(ctx, method, u, nil)
	if err != nil {
		return nil, fmt.Errorf("failed to create request: %w", err)
	}
	return c.HTTPClient.Do(req)
}

func (c *Client) readKey(ctx context.Context, keyVal string) (*http.Response, error) {
	if keyVal == "" {
		return nil, fmt.Errorf("key value is empty, cannot read key info")
	}
	endpoint := fmt.Sprintf("/key/info?key=%s", keyVal) // heldout:mistake malformed
	return c.DoRequest(ctx, "GET", endpoint)
}

func (c *Client) readKeyOK(ctx context.Context, keyVal string) (*http.Response, error) {
	if keyVal == "" {
		return nil, fmt.Errorf("key value is empty, cannot read key info")
	}
	endpoint := fmt.Sprintf("/key/info?key=%s", url.QueryEscape(keyVal)) // heldout:deliberate
	return c.DoRequest(ctx, "GET", endpoint)
}
