// Source: https://github.com/docker/model-cli/commit/935671d4ee2950f59ce9233359054010a63e4e2c
// (PR #56 "context: properly handle query parameters in URLs": "For some
// reason JoinPath just strips them out"; desktop/context.go). The model
// runner context kept a *url.URL prefix (url.Parse("http://localhost" +
// inference.ExperimentalEndpointsPrefix), or a configured one) and URL(path)
// returned c.urlPrefix.JoinPath(path).String(); doRequest passed its path
// to it and http.NewRequest. Remove built fmt.Sprintf("%s/%s?force=%s",
// inference.ModelsPrefix, model, ...) (ModelsPrefix = "/models"), so the
// "?" was escaped into the path (desktop/desktop.go). The fix splits the
// path at "?" before JoinPath.
package j21

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

var ModelsPrefix = "/models"

type ModelRunnerContext struct {
	urlPrefix *url.URL
}

func NewContext(prefix string) (*ModelRunnerContext, error) {
	urlPrefix, err := url.Parse("http://localhost" + prefix)
	if err != nil {
		return nil, err
	}
	return &ModelRunnerContext{urlPrefix: urlPrefix}, nil
}

// URL constructs a URL string appropriate for the model runner.
func (c *ModelRunnerContext) URL(path string) string {
	return c.urlPrefix.JoinPath(path).String()
}

// URLOK is URL after the fix.
func (c *ModelRunnerContext) URLOK(path string) string {
	components := strings.Split(path, "?")
	result := c.urlPrefix.JoinPath(components[0]).String()
	if len(components) > 1 {
		components[0] = result
		result = strings.Join(components, "?")
	}
	return result
}

type Client struct {
	modelRunner *ModelRunnerContext
}

func (c *Client) doRequest(method, path string, body io.Reader) (*http.Response, error) {
	req, err := http.NewRequest(method, c.modelRunner.URL(path), body)
	if err != nil {
		return nil, fmt.Errorf("error creating request: %w", err)
	}
	return http.DefaultClient.Do(req)
}

func (c *Client) doRequestOK(method, path string, body io.Reader) (*http.Response, error) {
	req, err := http.NewRequest(method, c.modelRunner.URLOK(path), body)
	if err != nil {
		return nil, fmt.Errorf("error creating request: %w", err)
	}
	return http.DefaultClient.Do(req)
}

func (c *Client) Remove(model string, force bool) (*http.Response, error) {
	removePath := fmt.Sprintf("%s/%s?force=%s", ModelsPrefix, model, strconv.FormatBool(force)) // heldout:mistake join
	return c.doRequest(http.MethodDelete, removePath, nil)
}

func (c *Client) RemoveOK(model string, force bool) (*http.Response, error) {
	removePath := fmt.Sprintf("%s/%s?force=%s", ModelsPrefix, model, strconv.FormatBool(force)) // heldout:deliberate
	return c.doRequestOK(http.MethodDelete, removePath, nil)
}

func (c *Client) Tag(source, targetRepo, targetTag string) (*http.Response, error) {
	tagPath := fmt.Sprintf("%s/%s/tag?repo=%s&tag=%s", ModelsPrefix, source, targetRepo, targetTag) // heldout:mistake join
	return c.doRequest(http.MethodPost, tagPath, nil)
}

func (c *Client) TagOK(source, targetRepo, targetTag string) (*http.Response, error) {
	tagPath := fmt.Sprintf("%s/%s/tag?repo=%s&tag=%s", ModelsPrefix, source, targetRepo, targetTag) // heldout:deliberate
	return c.doRequestOK(http.MethodPost, tagPath, nil)
}
