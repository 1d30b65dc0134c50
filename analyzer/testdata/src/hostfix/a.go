// Package hostfix checks the fixes of hostport findings.
package hostfix

import (
	"fmt"
	"net"
)

func dial(host string, port int, sport string, p16 uint16) {
	net.Dial("tcp", fmt.Sprintf("%s:%d", host, port))   // want `host may be an IPv6 address`
	net.Dial("tcp", fmt.Sprintf("%s:%s", host, sport))  // want `host may be an IPv6 address`
	net.Dial("tcp", fmt.Sprintf("%s:%d", host, p16))    // want `host may be an IPv6 address`
	net.Dial("tcp", host+":"+sport)                     // want `host may be an IPv6 address`
	addr := fmt.Sprintf("%s:%s", host, sport)           // want `host may be an IPv6 address`
	net.Dial("tcp", addr)                               //
	net.Dial("tcp", fmt.Sprintf("%s:%d/x", host, port)) // want `host may be an IPv6 address`
	net.Dial("tcp", host+":"+sport+"0")                 // want `host may be an IPv6 address`
	_ = "http://" + host + ":" + sport + "/metrics"     // want `host may be an IPv6 address`
}
