package holes

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

func get(host string, port int, base, path string) {
	http.Get(fmt.Sprintf("http//%s:%d/metrics", host, port))            // want `URI lacks ':' after scheme "http"` `host may be an IPv6 address`
	url.Parse("https:/" + host + "/v1")                                 // want `scheme "https" needs "//" before the host`
	http.Get("localhost:" + strconv.Itoa(port) + "/health")             // want `"localhost" parses as the scheme`
	http.Get(fmt.Sprintf("htps://%s/", host))                           // want `looks like a misspelling of "https"`
	http.Get(fmt.Sprintf("http://%s:99999/", host))                     // want `port 99999 is out of range` `host may be an IPv6 address \(host from parameter host at holes.go:10\)`
	http.Get(fmt.Sprintf("%s://%s/%s", "http", host, path))             // ok: nothing depends on the holes only
	http.Get(fmt.Sprintf("%s://%s", base, host))                        // ok: no scheme to check
	http.Get(base + "/v1/items")                                        // ok: the base is unknown
	http.Get("http://" + host + ":" + strconv.Itoa(port) + "/x")        // want `host may be an IPv6 address \(host from parameter host at holes.go:10\)`
	http.Get(base + "/search?q=a b")                                    // want `a space must be percent-encoded as %20`
	http.Get(fmt.Sprintf("http://%s/%s", host, path) + "#frag")         // ok: a fragment is fine for http.Get
	http.NewRequest("GET", fmt.Sprintf("http://%s%s", host, path), nil) // ok
	url.Parse(fmt.Sprintf("http://[%s]:%d/", host, port))               // ok: an IPv6 hole
	url.Parse("%" + path)                                               // ok: the escape's digits are a hole
}

func local(host string) {
	u := fmt.Sprintf("http//%s/api", host) // want `URI lacks ':' after scheme "http"`
	http.Get(u)
}

func lists(c *http.Client) {
	url.Parse("mongodb://db1:27017,db2:27017/app") // ok: a list of servers, as the scheme writes it
	url.Parse("postgres://h1:5432,h2:5432/db")     // ok
	url.Parse("http://localhost:1001-1009")        // want `port "1001-1009" is not a number`
	url.Parse("http://localhost:8o80/")            // want `port "8o80" is not a number`
	c.Get("...")                                   // ok: an elision in an example, no URI at all
}

func handlerTests() {
	http.NewRequest("GET", "/|", nil) // want `'\|' must be percent-encoded as %7C`
	http.NewRequest("GET", "/ ", nil) // want `URI has trailing white space`
}

// verbs: the format is read as fmt reads it (explicit indexes, '*'
// widths, flags, "%%").
func verbs(host string, port int) {
	http.Get(fmt.Sprintf("http://%[2]s:%[1]d/a b", port, host)) // want `a space must be percent-encoded as %20` `host may be an IPv6 address`
	http.Get(fmt.Sprintf("http//%*s/", 8, host))                // want `URI lacks ':' after scheme "http"`
	http.Get(fmt.Sprintf("http://%s:%*d/", host, 5, port))      // want `host may be an IPv6 address`
	http.Get(fmt.Sprintf("http://%s:%05d/", host, port))        // want `host may be an IPv6 address`
	http.Get(fmt.Sprintf("http://%s/%d%%2F", host, port))       // ok: "%%2F" prints an escape
	http.Get(fmt.Sprintf("htps"+"://%s/%s", host, "x"))         // want `looks like a misspelling of "https"`
	http.Get(fmt.Sprintf("http://%s/100%%", host))              // want `invalid percent-encoding "%"`
}
