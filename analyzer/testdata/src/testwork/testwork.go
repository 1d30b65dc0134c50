// Package testwork is code under test whose tests use URIs in the ways
// DESIGN.md's "Test files" names: meant to work, or deliberate.
package testwork

import (
	"net/http"
	"net/url"
)

// A Client calls an API at Base.
type Client struct {
	Base *url.URL
	HTTP *http.Client
}

// Fetch gets the resource at path below the client's base.
func (c *Client) Fetch(path string) (*http.Response, error) {
	return c.HTTP.Get(c.Base.JoinPath(path).String())
}

// Items serves /api/items?id=N: it routes on the path and reads the query.
func Items(w http.ResponseWriter, r *http.Request) { // want Items:"readsurl\\[1\\]"
	if r.URL.Path != "/api/items" {
		http.NotFound(w, r)
		return
	}
	if r.URL.Query().Get("id") == "" {
		http.Error(w, "no id", http.StatusBadRequest)
	}
}

// Echo answers with a header of the request; it never reads its URL.
func Echo(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Echo", r.Header.Get("X-Echo"))
}

// MustParse returns the URL s, and panics if it does not parse.
func MustParse(s string) *url.URL { // want MustParse:"urisink" MustParse:"testhelper\\(#0 success\\)"
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// A Config configures a client.
type Config struct {
	Base url.URL
}

// New returns a client of cfg.
func New(cfg Config) *Client { return &Client{Base: &cfg.Base, HTTP: http.DefaultClient} }

// An API calls an endpoint given as text.
type API struct {
	Endpoint string // want Endpoint:"urivar\\(net/http.Get http\\)"
}

// Ping gets the endpoint.
func (a *API) Ping() error {
	resp, err := http.Get(a.Endpoint)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Dial gets the root of the server u names.
func Dial(u url.URL) error {
	resp, err := http.Get(u.String())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// NewRequest builds a request for path below the API's endpoint.
func (a *API) NewRequest(path string) (*http.Request, error) {
	return http.NewRequest("GET", a.Endpoint+"/"+path, nil)
}

// Rewrite serves every request after moving /old/ to /new/ in its path.
func Rewrite(w http.ResponseWriter, r *http.Request) { // want Rewrite:"readsurl\\[1\\]"
	if len(r.URL.Path) > 4 && r.URL.Path[:5] == "/old/" {
		r.URL.Path = "/new/" + r.URL.Path[5:]
	}
}
