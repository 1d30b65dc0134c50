// Package hostfix checks the fixes of hostport findings.
package hostfix

import (
	"fmt"
	"net"
	"net/url"
)

func dial(u *url.URL, port int, sport string, p16 uint16) {
	host := u.Hostname()
	net.Dial("tcp", fmt.Sprintf("%s:%d", host, port))   // want `u.Hostname\(\) may be an IPv6 address`
	net.Dial("tcp", fmt.Sprintf("%s:%s", host, sport))  // want `u.Hostname\(\) may be an IPv6 address`
	net.Dial("tcp", fmt.Sprintf("%s:%d", host, p16))    // want `u.Hostname\(\) may be an IPv6 address`
	net.Dial("tcp", host+":"+sport)                     // want `u.Hostname\(\) may be an IPv6 address`
	addr := fmt.Sprintf("%s:%s", host, sport)           // want `u.Hostname\(\) may be an IPv6 address`
	net.Dial("tcp", addr)                               //
	net.Dial("tcp", fmt.Sprintf("%s:%d/x", host, port)) // want `u.Hostname\(\) may be an IPv6 address`
	net.Dial("tcp", host+":"+sport+"0")                 // want `u.Hostname\(\) may be an IPv6 address`
	_ = "http://" + host + ":" + sport + "/metrics"     // want `u.Hostname\(\) may be an IPv6 address`
}

// A host of unknown origin may hold brackets already ("[::1]"): then
// net.JoinHostPort would write "[[::1]]:80". No fix.
func dialParam(host string) {
	net.Dial("tcp", host+":"+"80") // want `host may be an IPv6 address \(host from parameter host`
}
