// Package github stands in for github.com/google/go-github/v88@v88.0.0:
// the option that takes GitHub Enterprise's URLs, with its real signature.
package github

type Client struct{}

type clientOptions struct{}

type ClientOptionsFunc func(*clientOptions) error

func NewClient(opts ...ClientOptionsFunc) (*Client, error) { return nil, nil }

func WithEnterpriseURLs(baseURL, uploadURL string) ClientOptionsFunc {
	return func(*clientOptions) error { return nil }
}
