package hostfix

import (
	"fmt"
	"net"
)

// The only use of fmt in this file is the address: a fix that rewrote
// it would leave fmt imported and unused.
func dialOnly(host string, port int) {
	net.Dial("tcp", fmt.Sprintf("%s:%d", host, port)) // want `host may be an IPv6 address`
}
