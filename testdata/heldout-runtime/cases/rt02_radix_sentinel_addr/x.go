// Source: https://github.com/mediocregopher/radix/commit/6ad0320910c06068c712c1f216406109d7893715
// (PR #22 "Use JoinHostPort for IPs from sentinel", sentinel.go). The master
// and sentinel addresses were built as m["ip"] + ":" + m["port"] from the
// SENTINEL MASTER / SENTINEL SENTINELS replies (sentinel reports IPv6
// addresses; the fix's test adds "[0:0:0:0:0:ffff:7f00:3]:26379"). The
// original dialed them through radix's connection func (net.Dial
// underneath); here net.Dial stands in.
package rt02

import (
	"errors"
	"net"
)

func ensureMaster(m map[string]string) (net.Conn, error) {
	if m["ip"] == "" || m["port"] == "" {
		return nil, errors.New("malformed SENTINEL MASTER response")
	}
	newAddr := m["ip"] + ":" + m["port"] // heldout:mistake hostport
	return net.Dial("tcp", newAddr)
}

func ensureSentinelAddrs(mm []map[string]string) map[string]bool {
	addrs := map[string]bool{}
	for _, m := range mm {
		addrs[m["ip"]+":"+m["port"]] = true // heldout:mistake hostport
	}
	for addr := range addrs {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
		}
	}
	return addrs
}

func ensureMasterOK(m map[string]string) (net.Conn, error) {
	if m["ip"] == "" || m["port"] == "" {
		return nil, errors.New("malformed SENTINEL MASTER response")
	}
	newAddr := net.JoinHostPort(m["ip"], m["port"]) // heldout:deliberate
	return net.Dial("tcp", newAddr)
}

func ensureSentinelAddrsOK(mm []map[string]string) map[string]bool {
	addrs := map[string]bool{}
	for _, m := range mm {
		addrs[net.JoinHostPort(m["ip"], m["port"])] = true // heldout:deliberate
	}
	for addr := range addrs {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
		}
	}
	return addrs
}
