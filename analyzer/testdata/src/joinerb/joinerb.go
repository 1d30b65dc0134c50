// Package joinerb gives URLs to another package's joiner.
package joinerb

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"

	"joinera"
)

const api = "https://api.example.com/v1"

type client struct {
	baseURL string
	host    string
	hc      *http.Client
}

func newClient(base string) *client {
	if base == "" {
		base = api
	}
	return &client{baseURL: base, host: "api.example.com", hc: http.DefaultClient}
}

func (c *client) setDefault() { c.baseURL = "https://eu.api.example.com/v1/" }

func calls(srv *httptest.Server, u *url.URL) {
	http.Get(joinera.Endpoint("https://api.example.com/v1", "users")) // want `joinera.Endpoint cleans its parameter with path.Join, which turns the "//" of "https://api.example.com/v1" into "/"`
	http.Get(joinera.Endpoint(srv.URL, "users"))                      // want `srv.URL \(a test server's URL\)`
	http.Get(joinera.Endpoint(u.String(), "users"))                   // want `joinera.Endpoint cleans its parameter`
	_ = joinera.Endpoint("/var/lib", "x")                             // ok: a file path
	_ = joinera.Local("/var/lib", "x")                                // ok
}

func (c *client) get(name string) (*http.Response, error) {
	return c.hc.Get(path.Join(c.baseURL, "api", name)) // want `path.Join cleans c.baseURL, a URL \("https://`
}

func (c *client) status() {
	req, _ := http.NewRequest("GET", path.Join(c.baseURL, "status"), nil) // want `path.Join cleans c.baseURL`
	c.hc.Do(req)
}

func (c *client) hosts(name string) string {
	return path.Join(c.host, name) // ok: a host-only field
}

func (c *client) right(name string) (string, error) { // want right:`joinpath\[0\]`
	u, err := url.Parse(c.baseURL)
	if err != nil {
		return "", err
	}
	u.Path = path.Join(u.Path, name) // ok: a path, after parsing
	return url.JoinPath(c.baseURL, "api", name)
}

// A request built from a join and sent later.
func sent(c *client, base string) { // want sent:`joins\[1\]`
	req, _ := http.NewRequest("GET", path.Join(base, "status"), nil) // want `the result of path.Join, passed to net/http.NewRequest, whose request is sent at joinerb.go:64, can never be an absolute URL with a host`
	c.hc.Do(req)
	req2, _ := http.NewRequest("GET", path.Join("/api", base), nil) // ok: never sent, a handler's input
	_ = req2
	c.hc.Get(path.Join(base, "x")) // want `the result of path.Join, passed to \(\*net/http.Client\).Get, can never be`
}

type api2 struct{ base string }

func newAPI2() *api2 { return &api2{base: "https://api.example.com/v2/"} }

func (a *api2) items(id string) {
	http.Get(a.base + "/items/" + id)                // want `a.base ends in "/" \("https://api.example.com/v2/" is written to it\), and the text after it starts with one`
	http.Get(fmt.Sprintf("%s/users/%s", a.base, id)) // want `a.base ends in "/"`
	http.Get(a.base + "items/" + id)                 // ok
	http.Get(fmt.Sprintf("%s/users", api))           // ok: a constant without "/"
}

const endpoint = "/ocs/v2.php/apps/spreed/api/v1/"

func chat(base, token string) {
	http.Get(base + endpoint + "/chat/" + token) // want `"/ocs/v2.php/apps/spreed/api/v1/" \+ "/chat/" doubles the "/" of the path`
	http.Get(base + endpoint + "chat/" + token)  // ok
	_ = base + endpoint + "/chat/" + token       // ok: no sink receives it
}

func models(base *url.URL, model string, force bool) {
	http.Get(joinera.Request(base, "/models/"+model+"?force=true")) // want `joinera.Request escapes "\?" in an element into "%3F" in the path`
	http.Get(joinera.Request(base, "/models/"+model))               // ok
}

// A URL's text from another package's function (its urltext fact).
func artifact(base *url.URL, name string) string {
	return path.Join(joinera.URL(base, "dist"), name) // want `path.Join cleans joinera.URL\(base, "dist"\), a URL's text \(joinera.URL returns \(\*net/url.URL\).String\(\)\)`
}
