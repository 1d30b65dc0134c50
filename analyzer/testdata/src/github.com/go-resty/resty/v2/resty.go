// Package resty stands in for github.com/go-resty/resty/v2@v2.17.2.
package resty

type Client struct{}

func New() *Client { return &Client{} }

func (c *Client) SetBaseURL(url string) *Client { return c }

func (c *Client) SetHostURL(url string) *Client { return c }

func (c *Client) SetProxy(proxyURL string) *Client { return c }
