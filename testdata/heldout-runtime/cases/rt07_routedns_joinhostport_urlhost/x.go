// Source: https://github.com/folbricht/routedns/commit/b2a86397354a96e58782d5c48db39b093e9ff0b3
// (PR #486 "Fix IPv6 URL parsing adding duplicate brackets", merged as 9d51e21;
// static_default_ports.go). AddressWithDefault added a default port with
// net.JoinHostPort(u.Host, defaultPort); u.Host keeps the brackets of an
// IPv6 literal, so https://[2620:fe::fe:11]/dns-query became
// https://[[2620:fe::fe:11]]:443/dns-query. The fix uses u.Hostname().
package rt07

import (
	"net"
	"net/url"
	"strings"
)

func AddressWithDefault(addr, defaultPort string) string {
	parts := strings.SplitN(addr, "{", 2)
	endpointPart := parts[0]
	var templatePart string
	if len(parts) == 2 {
		templatePart = "{" + parts[1]
	}
	if strings.Contains(endpointPart, "/") {
		u, err := url.Parse(endpointPart)
		if err != nil {
			return addr
		}
		if u.Port() == "" {
			u.Host = net.JoinHostPort(u.Host, defaultPort) // heldout:mistake hostport
		}
		return u.String() + templatePart
	}
	return addr
}

func AddressWithDefaultOK(addr, defaultPort string) string {
	parts := strings.SplitN(addr, "{", 2)
	endpointPart := parts[0]
	var templatePart string
	if len(parts) == 2 {
		templatePart = "{" + parts[1]
	}
	if strings.Contains(endpointPart, "/") {
		u, err := url.Parse(endpointPart)
		if err != nil {
			return addr
		}
		if u.Port() == "" {
			u.Host = net.JoinHostPort(u.Hostname(), defaultPort) // heldout:deliberate
		}
		return u.String() + templatePart
	}
	return addr
}
