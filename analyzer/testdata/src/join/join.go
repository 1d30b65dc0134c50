// Package join holds bases and references put together (RFC 3986 §5),
// as API clients write them.
package join

import (
	"net/http"
	"net/url"
	"path"
	"path/filepath"
)

const (
	defaultBaseURL = "https://api.example.com/v2"   // want `the base "https://api.example.com/v2" lacks a trailing "/": RFC 3986 §5.2.3 drops its last segment "v2" in its resolution`
	docsBase       = "https://docs.example.com/v1/" // a directory base
	pageBase       = "https://www.example.com/guide/index.html"
	searchPath     = "/search" // want `replaces the base's path "/v1/"`
)

// Client is an API client in the usual SDK shape.
type Client struct {
	BaseURL *url.URL
	client  *http.Client
}

// NewClient sets the base once.
func NewClient() *Client {
	c := &Client{client: http.DefaultClient}
	c.BaseURL, _ = url.Parse(defaultBaseURL)
	return c
}

// Repos resolves a path against the base.
func (c *Client) Repos(owner string) (*url.URL, error) {
	u, err := c.BaseURL.Parse("repos/" + owner) // the finding is at the base, the cause
	return u, err
}

func docs() {
	base, _ := url.Parse(docsBase)
	base.Parse("guides/start")                          // ok: the base ends with "/"
	base.Parse("/search")                               // want `an absolute-path reference replaces the base's path "/v1/"`
	base.Parse("?q=x")                                  // ok: a query only
	base.Parse("https://other.example")                 // ok: an absolute URI
	base.ResolveReference(&url.URL{Path: "/v0/legacy"}) // want `replaces the base's path "/v1/"`
	base.Parse("/a:b")                                  // want `replaces the base's path "/v1/"`
	base.Parse(searchPath)                              // the finding is at the constant; a named constant gets no fix

	page, _ := url.Parse(pageBase)
	page.Parse("install.html") // ok: a document base; its file name goes

	root, _ := url.Parse("https://api.example.com")
	root.Parse("status") // ok: an empty base path loses nothing
}

func unknown(s string, u *url.URL) { // want unknown:"urisink"
	base, _ := url.Parse(s)
	base.Parse("items") // ok: the base is unknown
	u.Parse("items")    // ok
}

func paths(u *url.URL, id string) { // want paths:`joinpath\[1\]`
	_ = path.Join("https://cdn.example.com/assets", id)              // want `path.Join cleans "https://cdn.example.com/assets" as a file path`
	_ = filepath.Join(u.String(), "x")                               // want `path/filepath.Join cleans a URL as a file path`
	_ = path.Join("/assets", id)                                     // ok: a file path
	_ = path.Clean("https://cdn.example.com//a/")                    // want `path.Clean cleans`
	_, _ = url.JoinPath("https://dns.example.com/", "lookup?name=x") // want `url.JoinPath escapes "\?" in an element into "%3F"`
	_ = u.JoinPath("v1", "items#top")                                // want `escapes "#" in an element into "%23"`
	_ = u.JoinPath("v1", id)                                         // ok
}

const svc = "https://pay.example.net"

func glue(id string) {
	http.Get(svc + "v2/payments")            // want `"v2/payments" continues the host "pay.example.net"`
	http.Get(svc + "/v2/payments")           // ok
	http.Get("https://h.example/" + "/x")    // want `doubles the "/"`
	http.Get("https://h.example" + ":8080/") // ok: a port
	url.Parse("unix://" + "/run/app.sock")   // ok: an empty authority, then the path
	url.Parse("file://" + "/etc/ca.pem")     // ok: likewise
	http.Get(svc + id)                       // ok: unknown
	_ = "see " + svc                         // ok: not a URI's joint
	const service, region = "api", "eu-west-1"
	http.Get("https://" + service + "." + region + ".example.com/v1") // ok: "." joins the host's labels
}

// config holds a server block whose first line is a URI: text, not a URI
// with a joint.
const config = `https://localhost:8953 {
    respond ` + "`" + `hello` + "`" + `
}`

func ports() {
	http.Get("https://h.example:8080" + "v1/x") // want `port "8080v1" is not a number`
}

func sockets(p string) {
	_ = path.Join((&url.URL{Scheme: "unix", Path: p}).String(), "x") // ok: no host, no "//" to lose
	_ = path.Join("unix:///run/app.sock", "x")                       // ok: an empty host
}

// scope is an OAuth scope, never requested: its "//" is how it is spelled.
const scope = "https://monitor.example.com/" + "/.default" // ok: no sink receives it

const api = "https://h.example/v1/"

func doubled() {
	http.Get(api + "/users") // want `doubles the "/"`
}

// Join messages quote URI text through the one redaction step: no
// password of a base is printed (test data: the password is fake).
const deployBase = "https://deploy:s3cretpw@api.example.com/v3" // want `password in its userinfo` `the base "https://deploy:xxxxx@api.example.com/v3" lacks a trailing "/"`

func redacted() {
	base, _ := url.Parse(deployBase)
	base.Parse("jobs")                                              // the finding is at the base
	_ = path.Join("https://deploy:s3cretpw@cdn.example.com/a", "x") // want `path.Join cleans "https://deploy:xxxxx@cdn.example.com/a" as a file path` `password in its userinfo`
}

// A base that one resolution breaks and another does not is not the
// cause: the reference is.
const pagesBase = "https://api.example.com/pages"

func pages() {
	base, _ := url.Parse(pagesBase)
	base.Parse("?page=2") // ok: a query only
	base.Parse("next")    // want `"next" resolved against "https://api.example.com/pages" gives "https://api.example.com/next"`
}

// A template reference whose literal starts it: dropping its "/" is
// certain.
func builds(id string) {
	base, _ := url.Parse(docsBase)
	base.Parse("/builds/" + id) // want `"/builds/…" resolved against "https://docs.example.com/v1/" gives "https://docs.example.com/builds/…": an absolute-path reference replaces the base's path`
}

// resolvePath resolves p against the docs base, as SDKs write it.
func resolvePath(p string) *url.URL { // want resolvePath:`resolves\(#0 against "https://docs.example.com/v1/"\)`
	base, _ := url.Parse(docsBase)
	return base.ResolveReference(&url.URL{Path: p})
}

func guide() {
	resolvePath("/guide") // want `"/guide" resolved against "https://docs.example.com/v1/" gives "https://docs.example.com/guide"`
	resolvePath("guide")  // ok
}

// An unexported field that holds the base and is read only as the base
// of resolutions: the base gains its "/".
const statusBase = "https://status.example.com/api/v1" // want `the base "https://status.example.com/api/v1" lacks a trailing "/": RFC 3986 §5.2.3 drops its last segment "v1" in each of its 2 resolutions`

type statusClient struct{ base *url.URL }

func newStatusClient() *statusClient {
	c := &statusClient{}
	c.base, _ = url.Parse(statusBase)
	return c
}

func (c *statusClient) components() (*url.URL, error) { return c.base.Parse("components") }

func (c *statusClient) incidents() (*url.URL, error) { return c.base.Parse("incidents") }

// A local read only as a base: the literal gains its "/".
func metrics() {
	base, _ := url.Parse("https://metrics.example.com/v2") // want `the base "https://metrics.example.com/v2" lacks a trailing "/"`
	base.Parse("series")
}

// A base also read whole: its text is sent as it is, so no fix.
func health() {
	base, _ := url.Parse("https://health.example.com/v3") // want `the base "https://health.example.com/v3" lacks a trailing "/"`
	base.Parse("live")
	http.Get(base.String())
}

// An exported constant: other packages may read it, so no fix.
const PublicBase = "https://public.example.com/v4" // want `the base "https://public.example.com/v4" lacks a trailing "/"`

func public() {
	base, _ := url.Parse(PublicBase)
	base.Parse("items")
}
