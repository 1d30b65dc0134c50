// Package trust is a small service client, a validator and a handler,
// whose tests hold the shapes a test policy must read: deliberate
// inputs, expected outputs, handler inputs, identity rows, and the few
// URIs a test needs to work.
package trust

import (
	"context"
	"net/http"
	"net/url"
	"strings"
)

// Config configures a Client.
type Config struct {
	// Host is a host, host:port, or a URL; a bare host gets https.
	Host string
	// Endpoint is the URL that Fetch sends requests to.
	Endpoint string // want Endpoint:"urivar"
}

// base returns the URL of Host, completing it when it has no scheme.
func (c Config) base() string {
	u, err := url.Parse(c.Host)
	if err != nil || u.Scheme == "" {
		return "https://" + c.Host
	}
	return c.Host
}

// Ping asks the host whether it is up.
func (c Config) Ping(ctx context.Context) error { // want Ping:"testhelper\\(recv.Host relayed\\)"
	req, err := http.NewRequestWithContext(ctx, http.MethodHead, c.Host, nil)
	if err != nil {
		return err
	}
	_ = c.base()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Fetch gets the endpoint.
func (c Config) Fetch() (*http.Response, error) { return http.Get(c.Endpoint) }

var local = Config{Host: "localhost:8080"} // a host and port: Host takes one

var broken = Config{Endpoint: "localhost:8080/v1"} // want `trust.Config.Endpoint needs an absolute http or https URL, but "localhost" parses as the scheme`

// IsURL reports whether s looks like an absolute URL: the validator
// under test, which reads the text itself.
func IsURL(s string) bool { // want IsURL:"completes\\[0\\]"
	scheme, rest, ok := strings.Cut(s, "://")
	return ok && scheme != "" && rest != "" && !strings.ContainsAny(s, " \t")
}

// Link returns s as a page shows it: parsed and printed again, or
// unchanged when it does not parse.
func Link(s string) string { // want Link:"urisink"
	u, err := url.Parse(s)
	if err != nil {
		return s
	}
	return u.String()
}

// Handler serves /health, and 400 for a target it cannot read.
func Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/health" {
			w.WriteHeader(http.StatusBadRequest)
		}
	})
}

// Match reports whether r asks for a file.
func Match(r *http.Request) bool { // want Match:"readsurl\\[0\\]"
	return strings.HasPrefix(r.URL.Path, "/files/")
}

// IsRequestURI reports whether s is an absolute URI or path a request
// may carry.
func IsRequestURI(s string) bool { // want IsRequestURI:"urisink" IsRequestURI:"testhelper\\(verdict success\\)"
	_, err := url.ParseRequestURI(s)
	return err == nil
}

// Download gets u: it sends a request, so what a test gives it must work.
func Download(u string) error { // want Download:"urisink"
	resp, err := http.Get(u)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Tester sends requests to a server under test, as an integration test
// harness does.
type Tester struct{ client *http.Client }

// AssertGet gets requestURI and fails on a status other than want.
func (tc *Tester) AssertGet(requestURI string, want int) error { // want AssertGet:"urisink"
	req, err := http.NewRequest(http.MethodGet, requestURI, nil)
	if err != nil {
		return err
	}
	resp, err := tc.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
