package hostport

import "net"

// The keys of a map, dialed by a range over it (radix's sentinel
// addresses, from SENTINEL SENTINELS replies, which name IPv6 hosts).

func dialKeys(mm []map[string]string) {
	addrs := map[string]bool{}
	for _, m := range mm {
		addrs[m["ip"]+":"+m["port"]] = true // want `m\["ip"\] may be an IPv6 address`
	}
	for addr := range addrs {
		net.Dial("tcp", addr)
	}
}

func dialLiteralKeys(host string) {
	addrs := map[string]int{
		host + ":80":     1, // want `host may be an IPv6 address \(host from parameter host`
		"127.0.0.1:8080": 2,
	}
	for addr := range addrs {
		net.Dial("tcp", addr)
	}
}

func dialKeysJoined(mm []map[string]string) {
	addrs := map[string]bool{}
	for _, m := range mm {
		addrs[net.JoinHostPort(m["ip"], m["port"])] = true
	}
	for addr := range addrs {
		net.Dial("tcp", addr)
	}
}

// The values of the map are not what is dialed.
func dialKeysNotValues(mm []map[string]string) {
	names := map[string]string{}
	for _, m := range mm {
		names[net.JoinHostPort(m["ip"], m["port"])] = m["ip"] + ":" + m["port"]
	}
	for addr := range names {
		net.Dial("tcp", addr)
	}
}
