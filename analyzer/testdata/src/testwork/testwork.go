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
func (c *Client) Fetch(path string) (*http.Response, error) { // want Fetch:`joinpath\[0\]`
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
func (a *API) Ping() error { // want Ping:"testhelper\\(recv.Endpoint relayed\\)"
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

// FromRequest reads an event from r: its source is r's URL.
func FromRequest(r *http.Request) (string, error) { // want FromRequest:"readsurl\\[0\\]"
	if r.Header.Get("Content-Type") == "" {
		return "", http.ErrNotSupported
	}
	return r.URL.String(), nil
}

// A Doer sends requests.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

// RunAll sends each request with d and counts the answers.
func RunAll(d Doer, reqs []*http.Request) int {
	n := 0
	for _, r := range reqs {
		if _, err := d.Do(r); err == nil {
			n++
		}
	}
	return n
}

// A Target is where a Store writes.
type Target struct {
	URL *url.URL
}

// Store writes to targets.
type Store struct{ n int }

// Apply takes the targets' URLs.
func (s *Store) Apply(ts []*Target) error {
	for _, t := range ts {
		resp, err := http.Get(t.URL.String())
		if err != nil {
			return err
		}
		resp.Body.Close()
		s.n++
	}
	return nil
}
