// Package origins checks holes whose values are known by where they come
// from: a host that may be an IPv6 address without brackets, and a test
// server's http URL.
package origins

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"

	"github.com/gorilla/websocket"
)

func hosts(u *url.URL, port int, addr string, ip net.IP, a netip.Addr) {
	http.Get(fmt.Sprintf("%s://%s:%d/api/", u.Scheme, u.Hostname(), port)) // want `u.Hostname\(\) may be an IPv6 address \(host from \(\*net/url.URL\).Hostname at origins.go:19\), which needs brackets before ":" and a port: net.JoinHostPort writes them`
	http.Get("http://" + u.Hostname() + ":8080/api/")                      // want `u.Hostname\(\) may be an IPv6 address`
	http.Get(fmt.Sprintf("http://%s:%d/", ip, port))                       // want `ip may be an IPv6 address`
	http.Get(fmt.Sprintf("http://%s:%d/", a.String(), port))               // want `a.String\(\) may be an IPv6 address`
	host, p, _ := net.SplitHostPort(addr)
	http.Get("http://" + host + ":" + p + "/") // want `host may be an IPv6 address`

	// Right: brackets, net.JoinHostPort, or no port after the host.
	http.Get("http://" + net.JoinHostPort(u.Hostname(), "8080") + "/api/")
	http.Get("http://[" + u.Hostname() + "]:8080/api/")
	http.Get(fmt.Sprintf("%s://%s/api/", u.Scheme, u.Hostname()))
	http.Get(fmt.Sprintf("%s://%s:%d/api/", u.Scheme, u.Host, port)) // u.Host keeps its brackets
}

func sockets(srv *httptest.Server) {
	websocket.DefaultDialer.Dial(srv.URL+"/ws", nil) // want `needs a ws or wss URL, but srv.URL, a test server's URL, is http or https`
	websocket.DefaultDialer.Dial(srv.URL, nil)       // want `srv.URL, a test server's URL, is http or https`
	u := srv.URL + "/stream"                         // want `srv.URL, a test server's URL`
	websocket.DefaultDialer.Dial(u, nil)

	// Right: the scheme replaced.
	websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(srv.URL, "http")+"/ws", nil)
	websocket.DefaultDialer.Dial(strings.Replace(srv.URL, "http", "ws", 1), nil)
	http.Get(srv.URL + "/healthz")
}

// A pass-through proxy: a server request's path starts with "/".
func proxy(r *http.Request, addr, host string) { // want proxy:`readsurl\[0\]`
	http.Get(fmt.Sprintf("https:/%s", r.URL.Path))
	http.Get("https:/" + r.RequestURI)
	http.Get(fmt.Sprintf("https:/%s", r.URL.RequestURI()))
	http.Get(fmt.Sprintf("http:/%s:5050/x", addr)) // want `scheme "http" needs "//" before the host, not "/"`
	http.Get("http:/" + host + "/x")               // want `scheme "http" needs "//" before the host`
}
