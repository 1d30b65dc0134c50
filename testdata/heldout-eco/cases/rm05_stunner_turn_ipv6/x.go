// Source: https://github.com/l7mp/stunner/pull/231 (commit 8c6dc2f, "fix: use
// net.JoinHostPort to handle ipv6 addresses"). TURN URIs were built with
// "%s://%s:%d?transport=%s"; an IPv6 address needs brackets.
package rm05

import (
	"fmt"
	"net"
	"strconv"
)

func turnURI(service, addr string, port int, protocol string) string {
	return fmt.Sprintf("%s://%s:%d?transport=%s", service, addr, port, protocol) // heldout:mistake malformed
}

func turnStatus(addr string, port int, protocol string) string {
	return fmt.Sprintf("turn://%s:%d?transport=%s", addr, port, protocol) // heldout:mistake malformed
}

func turnURIOK(service, addr string, port int, protocol string) string {
	return fmt.Sprintf("%s://%s?transport=%s", service, net.JoinHostPort(addr, strconv.Itoa(port)), protocol) // heldout:deliberate
}
