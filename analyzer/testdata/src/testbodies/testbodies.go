// Package testbodies is code under test whose tests give strings roles
// by what they do, never by the names they use.
package testbodies

import (
	"net/http"
	"net/url"
	"strings"
)

// Valid reports whether s looks like a link the site accepts. What its
// answer means is its own: the tests pin it row by row.
func Valid(s string) bool { return strings.HasPrefix(s, "https://") && !strings.Contains(s, " ") } // want Valid:"completes\\[0\\]"

// Accepts reports whether s parses as a URI reference.
func Accepts(s string) bool { // want Accepts:"urisink" Accepts:"testhelper"
	_, err := url.Parse(s)
	return err == nil
}

// Config is a client configuration.
type Config struct {
	Server string
	Proxy  string
}

// Load checks a configuration.
func Load(c Config) error {
	if c.Server == "" {
		return http.ErrMissingFile
	}
	return nil
}

// Canonical returns the canonical form of a link.
func Canonical(s string) string { return s }

// Resolve resolves a link against the site's base.
func Resolve(s string) (*url.URL, error) { // want Resolve:"urisink" Resolve:"resolves"
	base, _ := url.Parse("https://www.example.org/docs/")
	return base.Parse(s)
}

// Client fetches documents.
type Client struct{ c http.Client }

// Fetch fetches a document.
func (c *Client) Fetch(u string) error { // want Fetch:"urisink"
	resp, err := c.c.Get(u)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
