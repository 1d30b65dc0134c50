// Source: https://github.com/hashicorp/packer-plugin-sdk/commit/bffbb15b02315a3e187cfd82cf82ab3c2e5348c3
// (PR #246 "Fix ipv6 addresses format", closes issue #245; merged as 9c1d2437). net/configure_port.go
// listened on lc.ListenConfig.Listen(ctx, lc.Network, fmt.Sprintf("%s:%d",
// lc.Addr, port)) for each port of a range, and communicator/step_connect_ssh.go
// built the SSH address as fmt.Sprintf("%s:%d", host, port) (host from the
// builder's state; the original dialed it with golang.org/x/crypto/ssh,
// net.Dial stands in).
package rt17

import (
	"context"
	"fmt"
	"net"
)

type ListenRangeConfig struct {
	Network string
	Addr    string
	Min     int
	Max     int
	net.ListenConfig
}

func (lc ListenRangeConfig) Listen(ctx context.Context) (net.Listener, error) {
	for port := lc.Min; port <= lc.Max; port++ {
		l, err := lc.ListenConfig.Listen(ctx, lc.Network, fmt.Sprintf("%s:%d", lc.Addr, port)) // heldout:mistake hostport
		if err == nil {
			return l, nil
		}
	}
	return nil, fmt.Errorf("no free port in range")
}

func (lc ListenRangeConfig) ListenOK(ctx context.Context) (net.Listener, error) {
	for port := lc.Min; port <= lc.Max; port++ {
		l, err := lc.ListenConfig.Listen(ctx, lc.Network, net.JoinHostPort(lc.Addr, fmt.Sprint(port))) // heldout:deliberate
		if err == nil {
			return l, nil
		}
	}
	return nil, fmt.Errorf("no free port in range")
}

func waitForSSH(host string, port int) (net.Conn, error) {
	address := fmt.Sprintf("%s:%d", host, port) // heldout:mistake hostport
	return net.Dial("tcp", address)
}

func waitForSSHOK(host string, port int) (net.Conn, error) {
	address := net.JoinHostPort(host, fmt.Sprint(port)) // heldout:deliberate
	return net.Dial("tcp", address)
}
