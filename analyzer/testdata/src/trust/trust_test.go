package trust

import (
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	qt "github.com/frankban/quicktest"
	"github.com/stretchr/testify/assert"
)

// A validator's table: its rows go to the code under test, never to a
// URI use, so none is judged, whatever the row expects.
func TestIsURL(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"https://example.org", true},
		{"https:/example.org", false},
		{"htp://example.org", true},
		{"http://exa mple.org", false},
	}
	for _, tt := range tests {
		if got := IsURL(tt.in); got != tt.want {
			t.Errorf("IsURL(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// Status rows: the target is the handler's input, and the row's answer
// is a status code; only a target httptest.NewRequest cannot read (it
// panics) breaks the test.
func TestHandlerStatus(t *testing.T) {
	for _, tt := range []struct {
		target     string
		wantStatus int
	}{
		{"/health", http.StatusOK},
		{"http:/status", http.StatusBadRequest},
		{"/a|b", http.StatusBadRequest},
		// httptest.NewRequest panics on this one: the test cannot run.
		{"/a%zz", http.StatusBadRequest}, // want `invalid percent-encoding "%zz"`
	} {
		rec := httptest.NewRecorder()
		Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.target, nil))
		if rec.Code != tt.wantStatus {
			t.Errorf("%s: status %d, want %d", tt.target, rec.Code, tt.wantStatus)
		}
	}
}

// A request built with http.NewRequest and served to the handler: the
// test requires it to build (t.Fatal on the error), and checks nothing
// of the handler's answer: it means the target to work.
func TestHandlerTolerance(t *testing.T) {
	req, err := http.NewRequest(http.MethodGet, "http:/health", nil) // want `needs "//" before the host`
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	Handler().ServeHTTP(rec, req)
}

// Identity rows: a link that does not parse comes back unchanged.
func TestLinkKeepsWhatItCannotRead(t *testing.T) {
	assert.Equal(t, "http://a/%zz-kept", Link("http://a/%zz-kept"))
	for _, in := range []string{"http://b/%zz", "htp://c/"} {
		if got := Link(in); got != in {
			t.Errorf("Link(%q) = %q", in, got)
		}
	}
}

// A field that takes a host, host:port or a URL: no test value of it
// is held to one form.
func TestPingHosts(t *testing.T) {
	for _, host := range []string{"localhost:8080", "example.com", "https://example.com"} {
		_ = Config{Host: host}
	}
	c := Config{Host: "127.0.0.1:9000"}
	_ = c.base()
}

// A ws:// request written to a raw connection: building it takes any
// absolute URI.
func TestWebSocketUpgrade(t *testing.T) {
	client, server := net.Pipe()
	defer server.Close()
	req, err := http.NewRequest(http.MethodGet, "ws://example.com/socket", nil)
	if err != nil {
		t.Fatal(err)
	}
	go req.Write(client)
}

// What the test needs to work: these are reported.
func TestLive(t *testing.T) {
	resp, err := http.Get("http//example.com/health") // want `URI lacks ':' after scheme "http"`
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	// RFC 3986 wants both percent-encoded, but net/url reads them, so
	// the test works: nothing it needs is wrong.
	if _, err := url.Parse("https://example.com/café menu"); err != nil {
		t.Fatal(err)
	}
	if _, err := url.Parse("https://example.com/cafe menu"); err != nil {
		t.Fatal(err)
	}
	// A space in a host is rejected: the test cannot work.
	if _, err := url.Parse("https://exa mple.com/"); err != nil { // want `unexpected character " "`
		t.Fatal(err)
	}
	if _, err := http.Get("http://localhost:8080,8081/"); err != nil { // want `port "8080,8081" is not a number`
		t.Fatal(err)
	}
	_, err = url.Parse("http://a:99999/") // want `port 99999 is out of range`
	qt.Assert(t, err, qt.IsNil)
	_, err = url.Parse("http://a:88888/") // a deliberate bad port: quicktest expects the error
	qt.Assert(t, err, qt.IsNotNil)
	resp, err = Config{Endpoint: "localhost:9090/v1"}.Fetch() // want `trust.Config.Endpoint needs an absolute http or https URL`
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// A table by polarity: each row says whether it must parse.
func TestParsePolarity(t *testing.T) {
	for _, tt := range []struct {
		in      string
		wantErr bool
	}{
		{"http//example.com", false}, // want `URI lacks ':' after scheme "http"`
		{"http://a/%zz", true},
	} {
		_, err := url.Parse(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("Parse(%q): %v", tt.in, err)
		}
	}
}

type fetchCase struct {
	url     string
	wantErr bool
}

// A table run by a helper: the helper's reads decide, row by row.
func TestFetchTable(t *testing.T) {
	cases := []fetchCase{
		{url: "https//example.com/ok"}, // want `URI lacks ':' after scheme "https"`
		{url: "https//example.com/refused", wantErr: true},
	}
	for _, tc := range cases {
		runFetch(t, tc)
	}
}

func runFetch(t *testing.T, tc fetchCase) {
	t.Helper()
	_, err := http.Get(tc.url)
	if (err != nil) != tc.wantErr {
		t.Fatalf("Get(%q): %v", tc.url, err)
	}
}

// mustGet parses u and then gets it: every URI use of u counts.
func mustGet(t *testing.T, u string) { // want mustGet:"urisink" mustGet:"testhelper\\(#1 success\\)"
	t.Helper()
	if _, err := url.Parse(u); err != nil {
		t.Fatal(err)
	}
	if _, err := http.Get(u); err != nil {
		t.Fatal(err)
	}
}

func TestMustGet(t *testing.T) {
	mustGet(t, "htp://example.com/") // want `looks like a misspelling of "http"`
}

// A URL the test parses only to build the request it gives to the code
// under test: the path is the matcher's input, however it is written.
func TestMatchRawPaths(t *testing.T) {
	for _, tc := range []struct {
		path string
		want bool
	}{
		{"/files/ملف.txt", true},
		{"/index.php?path={path}", false},
	} {
		u, err := url.Parse(tc.path)
		if err != nil {
			t.Fatal(err)
		}
		req := &http.Request{URL: u}
		if got := Match(req); got != tc.want {
			t.Errorf("Match(%q) = %v", tc.path, got)
		}
	}
}

// A validator under test that parses: its rows pin its answer.
func TestIsRequestURI(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"http://foo.bar/#com", true},
		{"htp://example.com/", true},
	} {
		if got := IsRequestURI(tc.in); got != tc.want {
			t.Errorf("IsRequestURI(%q) = %v", tc.in, got)
		}
	}
}

// A function under test that sends its string: the test needs the
// request to work.
func TestDownload(t *testing.T) {
	if err := Download("htp://example.com/f.tar.gz"); err != nil { // want `looks like a misspelling of "http"`
		t.Fatal(err)
	}
}

// A request for the handler whose error is dropped but whose result is
// used: a URL that http.NewRequest rejects leaves it nil, and the test
// panics, so the test needs it built; a slip it builds anyway is the
// handler's input.
func TestHandlerBuilt(t *testing.T) {
	req, _ := http.NewRequest(http.MethodGet, "http://exa mple.com/health", nil) // want `unexpected character " "`
	req.Header.Set("Accept", "text/plain")
	Handler().ServeHTTP(httptest.NewRecorder(), req)
	req, _ = http.NewRequest(http.MethodGet, "http//example.com/health", nil)
	req.Header.Set("Accept", "text/plain")
	Handler().ServeHTTP(httptest.NewRecorder(), req)
}

// A request built to be printed: the error is dropped and the result
// used, so the test needs it built, and "localhost" builds (a relative
// reference); it is never sent.
func TestLogRequest(t *testing.T) {
	r, _ := http.NewRequest(http.MethodGet, "localhost", nil)
	t.Log(r.Method, r.URL)
}

// A harness of the package under test that builds and sends a request:
// the test needs it to work.
func TestHarness(t *testing.T) {
	tc := &Tester{client: http.DefaultClient}
	if err := tc.AssertGet("localhost:9080/", http.StatusOK); err != nil { // want `has no scheme|parses as the scheme`
		t.Fatal(err)
	}
}

// A client struct assigned to a variable, then used: its URL must work.
func TestClientVar(t *testing.T) {
	c := Config{Endpoint: "https//example.com/v1"} // want `URI lacks ':' after scheme "https"`
	resp, err := c.Fetch()
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// A request the test sends itself, its error dropped: it must work,
// whatever the test then expects of the answer.
func TestSendRequest(t *testing.T) {
	req, _ := http.NewRequest(http.MethodPost, "localhost:9443/upload", nil) // want `has no scheme|parses as the scheme`
	req.Header.Set("Long-Header", "x")
	if _, err := http.DefaultClient.Do(req); err == nil {
		t.Fatal("not supposed to succeed")
	}
}

// A test that polls until it sees what it waits for and fails only if
// it never does: the request before the loop must work.
func TestPollAfterRequest(t *testing.T) {
	req, err := http.NewRequest(http.MethodGet, "localhost:9080/", nil) // want `has no scheme|parses as the scheme`
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err == nil {
		resp.Body.Close()
	}
	for i := 0; i < 10; i++ {
		if Match(req) {
			return
		}
	}
	t.Error("never matched")
}

// expectedSigned builds an expected output from a URL: a request whose
// error it drops and then uses. Its callers need the URL to build, no
// more.
func expectedSigned(u string) string { // want expectedSigned:"urisink" expectedSigned:"testhelper\\(#0 used\\)"
	req, _ := http.NewRequest(http.MethodPost, u, nil)
	req.Header.Set("Authorization", "signed")
	return req.Method + " " + req.URL.String()
}

func TestSigned(t *testing.T) {
	if got, want := "POST https://sts.example.com/", expectedSigned("https://sts.example.com/"); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	_ = expectedSigned("localhost:9080/sts")        // builds: an expected output's input, not judged
	_ = expectedSigned("https://sts.exa mple.com/") // want `unexpected character " " in the host`
}
