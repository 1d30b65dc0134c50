// Package websocket stands in for github.com/gorilla/websocket v1.5.3.
package websocket

import (
	"context"
	"net"
	"net/http"
	"net/url"
)

type Conn struct{}

type Dialer struct{}

var DefaultDialer = &Dialer{}

func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return nil, nil, nil
}

func (d *Dialer) DialContext(ctx context.Context, urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return nil, nil, nil
}

// NewClient creates a client connection over netConn; u gives the host and
// request URI (deprecated in the real module: use Dialer).
func NewClient(netConn net.Conn, u *url.URL, requestHeader http.Header, readBufSize, writeBufSize int) (c *Conn, response *http.Response, err error) {
	return nil, nil, nil
}
