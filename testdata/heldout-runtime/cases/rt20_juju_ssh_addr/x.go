// Source: https://github.com/juju/utils/commit/404e9c655a9c19e6f756a001267a1be92d9c869e
// (PR #177 "lp1518128: Use net.JoinHostPort to join addr:host",
// ssh/ssh_gocrypto.go). GoCryptoClient.Command stored
// addr: fmt.Sprintf("%s:%d", host, port) for a machine's address (juju
// machines may have IPv6 addresses, Launchpad bug 1518128); the command
// later dialed it with golang.org/x/crypto/ssh.Dial("tcp", addr), for which
// net.Dial stands in.
package rt20

import (
	"fmt"
	"net"
	"strconv"
)

type goCryptoCommand struct {
	user    string
	addr    string
	command string
}

func Command(host string, port int, user, command string) *goCryptoCommand {
	return &goCryptoCommand{
		user:    user,
		addr:    fmt.Sprintf("%s:%d", host, port), // heldout:mistake hostport
		command: command,
	}
}

func CommandOK(host string, port int, user, command string) *goCryptoCommand {
	return &goCryptoCommand{
		user:    user,
		addr:    net.JoinHostPort(host, strconv.Itoa(port)), // heldout:deliberate
		command: command,
	}
}

func (c *goCryptoCommand) connect() (net.Conn, error) {
	return net.Dial("tcp", c.addr)
}
