// Source: https://github.com/ant0ine/go-json-rest/commit/dea43f52281de5022cd0718930f60b89dab2a683
// (PR #187 "Use net.SplitHostPort so ipv6 addresses get parsed properly",
// rest/access_log_apache.go). The Apache access log took the client IP as
// strings.SplitN(r.RemoteAddr, ":", 2)[0], which for "[::1]:51234" gives
// "[". The fix uses net.SplitHostPort.
package rt09

import (
	"net"
	"net/http"
	"strings"
)

type accessLogUtil struct {
	R *http.Request
}

func (u *accessLogUtil) ApacheRemoteAddr() string {
	remoteAddr := u.R.RemoteAddr
	if remoteAddr != "" {
		parts := strings.SplitN(remoteAddr, ":", 2) // heldout:mistake hostport
		return parts[0]
	}
	return ""
}

func (u *accessLogUtil) ApacheRemoteAddrOK() string {
	remoteAddr := u.R.RemoteAddr
	if remoteAddr != "" {
		if ip, _, err := net.SplitHostPort(remoteAddr); err == nil { // heldout:deliberate
			return ip
		}
	}
	return ""
}
