// Source: https://github.com/codetainerapp/codetainer/commit/e4cebbafdf58d0d46f2ba13b1298e42acc1d4aee
// (PR #35 "Pass correct scheme to websocket client", container.go). The URL
// was built from the docker endpoint (http(s)://host:port) plus the attach
// path; the literal stands in for that value. Fix: u.Scheme = "ws"/"wss".
package rm01

import (
	"net"
	"net/http"
	"net/url"

	"github.com/gorilla/websocket"
)

func attach(conn net.Conn) (*websocket.Conn, error) {
	u, err := url.Parse("http://docker:2375/v1.24/containers/abc/attach/ws?stream=1") // heldout:mistake form
	if err != nil {
		return nil, err
	}
	c, _, err := websocket.NewClient(conn, u, http.Header{}, 1024, 1024)
	return c, err
}

func attachOK(conn net.Conn) (*websocket.Conn, error) {
	u, err := url.Parse("ws://docker:2375/v1.24/containers/abc/attach/ws?stream=1") // heldout:deliberate
	if err != nil {
		return nil, err
	}
	c, _, err := websocket.NewClient(conn, u, http.Header{}, 1024, 1024)
	return c, err
}
