package testwork

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"
)

func TestWarmup(t *testing.T) {
	go http.Get("localhost:9090/warmup")          // want `parses as the scheme`
	http.Get("http//localhost:9090/ping")         // want `URI lacks ':' after scheme "http"`
	_, _ = http.Get("htp://localhost:9090/ready") // want `looks like a misspelling of "http"`
	start := time.Now()
	resp, err := http.Get("https:/localhost:9090/slow") // want `needs "//" before the host`
	if err == nil {
		resp.Body.Close()
	}
	t.Log(time.Since(start))
}

func TestUnreachable(t *testing.T) {
	_, err := http.Get("http//localhost:9090/") // ok: the test wants the request to fail
	if err == nil {
		t.Fatal("no error")
	}
}

func TestPostForm(t *testing.T) {
	r, _ := http.NewRequest("POST", "10.0.0.7:8080/items", nil) // want `.`
	r.PostForm = url.Values{"a": {"b"}}
	_ = r
}

func TestHeadersOnly(t *testing.T) {
	req, _ := http.NewRequest("GET", "example.net", nil) // ok: built only to carry a header; nothing reads its URL
	req.Header.Set("X-Echo", "1")
	if req.Header.Get("X-Echo") != "1" {
		t.Fail()
	}
}

func TestConfig(t *testing.T) {
	u, _ := url.Parse("https//svc.example/x") // want `URI lacks ':' after scheme "https"`
	c := New(Config{Base: *u})
	if _, err := c.Fetch("a"); err != nil {
		t.Fatal(err)
	}
}

func mustURL(s string) *url.URL { // want mustURL:"urisink" mustURL:"testhelper\\(#0 success\\)"
	u, _ := url.Parse(s)
	return u
}

func TestMustHelpers(t *testing.T) {
	c := &Client{Base: mustURL("htps://api.example.com/"), HTTP: http.DefaultClient}    // want `looks like a misspelling of "https"`
	c2 := &Client{Base: MustParse("https:/api.example.com/"), HTTP: http.DefaultClient} // want `needs "//" before the host`
	parse := func(s string) *url.URL {
		u, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	c3 := &Client{Base: parse("http//api.example.com/"), HTTP: http.DefaultClient} // want `URI lacks ':' after scheme "http"`
	for _, c := range []*Client{c, c2, c3} {
		if _, err := c.Fetch("v1"); err != nil {
			t.Error(err)
		}
	}
}

func TestSkip(t *testing.T) {
	u, err := url.Parse("http://localhost:80a/") // want `port "80a" is not a number`
	if err != nil {
		t.Skip(err)
	}
	c := New(Config{Base: *u})
	c.Fetch("x")

	v, err := url.Parse("http://localhost:9o/") // want `port "9o" is not a number`
	if err != nil {
		t.Log(err)
	}
	New(Config{Base: *v}).Fetch("y")
}

func TestHandler(t *testing.T) {
	req := httptest.NewRequest("GET", "localhost:3000/api/items?id=7", nil) // want `.`
	rec := httptest.NewRecorder()
	Items(rec, req)
	if rec.Code != http.StatusOK {
		t.Errorf("code %d", rec.Code)
	}

	req = httptest.NewRequest("GET", "/api/itens?id=7", nil) // ok: valid; a wrong route is not ours to know
	Items(rec, req)
}

func TestHandlerNotFound(t *testing.T) {
	req := httptest.NewRequest("GET", "localhost:3000/api/items", nil) // ok: the test wants a 404 for it
	rec := httptest.NewRecorder()
	Items(rec, req)
	if rec.Code != http.StatusNotFound {
		t.Errorf("code %d", rec.Code)
	}
}

func TestHandlerTable(t *testing.T) {
	for _, tt := range []struct {
		target string
		code   int
	}{
		{"/api/items?id=1", http.StatusOK},
		{"localhost:3000/api/items?id=2", http.StatusOK}, // want `.`
		{"https//host/api/items?id=3", http.StatusOK},    // want `.`
	} {
		rec := httptest.NewRecorder()
		Items(rec, httptest.NewRequest("GET", tt.target, nil))
		if rec.Code != tt.code {
			t.Errorf("%s: %d", tt.target, rec.Code)
		}
	}
	for _, tt := range []struct {
		target string
		code   int
	}{
		{"/api/items?id=1", http.StatusOK},
		{"localhost:3000/api/items?id=2", http.StatusNotFound}, // ok: rows expect different outcomes
	} {
		rec := httptest.NewRecorder()
		Items(rec, httptest.NewRequest("GET", tt.target, nil))
		if rec.Code != tt.code {
			t.Errorf("%s: %d", tt.target, rec.Code)
		}
	}
}

func TestEchoHandler(t *testing.T) {
	rec := httptest.NewRecorder()
	Echo(rec, httptest.NewRequest("GET", "localhost:3000/echo", nil)) // ok: Echo never reads the URL
	if rec.Header().Get("X-Echo") != "" {
		t.Fail()
	}
}

func TestRawQuery(t *testing.T) {
	resp, err := http.Get("http://localhost:9090/search?q=a b") // want `.`
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	resp, err = http.Get("http://localhost:9090/a b/c") // ok: net/http sends the path's space escaped
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func ExampleClient() {
	resp, err := http.Get("example.org") // want `.`
	if err != nil {
		return
	}
	resp.Body.Close()
}

// ExampleParseError shows a parse error on purpose: it reads the error
// other than to bail out on it, and its output pins what it prints.
func ExampleParseError() {
	_, err := url.Parse("http://example.com/a%zzb") // ok: the example shows the error
	var ue *url.Error
	if errors.As(err, &ue) {
		fmt.Println(ue.Op)
	}
	// Output: parse
}

// ExampleParse guards its call in case it fails: the URL must work.
func ExampleParse() {
	u, err := url.Parse("http://example.com/a%zzb") // want `invalid percent-encoding`
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Host)
}

func TestAPIField(t *testing.T) {
	a := &API{Endpoint: "localhost:8080"} // want `.`
	if err := a.Ping(); err != nil {
		t.Fatal(err)
	}
}

func TestAPIFieldDown(t *testing.T) {
	a := &API{Endpoint: "localhost:8081"} // ok: the test wants Ping to fail
	if err := a.Ping(); err == nil {
		t.Fatal("no error")
	}
}

func TestDialParts(t *testing.T) {
	if err := Dial(url.URL{Scheme: "https://", Host: "svc.example"}); err != nil { // want `Scheme holds "://" after the scheme`
		t.Fatal(err)
	}
	if err := Dial(url.URL{Scheme: "https", Host: "http://10.1.2.3:8443"}); err != nil { // want `Host holds a whole URL`
		t.Fatal(err)
	}
}

func TestAllRowsSucceed(t *testing.T) {
	for _, tt := range []struct{ url string }{
		{"https://svc.example/a"},
		{"htps://svc.example/b"}, // want `looks like a misspelling of "https"`
	} {
		resp, err := http.Get(tt.url)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
}

type fakeTransport struct{ header string }

func (f *fakeTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	f.header = r.Header.Get("X-Echo")
	return &http.Response{StatusCode: http.StatusOK}, nil
}

func TestFakeTransport(t *testing.T) {
	req, _ := http.NewRequest("GET", "example.net", nil) // ok: built only to carry a header to a fake that never reads its URL
	req.Header.Set("X-Echo", "1")
	f := &fakeTransport{}
	f.RoundTrip(req)
	if f.header != "1" {
		t.Fail()
	}
}

func TestRequestWrapper(t *testing.T) {
	a := &API{Endpoint: "https://api.example.com"}
	req, err := a.NewRequest("v1//items") // ok: the package's own request builder; the test pins the URL it makes
	if err != nil {
		t.Fatal(err)
	}
	if req.URL.String() != "https://api.example.com/v1//items" {
		t.Error(req.URL)
	}
}

func TestRewrite(t *testing.T) {
	for _, tc := range []struct{ path, want string }{
		{"/old/a", "/new/a"},
		{"/old/b#frag", "/new/b#frag"}, // ok: the test pins what Rewrite makes of the request's URL
	} {
		req := httptest.NewRequest("GET", tc.path, nil)
		Rewrite(httptest.NewRecorder(), req)
		if got := req.URL.String(); got != tc.want {
			t.Errorf("%s: got %s", tc.path, got)
		}
	}
}

func ExampleMustParse() {
	u := MustParse("HTTP://Example.com/a%2fb")        // ok: an example does not judge style
	v := MustParse("https://ops:s3cret@example.com/") // ok: the password an example documents, unless -test-credentials
	_, err := u.Parse(":foo")                         // ok: the example shows the error
	if err == nil {
		panic("no error")
	}
	_ = v
}

func TestFromRequestNoContentType(t *testing.T) {
	req := httptest.NewRequest("GET", "localhost:8080", nil) // ok: the test wants FromRequest to fail
	if _, err := FromRequest(req); err == nil {
		t.Fatal("no error")
	}
}

type okDoer struct{}

func (okDoer) Do(*http.Request) (*http.Response, error) { return &http.Response{StatusCode: 200}, nil }

func TestRunAllFake(t *testing.T) {
	r, _ := http.NewRequest("GET", "localhost:8080", nil) // ok: handed to a fake that never reads its URL
	if RunAll(okDoer{}, []*http.Request{r}) != 1 {
		t.Fail()
	}
}

func TestWriteRequest(t *testing.T) {
	var buf bytes.Buffer
	req, err := http.NewRequest("GET", "http//localhost:4221", nil) // want `URI lacks ':' after scheme "http"`
	if err != nil {
		t.Log(err)
	}
	req.Write(&buf)
}

func TestDoAfterRedeclare(t *testing.T) {
	req, err := http.NewRequest("GET", "http://http://127.0.0.1:8000/x", nil) // want `repeats its scheme`
	req.Header.Set("Token", "t")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return
	}
	resp.Body.Close()
}

func TestStoreTargets(t *testing.T) {
	ts := []*Target{{}, {}}
	for i := range ts {
		ts[i].URL = &url.URL{Scheme: "http", Host: "http://store.example"} // want `Host holds a whole URL`
	}
	s := &Store{}
	if err := s.Apply(ts); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		target *Target
	}{
		{"a", &Target{URL: &url.URL{Scheme: "https", Host: "https://store.example"}}}, // want `Host holds a whole URL`
	} {
		if err := s.Apply([]*Target{tt.target}); err != nil {
			t.Fatal(tt.name, err)
		}
	}
}

func TestStatusLocal(t *testing.T) {
	req := httptest.NewRequest("GET", "localhost:8080/api/items?id=1", nil) // want `.`
	rec := httptest.NewRecorder()
	Items(rec, req)
	if code := rec.Result().StatusCode; code != http.StatusOK {
		t.Errorf("status %d", code)
	}
}

func sign(r *http.Request) { r.Header.Set("Authorization", "signed") }

func TestSignNil(t *testing.T) {
	input, _ := http.NewRequest("GET", "https://host.example:8o80", nil) // want `port "8o80" is not a number`
	sign(input)
	output, _ := http.NewRequest("GET", "host.example", nil) // ok: builds; what sign makes of it is compared, and sign never reads the URL
	if input.Header.Get("Authorization") != "signed" || output == nil {
		t.Fail()
	}
}

func TestLocalFuncs(t *testing.T) {
	get := func(u string) {
		resp, err := http.Get(u)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	get("localhost:8080/health") // want `parses as the scheme`
	rejects := func(s string) {
		if _, err := url.Parse(s); err == nil {
			t.Errorf("%q parsed", s)
		}
	}
	rejects("http://[::1") // ok: the literal wants it rejected
	var log []string
	note := func(s string) { log = append(log, s) }
	note("htp://not.a.request/") // ok: only noted, never used as a URI
	_ = log
}
