// Package completeb is a client whose Host is "a host, host:port or a
// URL": one method sends to it as it is, another completes it first.
package completeb

import (
	"net/http"
	"strings"

	"completea"
)

// Config configures a client.
type Config struct {
	Host     string // a host, host:port or a URL
	Endpoint string // want Endpoint:"urivar"
	Base     string // a host, host:port or a URL
}

// Ping sends to the host as it is, when it is a URL.
func (c *Config) Ping() {
	http.Get(c.Host)
	http.Get(c.Endpoint)
	http.Get(c.Base)
}

// Dial completes the host first: a bare host is meant.
func (c *Config) Dial() {
	http.Get(completea.Normalize(c.Host))
	http.Get(complete(c.Base))
}

// complete hands its parameter to a completer of another package.
func complete(s string) string { return completea.Through(s) }

// Options configures a Client: NewClient completes its Host two calls
// away, its Proxy three calls away, and sends to Addr as it is.
type Options struct {
	Host  string // a host, host:port or a URL
	Proxy string // a host, host:port or a URL
	Addr  string // want Addr:"urivar"
	Base  string // a host, host:port or a URL
}

// Client sends to what its Options say.
type Client struct{ o *Options }

// NewClient completes o's Host and Proxy.
func NewClient(o *Options) *Client {
	c := &Client{}
	c.setup(o)
	return c
}

func (c *Client) setup(o *Options) {
	applyDefaults(o)
	prepare(o)
	c.o = o
}

func prepare(o *Options) { proxyDefaults(o) }

func applyDefaults(o *Options) {
	if !strings.Contains(o.Host, "://") {
		o.Host = "https://" + o.Host
	}
}

func proxyDefaults(o *Options) {
	if !strings.HasPrefix(o.Proxy, "http") {
		o.Proxy = "http://" + o.Proxy
	}
}

// Get sends to the completed Host and Proxy, and to Addr as it is.
func (c *Client) Get() {
	http.Get(c.o.Host)
	http.Get(c.o.Proxy)
	http.Get(c.o.Addr)
	http.Get(baseOf(c.o))
}

// baseOf completes a copy of o's Base.
func baseOf(o *Options) string {
	h := o.Base
	if !strings.Contains(h, "://") {
		h = "https://" + h
	}
	return h
}
