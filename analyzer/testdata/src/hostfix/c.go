package hostfix

import (
	"fmt"
	"net"
	"net/url"
)

// The only use of fmt in this file is the address: a fix that rewrote
// it would leave fmt imported and unused.
func dialOnly(u *url.URL, port int) {
	net.Dial("tcp", fmt.Sprintf("%s:%d", u.Hostname(), port)) // want `u.Hostname\(\) may be an IPv6 address`
}
