package testkeep

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/gorilla/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A request the test requires to build, which only carries headers: it
// builds, and nothing sends it or reads its URL.
func TestHeaders(t *testing.T) {
	req, err := http.NewRequest("GET", "example.org/", nil) // ok: it must build, and it does
	require.NoError(t, err)
	req.Header.Set("X-Key", "v")
	assert.Equal(t, "v", HeaderOf(req))
}

// The same request must build: a URL net/url rejects fails the test.
func TestHeadersBad(t *testing.T) {
	req, err := http.NewRequest("GET", "http://example.org/%zz", nil) // want `invalid percent-encoding`
	require.NoError(t, err)
	req.Header.Set("X-Key", "v")
	assert.Equal(t, "v", HeaderOf(req))
}

// A server URL the test rewrites carries the rewrite's scheme.
func TestWebSocket(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	u := "ws" + strings.TrimPrefix(srv.URL, "http")
	c, _, err := websocket.DefaultDialer.Dial(u, nil) // ok: a ws URL
	require.NoError(t, err)
	_ = c
}

// An expected output built through a parse helper whose error is
// dropped is an expected output.
func TestCanonical(t *testing.T) {
	mustURL := func(s string) *url.URL {
		u, _ := url.Parse(s)
		return u
	}
	want := mustURL("https://h.example/x?a=%7e") // ok: an expected output
	got, err := Canonical("https://h.example/x?a=%7e")
	require.NoError(t, err)
	assert.Equal(t, want, got)
}

// A required build that is then sent: it must work.
func TestHeadersSent(t *testing.T) {
	req, err := http.NewRequest("GET", "example.org/", nil) // want `has no scheme`
	require.NoError(t, err)
	req.Header.Set("X-Key", "v")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
}

// A required build given to a handler: the handler routes on its URL.
func TestHeadersServed(t *testing.T) {
	var h http.Handler = http.NotFoundHandler()
	req, err := http.NewRequest("GET", "example.org/", nil) // want `has no scheme`
	require.NoError(t, err)
	h.ServeHTTP(httptest.NewRecorder(), req)
}

// A required build whose URL nothing reads: only its context is used.
func TestContextOnly(t *testing.T) {
	req, err := http.NewRequestWithContext(context.Background(), "GET", "example.com", nil) // ok: what only a send needs waits for a send
	require.NoError(t, err)
	if req.Context() == nil {
		t.Fatal("no context")
	}
}

// A required build whose URL the test only compares with what it
// expects, and prints when it differs: the test checks what the build
// made of the string (go-elasticsearch keeps an empty host).
func TestEmptyHostKept(t *testing.T) {
	req, err := http.NewRequest("GET", "http:////_aliases/test", nil) // ok: an expected output
	if err != nil {
		t.Fatal(err)
	}
	if req.URL.String() != "http:////_aliases/test" {
		t.Errorf("url %s", req.URL.String())
	}
	if req.URL.Host != "" {
		t.Errorf("host %q", req.URL.Host)
	}
}

// A variable that held a request sent before: the request built into it
// later is only compared (go-elasticsearch reuses req).
func TestEmptyHostReused(t *testing.T) {
	req, err := http.NewRequest("GET", "http://localhost:9090/foo", nil)
	require.NoError(t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	req, err = http.NewRequest("GET", "http:////_aliases/test", nil) // ok: an expected output
	if err != nil {
		t.Fatal(err)
	}
	if req.URL.Host != "" {
		t.Errorf("host %q", req.URL.Host)
	}
}

// The same build whose URL's host is then used: it must work.
func TestEmptyHostUsed(t *testing.T) {
	req, err := http.NewRequest("GET", "http:////_aliases/test", nil) // want `the URL has no host`
	if err != nil {
		t.Fatal(err)
	}
	if req.URL.Host != "" {
		t.Errorf("host %q", req.URL.Host)
	}
	t.Setenv("TARGET", req.URL.Hostname())
}

// A required build handed to a RoundTripper the test made from a mock:
// what the value behind the interface does with it is not in sight.
type countingTransport struct{ n int }

func (c *countingTransport) RoundTrip(*http.Request) (*http.Response, error) {
	c.n++
	return &http.Response{StatusCode: http.StatusOK}, nil
}

func wrap(inner http.RoundTripper) http.RoundTripper { return inner }

func TestTransportMock(t *testing.T) {
	mock := &countingTransport{}
	tr := wrap(mock)
	req, err := http.NewRequestWithContext(context.Background(), "GET", "example.com", nil) // ok: nothing in sight reads its URL
	require.NoError(t, err)
	tr.RoundTrip(req)
	if mock.n != 1 {
		t.Fail()
	}
}

// A Must function that assert.Panics runs is expected to panic: its
// string is a deliberate bad input. One that NotPanics runs must work.
func TestMustParse(t *testing.T) {
	require.Panics(t, func() {
		MustParse("ht\x00tp://bad") // ok: the test wants the panic
	})
	assert.PanicsWithError(t, "bad", func() { MustParse("http://h/%zz") }) // ok: the test wants the panic
	assert.NotPanics(t, func() {
		MustParse("http://h/%zz") // want `invalid percent-encoding`
	})
	MustParse("http://h/%zz") // want `invalid percent-encoding`
}

// A pinned answer wins over "must not panic" for what leaves the call
// an answer.
func TestPinnedAnswers(t *testing.T) {
	assert.Equal(t, "example.org/x", MustGet("example.org/x"))         // ok: the answer is pinned
	assert.Equal(t, "https://h.example/", Permalink("h.example", "/")) // ok
	mk := func(s string) string {
		u, _ := url.Parse(s)
		return u.String()
	}
	assert.Equal(t, "HTTP://h.example/a/../b", mk("HTTP://h.example/a/../b")) // ok: pinned
	assert.Equal(t, "example.org/y", MustGet("example.org/y"))
	assert.Equal(t, "http://h/%zz", MustGet("http://h/%zz")) // want `invalid percent-encoding`
}

// A request built and dropped: its URL is all its build is about.
func TestBuiltDropped(t *testing.T) {
	_, err := http.NewRequest("POST", "localhost:8080/auth/register", nil) // want `parses as the scheme`
	require.NoError(t, err)
}

// Two answers of one Must function compared by a field: no pinned
// value, the strings must work.
func TestTwoAnswers(t *testing.T) {
	a := MustParse("http//a.example") // want `URI lacks ':' after scheme "http"`
	b := MustParse("https://b.example")
	if a.Scheme != b.Scheme {
		t.Log("schemes differ")
	}
}

// A request sent whose query holds what net/http sends raw and works
// ('[' in match[]): silent in a test, after a hole too, whatever its
// placeholder does to the port; a space there breaks the request line.
func TestQuerySentRaw(t *testing.T) {
	prefix := ""
	if testing.Short() {
		prefix = "/p"
	}
	http.Get("http://localhost:9090/api/v1/series?match[]=up")               // ok: sent raw, and it works
	http.Get("http://localhost:9090" + prefix + "/api/v1/series?match[]=up") // ok: the same after a hole
	http.Get("http://localhost:9090" + prefix + "/api/v1/series?q=a b")      // want `unexpected character " " in the query`
}

// must is a test's own helper that panics on the error of the call it
// wraps (x/net's http2 tests: req := Must(http.NewRequest(…))): the
// request must build.
func must[T any](v T, err error) T { // want must:"testhelper\\(#1 success\\)"
	if err != nil {
		panic(err)
	}
	return v
}

func mustRequest(req *http.Request, err error) *http.Request { // want mustRequest:"testhelper\\(#1 success\\)"
	if err != nil {
		panic(err)
	}
	return req
}

func TestMustWrapped(t *testing.T) {
	req := must(http.NewRequest("GET", "http://dummy.tld/%zz", nil))         // want `invalid percent-encoding`
	req2 := mustRequest(http.NewRequest("GET", "http://dummy.tld/%zz", nil)) // want `invalid percent-encoding`
	_, _ = req, req2
}

// The same helper run where the test wants it to panic: a deliberate
// bad input.
func TestMustWrappedPanics(t *testing.T) {
	require.Panics(t, func() {
		_ = must(http.NewRequest("GET", "http://dummy.tld/%zz", nil)) // ok: the test wants the panic
	})
}

// findRoute stands in for a router the test drives in the process: it
// reads the request's URL as net/url parsed it.
func findRoute(req *http.Request) (string, bool) { // want findRoute:"readsurl\\[0\\]"
	return req.URL.Query().Get("test"), req.URL.Path == "/items"
}

// A request built for a router in the process, never sent: its query's
// space is decoded by Query() and works (kin-openapi's validation
// tests). The same request sent breaks the request line.
func TestQuerySpaceRouted(t *testing.T) {
	tests := []struct {
		name, req string
	}{
		{name: "one", req: "/items?test=abc"},
		{name: "three", req: "/items?test=abc foo bar"}, // ok: read in the process, not sent
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, err := http.NewRequest(http.MethodGet, tc.req, nil)
			require.NoError(t, err)
			if _, ok := findRoute(req); !ok {
				t.Fatal("no route")
			}
		})
	}
}

func TestQuerySpaceSent(t *testing.T) {
	req, err := http.NewRequest(http.MethodGet, "http://localhost:9090/items?test=abc foo", nil) // want `unexpected character " " in the query`
	require.NoError(t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
}

// router stands in for a router behind an interface (kin-openapi's
// routers.Router): what it reads of a request is not in sight.
type router interface {
	FindRoute(req *http.Request) (string, error)
}

// A test's closure that builds a request and hands it to the router:
// the request must build; what only a send needs (a scheme, a host)
// waits for a send or a read in sight.
func testClosureRouter(t *testing.T, r router) {
	expect := func(uri string) {
		t.Helper()
		req, err := http.NewRequest(http.MethodGet, uri, nil)
		require.NoError(t, err)
		if _, err := r.FindRoute(req); err == nil {
			t.Fatal("routed")
		}
	}
	expect("www.example.com/api/v1/hello") // ok: the router is out of sight
	expect("https:///api/v1/hello")        // ok: the router is out of sight
	expect("https://exa mple.com/")        // want `unexpected character " " in the host`
}

// In a loop the request sent first in the source is the one the last
// round built: its query's space goes onto the request line.
func TestQuerySpaceLoop(t *testing.T) {
	req, err := http.NewRequest(http.MethodGet, "http://localhost:9090/items", nil)
	require.NoError(t, err)
	for i := 0; i < 2; i++ {
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		req, err = http.NewRequest(http.MethodGet, "http://localhost:9090/items?q=a b", nil) // want `unexpected character " " in the query`
		require.NoError(t, err)
	}
}
