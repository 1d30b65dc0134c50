package hostport

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
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

// A host from a helper's parameter, in a request the test needs to work.
func TestEnv(t *testing.T) {
	get(t, "localhost")
}

func get(t *testing.T, host string) {
	resp, err := http.Get(fmt.Sprintf("http://%s:%d/x", host, 8080)) // want `host may be an IPv6 address`
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	conn, err := net.Dial("tcp", host+":8080") // unknown to the test policy: silent
	if err == nil {
		conn.Close()
	}
}
