// Source: https://github.com/l7mp/stunner/commit/4efa7c376124c8b6f25fc68fd963b9bb7ccd9af1
// ("fix(cds-client): bracket unbracketed IPv6 host:port in getURI", #213).
// addr = "http://" + addr, then url.Parse and a websocket dial that failed
// with "too many colons in address" for "2001:db8::1:8080".
package rm06

import (
	"net"
	"net/url"
)

func getURI(addr string) (*url.URL, error) {
	addr = "http://" + addr // heldout:mistake malformed
	return url.Parse(addr)
}

func getURIOK(host, port string) (*url.URL, error) {
	addr := "http://" + net.JoinHostPort(host, port) // heldout:deliberate
	return url.Parse(addr)
}
