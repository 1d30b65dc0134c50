// Source: https://github.com/cloudprober/cloudprober/commit/bf8245c05e5401dd5ed369a09005d5808de1f13e
// ("HTTP probe: Put square brackets around literal IPv6 hosts",
// probes/http/request.go). With resolve_first the URL host is the
// resolved ip.String(); it was glued as fmt.Sprintf("%s:%d", urlHost, port)
// into fmt.Sprintf("%s://%s%s", protocol, urlHost, relURL) and sent with
// http.NewRequest. The fix brackets a host holding ':' and then appends the
// port in hostWithPort (both copied below).
package rt26

import (
	"fmt"
	"net"
	"net/http"
	"strings"
)

type Probe struct {
	protocol string
	url      string
	port     int
}

func resolve(name string) (net.IP, error) {
	ips, err := net.LookupIP(name)
	if err != nil || len(ips) == 0 {
		return nil, fmt.Errorf("no IP for %s", name)
	}
	return ips[0], nil
}

func (p *Probe) httpRequestForTarget(name string) (*http.Request, error) {
	ip, err := resolve(name)
	if err != nil {
		return nil, err
	}
	urlHost := ip.String()
	if p.port != 0 {
		urlHost = fmt.Sprintf("%s:%d", urlHost, p.port) // heldout:mistake hostport
	}
	return http.NewRequest("GET", fmt.Sprintf("%s://%s%s", p.protocol, urlHost, p.url), nil)
}

func hostWithPort(host string, port int) string {
	if port == 0 {
		return host
	}
	return fmt.Sprintf("%s:%d", host, port)
}

func (p *Probe) httpRequestForTargetOK(name string) (*http.Request, error) {
	ip, err := resolve(name)
	if err != nil {
		return nil, err
	}
	urlHost := ip.String()
	if strings.IndexByte(urlHost, ':') >= 0 {
		urlHost = "[" + urlHost + "]"
	}
	return http.NewRequest("GET", fmt.Sprintf("%s://%s%s", p.protocol, hostWithPort(urlHost, p.port), p.url), nil) // heldout:deliberate
}
