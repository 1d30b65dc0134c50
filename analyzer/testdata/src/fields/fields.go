// Package fields keeps endpoints in struct fields set by constructors
// and options, and reads them where requests are sent.
package fields

import (
	"net/http"
	"regexp"
)

type Client struct {
	endpoint string
	health   string
	pattern  string
	Base     string // want Base:"urivar"
	token    string
}

func New() *Client {
	return &Client{
		endpoint: "localhost:8080/api", // want `net/http.Get needs an absolute http or https URL, but "localhost" parses as the scheme`
		health:   "http://localhost:8080/healthz",
		pattern:  "http://*.example.com/*",
		Base:     "localhost:9090", // want `fields.Client.Base needs an absolute http or https URL, but "localhost" parses as the scheme`
	}
}

func NewSecure() *Client {
	c := New()
	c.health = "https:/localhost:8443/healthz" // want `scheme "https" needs "//" before the host`
	return c
}

func (c *Client) Items() (*http.Response, error) {
	return http.Get(c.endpoint)
}

func (c *Client) Health() (*http.Response, error) {
	return http.Get(c.health)
}

func (c *Client) Matches(s string) bool {
	return regexp.MustCompile(c.pattern).MatchString(s) // ok: a regular expression
}

func (c *Client) Remote() (*http.Response, error) {
	return http.Get(c.Base) // what is written to Base is checked where it is written
}

func (c *Client) SetToken(t string) { c.token = t }

func (c *Client) WithToken() (*http.Response, error) {
	return http.Get(c.token) // ok: a parameter's value
}

type mirror struct{ url string }

func mirrors() []mirror {
	return []mirror{{"http://mirror-a.example.com/"}, {"http//mirror-b.example.com/"}} // want `URI lacks ':' after scheme "http"`
}

func fetchAll() {
	for _, m := range mirrors() {
		http.Get(m.url)
	}
}

type target struct{ addr string }

func (t *target) bind(set func(*string)) { set(&t.addr) }

func (t *target) get() (*http.Response, error) {
	return http.Get(t.addr) // ok: its address is taken, any value may be written
}

func newTarget() *target { return &target{addr: "localhost:1"} }
