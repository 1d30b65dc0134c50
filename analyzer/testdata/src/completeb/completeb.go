// Package completeb is a client whose Host is "a host, host:port or a
// URL": one method sends to it as it is, another completes it first.
package completeb

import (
	"net/http"

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
