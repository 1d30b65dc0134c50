// Source: https://github.com/dedis/onet/commit/64c4ade3463fdc9738e001802626ad455af71378
// (PR #319 "correctly join host and port", local.go). newTCPServer probed
// for a free port with net.Listen("tcp", fmt.Sprintf("%s:%d",
// id.Address.Host(), port+1)); Address.Host() returns the host of
// net.SplitHostPort (brackets removed), so an IPv6 node address broke it
// (before the fix Host() re-added brackets for "::" only, a hack the same
// commit removed).
package rt18

import (
	"fmt"
	"net"
	"strconv"
)

type Address string

func (a Address) Host() string {
	h, _, e := net.SplitHostPort(string(a))
	if e != nil {
		return ""
	}
	return h
}

type ServerIdentity struct {
	Address Address
}

func freePort(id *ServerIdentity, port int) bool {
	addr := fmt.Sprintf("%s:%d", id.Address.Host(), port+1) // heldout:mistake hostport
	if l, err := net.Listen("tcp", addr); err == nil {
		l.Close()
		return true
	}
	return false
}

func freePortOK(id *ServerIdentity, port int) bool {
	addr := net.JoinHostPort(id.Address.Host(), strconv.Itoa(port+1)) // heldout:deliberate
	if l, err := net.Listen("tcp", addr); err == nil {
		l.Close()
		return true
	}
	return false
}
