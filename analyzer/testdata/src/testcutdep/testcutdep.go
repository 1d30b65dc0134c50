// Package testcutdep is a dependency whose constructors take a URI in a
// struct's field: one returns the parse error, one panics on it, one
// panics through the other, as client libraries' …OrDie do.
package testcutdep

import "net/url"

// Config configures a client.
type Config struct {
	Host string // a URL
	Name string
}

// Client talks to its Config's Host.
type Client struct{ base *url.URL }

// NewForConfig returns the error of parsing c.Host.
func NewForConfig(c *Config) (*Client, error) {
	u, err := url.Parse(c.Host)
	if err != nil {
		return nil, err
	}
	return &Client{base: u}, nil
}

// NewForConfigOrDie panics where NewForConfig fails.
func NewForConfigOrDie(c *Config) *Client {
	cl, err := NewForConfig(c)
	if err != nil {
		panic(err)
	}
	return cl
}

// MustBase panics when c's Host does not parse.
func MustBase(c Config) *url.URL {
	u, err := url.Parse(c.Host)
	if err != nil {
		panic(err)
	}
	return u
}

// Lenient logs what does not parse and goes on.
func Lenient(c *Config) *Client {
	u, err := url.Parse(c.Host)
	if err != nil {
		println(err.Error())
	}
	return &Client{base: u}
}

// MustParse panics when s does not parse.
func MustParse(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}
