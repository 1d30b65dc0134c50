// Package client stands in for github.com/moby/moby/client@v0.6.2: the
// functions that take the daemon's host, with their real signatures.
package client

import "net/url"

type Client struct{}

type clientConfig struct{}

type Opt func(*clientConfig) error

func New(ops ...Opt) (*Client, error) { return nil, nil }

func WithHost(host string) Opt { return func(*clientConfig) error { return nil } }

func ParseHostURL(host string) (*url.URL, error) { return nil, nil }
