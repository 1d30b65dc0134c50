package hostport

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"testing"
)

// A test server's host is 127.0.0.1.
func TestServer(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	u, _ := url.Parse(srv.URL)
	resp, err := http.Get(fmt.Sprintf("http://%s:%s/x", u.Hostname(), u.Port()))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// A host from a helper's parameter: a fixture's, of unknown origin;
// a test reports only hosts from an origin that strips brackets or
// reads the outside.
func TestParam(t *testing.T) {
	get(t, "localhost")
}

func get(t *testing.T, host string) {
	resp, err := http.Get(fmt.Sprintf("http://%s:%d/x", host, 8080)) // ok: the helper's parameter
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	conn, err := net.Dial("tcp", host+":8080") // ok: likewise
	if err == nil {
		conn.Close()
	}
}

// A host from the environment's URL, in a request the test needs.
func TestEnv(t *testing.T) {
	u, _ := url.Parse(os.Getenv("TEST_SERVER_URL"))
	resp, err := http.Get(fmt.Sprintf("http://%s:%d/x", u.Hostname(), 8080)) // want `u.Hostname\(\) may be an IPv6 address \(host from \(\*net/url.URL\).Hostname`
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// User names before ':' and '@' are no hosts.
func TestUserinfo(t *testing.T) {
	user, pass := os.Getenv("U"), os.Getenv("P")
	resp, err := http.Get(fmt.Sprintf("http://%s:%s@127.0.0.1/x", user, pass)) // ok: userinfo
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// A helper that returns the host of the environment's URL.
func testerHost(t *testing.T) string {
	u, err := url.Parse(os.Getenv("TESTER_URL"))
	if err != nil {
		t.Fatal(err)
	}
	return u.Hostname()
}

func TestTester(t *testing.T) {
	resp, err := http.Get(fmt.Sprintf("http://%s:%d/x", testerHost(t), 4222)) // want `testerHost\(t\) may be an IPv6 address \(host from hostport.testerHost, which returns a host from \(\*net/url.URL\).Hostname at hostport_test.go:\d+\)`
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
