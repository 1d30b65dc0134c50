// Source: https://github.com/cloudprober/cloudprober/commit/21217a09d8997064b7b744a7ec5e42a511cb753f
// ("Make sure to include the port in the Host header", also on the default
// branch as 9b41c325; fixes
// https://github.com/google/cloudprober/issues/365; probes/http/request.go).
// httpRequestForTarget put the port into the URL's host but then set
// req.Host = target.Name, dropping the configured port, so after a
// relative redirect the client connected to port 80. The real fix sets
// req.Host to fmt.Sprintf("%s:%d", hostHeader, port) when a port is set
// (fixOriginal, left unmarked: it is still "%s:%d" on a target name, see
// the README); the deliberate line joins with net.JoinHostPort.
package rt25

import (
	"fmt"
	"net"
	"net/http"
	"strconv"
)

type Endpoint struct {
	Name string
	Port int
}

type Probe struct {
	protocol string
	url      string
	port     int
}

func (p *Probe) httpRequestForTarget(target Endpoint) *http.Request {
	host := target.Name
	port := p.port
	if port == 0 {
		port = target.Port
	}
	if port != 0 {
		host = fmt.Sprintf("%s:%d", host, port)
	}
	req, err := http.NewRequest("GET", fmt.Sprintf("%s://%s%s", p.protocol, host, p.url), nil)
	if err != nil {
		return nil
	}
	req.Host = target.Name // heldout:mistake hostport
	return req
}

func (p *Probe) fixOriginal(target Endpoint) *http.Request {
	port := p.port
	if port == 0 {
		port = target.Port
	}
	urlHost, hostHeader := target.Name, target.Name
	if port != 0 {
		urlHost = fmt.Sprintf("%s:%d", urlHost, port)
		hostHeader = fmt.Sprintf("%s:%d", hostHeader, port)
	}
	req, err := http.NewRequest("GET", fmt.Sprintf("%s://%s%s", p.protocol, urlHost, p.url), nil)
	if err != nil {
		return nil
	}
	req.Host = hostHeader
	return req
}

func (p *Probe) httpRequestForTargetOK(target Endpoint) *http.Request {
	port := p.port
	if port == 0 {
		port = target.Port
	}
	host := target.Name
	if port != 0 {
		host = net.JoinHostPort(target.Name, strconv.Itoa(port))
	}
	req, err := http.NewRequest("GET", fmt.Sprintf("%s://%s%s", p.protocol, host, p.url), nil)
	if err != nil {
		return nil
	}
	req.Host = host // heldout:deliberate
	return req
}
