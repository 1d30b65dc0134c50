// Source: https://github.com/FalconOpsLLC/udpz/commit/23397bf72e0b130977265a10e029b2f0a42840d9
// ("Fixed issue scanning IPv6 addresses from resolved hostname", issue
// https://github.com/FalconOpsLLC/udpz/issues/5: "dial udp: address
// <IPV6 ADDRESS>:<PORT>: too many colons in address"). Host.Host is a
// net.IP resolved from the target; internal/scan/scan.go dialed
// fmt.Sprintf("%s:%d", host.Host, port). The fix made Host.String() wrap
// the IP in brackets and formatted host.String() instead (kept below as the
// deliberate line: the brackets are added inside the String method).
package rt04

import (
	"fmt"
	"net"
)

type Host struct {
	Host       net.IP
	hostString string
}

func (host *Host) String() string {
	if host.hostString == "" {
		host.hostString = host.Host.String()
		if host.Host.To16() != nil {
			host.hostString = fmt.Sprintf("[%s]", host.hostString)
		}
	}
	return host.hostString
}

func scanTask(host Host, port uint16) (net.Conn, error) {
	transport := "udp"
	address := fmt.Sprintf("%s:%d", host.Host, port) // heldout:mistake hostport
	return net.Dial(transport, address)
}

func scanTaskOK(host Host, port uint16) (net.Conn, error) {
	transport := "udp"
	address := fmt.Sprintf("%s:%d", host.String(), port) // heldout:deliberate
	return net.Dial(transport, address)
}
