package testroles

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
)

func assertValid(t *testing.T, s string, want bool) { // want assertValid:"urisink" assertValid:"testhelper\\(#1 success if #2\\)"
	if IsValid(s) != want {
		t.Errorf("IsValid(%q) != %v", s, want)
	}
}

func TestVerdicts(t *testing.T) {
	assert.False(t, IsValid("http:/example.com"))                                // ok: asserted false
	assertValid(t, "https:/[invalid", false)                                     // ok: passed beside a false verdict
	assertValid(t, "htps://example.com/", true)                                  // want `looks like a misspelling of "https"`
	if got := Display("https://example.com/a/b"); got != "http//example.com/…" { // ok: an expected output
		t.Error(got)
	}
	assert.Equal(t, "https:/example.com", Display("x")) // ok: an expected output
	want := "htp://example.com"                         // ok: compared as the expected output
	if Display("x") != want {
		t.Fail()
	}
}

func TestStatus(t *testing.T) {
	var form struct{ Website string }
	form.Website = "htp://www.example.com" // ok: the code under test's answer is compared with a status code: unread
	code := http.StatusNotFound            // a 4xx status nearby says nothing of the string above
	if Submit(form.Website) != code {
		t.Fail()
	}
}

func TestTables(t *testing.T) {
	for _, tt := range []struct {
		in      string
		wantErr bool
	}{
		{"https:/example.com", true},       // ok: the row expects an error
		{"http//example.com", false},       // want `URI lacks ':' after scheme "http"`
		{"https://example.com/a b", false}, // ok: net/url reads the raw space: the test works
	} {
		_, err := url.Parse(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("%q: %v", tt.in, err)
		}
	}
	for _, tt := range []struct {
		in    string
		valid bool
	}{
		{"htp://example.com", false}, // ok: the row's verdict is false
		{"htp://example.org", true},  // ok: the row pins the answer of the validator under test
	} {
		if IsValid(tt.in) != tt.valid {
			t.Error(tt.in)
		}
	}
	for _, tt := range []struct {
		in, want string
	}{
		{"https://example.com/a", "https:/example.com/a"}, // ok: want is an expected output
	} {
		if got := Display(tt.in); got != tt.want {
			t.Error(got)
		}
	}
	for _, tt := range []struct {
		in  string
		err error
	}{
		{"http://example.com:99999/", errors.New("bad port")}, // ok: the row expects an error
		{"http://example.com:70000/", nil},                    // want `port 70000 is out of range`
	} {
		_, err := url.Parse(tt.in)
		if (err != nil) != (tt.err != nil) {
			t.Errorf("%q: %v", tt.in, err)
		}
	}
}

func TestSinks(t *testing.T) {
	http.Get("http//example.com/")                       // want `URI lacks ':' after scheme "http"`
	if _, err := url.Parse("http://a/%zz"); err == nil { // ok: the test expects the error
		t.Fatal("no error")
	}
}

type config struct{ Proxy string } // want Proxy:"urivar"

func TestNested(t *testing.T) {
	for _, tt := range []struct {
		cfg     config
		wantErr error
	}{
		{cfg: config{Proxy: "htp://proxy.example.com"}, wantErr: errors.New("bad scheme")}, // ok: the outer row expects an error
		{cfg: config{Proxy: "htps://proxy.example.com"}},                                   // want `looks like a misspelling of "https"`
	} {
		if tt.cfg.Proxy != "" { // a test against a constant does not make Proxy an expected output
			_, err := url.Parse(tt.cfg.Proxy)
			if err != tt.wantErr {
				t.Error(err)
			}
		}
	}
}

func TestSent(t *testing.T) {
	req, _ := http.NewRequest("GET", "http//example.com/", nil) // ok: the error is dropped and the request never sent
	if req != nil && Submit("x") != http.StatusNotFound {
		t.Fail()
	}
}

func match(r *http.Request) bool { return r.Method == "GET" }

func TestMatcher(t *testing.T) {
	for _, tc := range []struct {
		target     string
		wantResult bool
	}{
		{"https:/example.com/foo", false}, // ok: the input of the code under test (httptest.NewRequest)
		{"https://example.com/foo", true},
	} {
		req := httptest.NewRequest("GET", tc.target, nil)
		if result := match(req); result != tc.wantResult {
			t.Error(tc.target)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	for _, tc := range []struct{ input string }{
		{"htp://example.com/"}, // ok: an identity row: the input must come back unchanged
	} {
		if got := Display(tc.input); got != tc.input {
			t.Errorf("Display(%q) = %q", tc.input, got)
		}
	}
}

func TestPolarity(t *testing.T) {
	for _, tt := range []struct {
		in    string
		valid bool
	}{
		{"https://example.com:8o80/", false}, // ok: (err == nil) != valid, and valid is false
		{"https://example.com:8o81/", true},  // want `port "8o81" is not a number`
	} {
		if _, err := url.Parse(tt.in); (err == nil) != tt.valid {
			t.Error(tt.in)
		}
	}
	for _, tt := range []struct{ url string }{
		{"https://example.com:99999/"}, // ok: the test expects url.Parse to fail on every row
	} {
		if _, err := url.Parse(tt.url); err == nil {
			t.Error(tt.url)
		}
	}
}
