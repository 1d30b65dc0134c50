package testbodies

import (
	"errors"
	"net/http"
	"net/url"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// assertNoErr fails the test on an error, whatever its name says.
func assertNoErr(t *testing.T, err error) { // want assertNoErr:"testhelper\\(#1 success\\)"
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected: %v", err)
	}
}

// expectParseErr has a name that says the opposite of what it does.
func expectParseErr(t *testing.T, err error) { // want expectParseErr:"testhelper\\(#1 success\\)"
	if err != nil {
		t.Error(err)
	}
}

// settle has a neutral name and wants an error.
func settle(t *testing.T, err error) { // want settle:"testhelper\\(#1 failure\\)"
	if err == nil {
		t.Error("no error")
	}
}

// rejects fails when raw parses: its argument is a deliberate bad input.
func rejects(t *testing.T, raw string) { // want rejects:"urisink" rejects:"testhelper\\(#1 failure\\)"
	t.Helper()
	if _, err := url.Parse(raw); err == nil {
		t.Errorf("url.Parse(%q) succeeded", raw)
	}
}

// roundTrip fails when raw does not parse.
func roundTrip(t *testing.T, raw string) { // want roundTrip:"urisink" roundTrip:"testhelper"
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	_ = u
}

// die always fails the test.
func die(t *testing.T, msg string) { // want die:"testhelper"
	t.Fatal(msg)
}

func TestHelpers(t *testing.T) {
	_, err := url.Parse("https://cdn.example.org/logo%zz.png") // want `invalid percent-encoding`
	assertNoErr(t, err)

	_, err = url.Parse("https://cdn.example.org/icon%zz.png") // want `invalid percent-encoding`
	expectParseErr(t, err)

	_, err = url.Parse("https://cdn.example.org/100%") // ok: settle fails the test when there is no error
	settle(t, err)

	rejects(t, "https://[fe80::1")   // ok: rejects fails when it parses
	roundTrip(t, "https://[fe80::2") // want `missing "]"|unexpected|invalid`

	if _, err := url.Parse("https://cdn.example.org/a%zz"); err != nil { // want `invalid percent-encoding`
		die(t, err.Error())
	}
	if _, err := url.Parse("https://cdn.example.org/c d"); err == nil { // ok: the test dies when it parses
		die(t, "parsed")
	}
}

func fetchDocs(c *http.Client) error {
	_, err := c.Get("https//docs.example.org/v1") // want `URI lacks ':' after scheme "https"`
	return err
}

func fetchMissing(c *http.Client) error {
	_, err := c.Get("https//docs.example.org/v2") // ok: the caller wants the error
	return err
}

func fetchAny(c *http.Client) error {
	_, err := c.Get("https//docs.example.org/v3") // ok: no caller needs its error nil
	return err
}

func TestReturnedErrors(t *testing.T) {
	c := &http.Client{}
	if err := fetchDocs(c); err != nil {
		t.Fatal(err)
	}
	if err := fetchMissing(c); err == nil {
		t.Fatal("no error")
	}
	_ = fetchAny(c) // the error is not looked at: nothing excuses the string
}

func TestTestify(t *testing.T) {
	_, err := url.Parse("https://a.example/%zz") // want `invalid percent-encoding`
	require.NoError(t, err)

	_, err = url.Parse("https://b.example/%zz") // ok: the test asserts the error
	assert.Error(t, err)

	a := assert.New(t)
	_, err = url.Parse("https://c.example/%zz") // want `invalid percent-encoding`
	a.NoError(err)

	_, err = url.Parse("https://d.example/%zz") // ok: an error is what the test asserts
	require.ErrorContains(t, err, "invalid")

	if diff := cmp.Diff("https:/e.example/", Canonical("x")); diff != "" { // ok: an expected output
		t.Error(diff)
	}
	if !reflect.DeepEqual(Canonical("y"), "htp://f.example/") { // ok: an expected output
		t.Fail()
	}
}

func TestPolarity(t *testing.T) {
	for _, tt := range []struct {
		in         string
		shouldPass bool
	}{
		{in: "https://a.example:8o80/", shouldPass: true},  // want `port "8o80" is not a number`
		{in: "https://b.example:8o80/", shouldPass: false}, // ok: the row must fail
	} {
		_, err := url.Parse(tt.in)
		if tt.shouldPass && err != nil {
			t.Errorf("%s: %v", tt.in, err)
		}
		if !tt.shouldPass && err == nil {
			t.Errorf("%s: no error", tt.in)
		}
	}
	for _, tt := range []struct {
		in string
		ok bool // despite its name: true when the test wants an error
	}{
		{"https://c.example:99999/", true},  // ok: (err == nil) == ok fails on success
		{"https://d.example:99999/", false}, // want `port 99999 is out of range`
	} {
		if _, err := url.Parse(tt.in); (err == nil) == tt.ok {
			t.Errorf("%s", tt.in)
		}
	}
}

func TestVerdicts(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"https//example.org/x", false}, // ok: the row pins Valid's answer
		{"https//example.org/y", true},  // ok: what Valid's true means is Valid's own: a pinned answer
	} {
		if got := Valid(tt.in); got != tt.want {
			t.Errorf("Valid(%q) = %v", tt.in, got)
		}
	}
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"https:/a.example/", false}, // ok: Accepts's true means the string parsed, and the row wants false
		{"htps://b.example/", true},  // ok: the row pins the answer of the parser under test
	} {
		if got := Accepts(tt.in); got != tt.want {
			t.Errorf("Accepts(%q) = %v", tt.in, got)
		}
	}
	assert.False(t, Accepts("https:/c.example/")) // ok: asserted not to parse
	assert.True(t, Accepts("htps://d.example/"))  // ok: the input of the parser under test
}

func parseConfig(raw string) (Config, error) { return Config{Server: raw}, nil }

func TestParseConfig(t *testing.T) {
	for _, tt := range []struct {
		raw  string
		want Config
	}{
		{"server: x", Config{Server: "http://cow.org:88888"}}, // ok: the config the parser must return
	} {
		got, err := parseConfig(tt.raw)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("got %v", got)
		}
	}
}

func TestLoad(t *testing.T) {
	for _, tt := range []struct {
		cfg Config
	}{
		{Config{Server: "http://cow.org:99999"}}, // ok: Server never reaches a URI use: text alone decides nothing in a test
	} {
		if err := Load(tt.cfg); err != nil {
			t.Fatal(err)
		}
	}
}

func TestFixtures(t *testing.T) {
	for _, tt := range []struct {
		in  string
		out *url.URL
	}{
		{"http://a@b:pw@example.org", &url.URL{Scheme: "http", Host: "b:pw@example.org", User: url.User("a")}}, // ok: the row pins the parser's answer
	} {
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Errorf("%s: %v", tt.in, err)
			continue
		}
		if !reflect.DeepEqual(u, tt.out) {
			t.Errorf("%s: got %v", tt.in, u)
		}
	}
	// Canonical is not a parser: a slip in its input is a slip, whatever
	// the row expects.
	for _, tt := range []struct{ in, want string }{
		{"htps://x.example/", "https://x.example/"},             // ok: Canonical's answer is pinned: the row is a fixture
		{"https://y.example/", "https://y.example/"},            // nothing to report
		{"https://z.example/a", "https:/z.example/a-canonical"}, // ok: want is an expected output
	} {
		if got := Canonical(tt.in); got != tt.want {
			t.Errorf("Canonical(%q) = %q", tt.in, got)
		}
	}
	for _, tt := range []struct{ link, want string }{
		{"https://www.example.org/a", "https://www.example.org/a"},
		{"//cdn.example.net/b", "https://cdn.example.net/b"},
		{"c/d", "https://www.example.org/docs/c/d"},
		{"https:/www.example.org/e", "https://www.example.org/e"}, // ok: the row pins the resolver's answer on a slip
	} {
		u, err := Resolve(tt.link)
		if err != nil {
			t.Fatal(err)
		}
		if u.String() != tt.want {
			t.Errorf("Resolve(%q) = %v", tt.link, u)
		}
	}
}

func TestUserinfo(t *testing.T) {
	http.Get("http://user@name@example.org/") // ok: the response is dropped
}

type proxyTest struct {
	cfg  Config
	want string
}

var proxyTests = []proxyTest{{
	cfg:  Config{Proxy: "proxy.example:3128"},
	want: "http://proxy.example:99999", // ok: the helper compares want with what it gets
}, {
	cfg:  Config{Proxy: "http://proxy.example:70000"}, // ok: Proxy never reaches a URI use
	want: "http://proxy.example:70000",                // ok: an expected output
}}

func testProxy(t *testing.T, tt proxyTest) {
	if err := Load(tt.cfg); err != nil {
		t.Fatal(err)
	}
	if got := "http://" + tt.cfg.Proxy; got != tt.want {
		t.Error(got)
	}
}

func TestProxies(t *testing.T) {
	for _, tt := range proxyTests {
		testProxy(t, tt)
	}
}

type response struct{ Href []string }

var errBadHref = errors.New("bad href")

func write(r *response) error {
	for _, h := range r.Href {
		if _, err := url.Parse(h); err != nil {
			return errBadHref
		}
	}
	return nil
}

func TestNestedRows(t *testing.T) {
	tests := []struct {
		responses []response
		wantErr   error
	}{
		{responses: []response{{Href: []string{"http://example.com:99999/bar"}}}, wantErr: errBadHref}, // ok: the outer row expects the error
		{responses: []response{{Href: []string{"http://example.com:88888/bar"}}}},                      // ok: Href is not known to be a URI (no fact of a []string field)
	}
loop:
	for _, tc := range tests {
		for _, r := range tc.responses {
			if err := write(&r); err != nil {
				if err != tc.wantErr {
					t.Errorf("write: %v", err)
				}
				continue loop
			}
		}
		if tc.wantErr != nil {
			t.Errorf("no error, want %v", tc.wantErr)
		}
	}
}
