// Package slack stands in for github.com/slack-go/slack@v0.35.0.
package slack

type Client struct{}

type Option func(*Client)

func New(token string, options ...Option) *Client { return nil }

func OptionAPIURL(u string) func(*Client) { return func(*Client) {} }

func OptionAuditAPIURL(u string) func(*Client) { return func(*Client) {} }

type oauthConfig struct{}

type OAuthOption func(*oauthConfig)

func OAuthOptionAPIURL(url string) OAuthOption { return func(*oauthConfig) {} }

type OAuthV2Response struct{}

type httpClient interface{}

func GetOAuthV2Response(client httpClient, clientID, clientSecret, code, redirectURI string, opts ...OAuthOption) (resp *OAuthV2Response, err error) {
	return nil, nil
}
