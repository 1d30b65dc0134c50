// Package client stands in for github.com/docker/docker@v28.5.2+incompatible's
// client: the functions that take the daemon's host, with their real
// signatures.
package client

import "net/url"

type Client struct{}

type Opt func(*Client) error

func NewClientWithOpts(ops ...Opt) (*Client, error) { return nil, nil }

func WithHost(host string) Opt { return func(*Client) error { return nil } }

func ParseHostURL(host string) (*url.URL, error) { return nil, nil }
