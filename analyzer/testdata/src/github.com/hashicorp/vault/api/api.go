// Package api stands in for github.com/hashicorp/vault/api@v1.23.0: the
// client's address, as a field and a setter with its real signature.
package api

import "net/url"

type Config struct {
	Address      string
	AgentAddress string
}

type Client struct{}

func DefaultConfig() *Config { return &Config{} }

func NewClient(c *Config) (*Client, error) { return nil, nil }

func (c *Client) SetAddress(addr string) error { return nil }

func (c *Config) ParseAddress(address string) (*url.URL, error) { return nil, nil }
