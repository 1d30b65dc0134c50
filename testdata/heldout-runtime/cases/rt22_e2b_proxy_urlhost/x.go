// Source: https://github.com/e2b-dev/infra/commit/ef35d10aeb79791245485d4564e8a22156c07a8e
// (PR #2603 "fix: use net.JoinHostPort for host:port formatting", merged as
// f63690da2;
// packages/orchestrator/pkg/proxy/proxy.go). The sandbox proxy built the
// upstream URL as &url.URL{Scheme: "http", Host: fmt.Sprintf("%s:%d",
// sbx.Slot.HostIPString(), port)}; HostIPString returns s.HostIP.String()
// of a net.IP. The URL went to a reverse proxy; url.URL.Host is the sink.
package rt22

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
)

type Slot struct {
	HostIP net.IP
}

func (s *Slot) HostIPString() string {
	return s.HostIP.String()
}

type Sandbox struct {
	Slot *Slot
}

func upstream(sbx *Sandbox, port uint64) *url.URL {
	return &url.URL{
		Scheme: "http",
		Host:   fmt.Sprintf("%s:%d", sbx.Slot.HostIPString(), port), // heldout:mistake hostport
	}
}

func upstreamOK(sbx *Sandbox, port uint64) *url.URL {
	return &url.URL{
		Scheme: "http",
		Host:   net.JoinHostPort(sbx.Slot.HostIPString(), strconv.FormatUint(port, 10)), // heldout:deliberate
	}
}
