// Source: https://github.com/hashicorp/terraform-provider-dns/commit/3a9d9c322827c707cdae6156c8809b2bff9322ed
// (PR #22 "Switch to net.JoinHostPort()", fixes issue #11, merged; the
// snapshot has the commit only on the PR ref, and the default branch has the
// fixed line in internal/provider/config.go; dns/config.go at the time).
// The DNS server address for RFC 2136 updates was
// fmt.Sprintf("%s:%d", c.server, c.port), wrong for an IPv6 server. The
// original handed client.srv_addr to miekg/dns (Client.Exchange, which
// dials it); net.Dial("udp", ...) stands in.
package rt06

import (
	"fmt"
	"net"
	"strconv"
)

type Config struct {
	server string
	port   int
}

type DNSClient struct {
	srv_addr string
}

func (c *Config) Client() (*DNSClient, error) {
	var client DNSClient
	client.srv_addr = fmt.Sprintf("%s:%d", c.server, c.port) // heldout:mistake hostport
	return &client, nil
}

func (c *Config) ClientOK() (*DNSClient, error) {
	var client DNSClient
	client.srv_addr = net.JoinHostPort(c.server, strconv.Itoa(c.port)) // heldout:deliberate
	return &client, nil
}

func (d *DNSClient) exchange() (net.Conn, error) {
	return net.Dial("udp", d.srv_addr)
}
