// Source: https://github.com/ctrox/zeropod/commit/1e14230afcfb5acb06a6b8573288a4be7a7effee
// (PR #132 "fix: use net.JoinHostPort for ipv6 compatibility",
// api/runtime/v1/types.go). MigrationServer.Address() returned
// fmt.Sprintf("%s:%d", ms.Host, ms.Port) (Host is a node's pod IP) and
// manager/node/service.go dialed tls.Dial("tcp",
// container.ImageServer.Address(), ns.tlsConfig).
package rt23

import (
	"crypto/tls"
	"fmt"
	"net"
	"strconv"
)

type MigrationServer struct {
	Host string `json:"host"`
	Port int    `json:"port"`
}

func (ms MigrationServer) Address() string {
	return fmt.Sprintf("%s:%d", ms.Host, ms.Port) // heldout:mistake hostport
}

func (ms MigrationServer) AddressOK() string {
	return net.JoinHostPort(ms.Host, strconv.Itoa(ms.Port)) // heldout:deliberate
}

func pullImage(ms MigrationServer, cfg *tls.Config) (*tls.Conn, error) {
	return tls.Dial("tcp", ms.Address(), cfg)
}

func pullImageOK(ms MigrationServer, cfg *tls.Config) (*tls.Conn, error) {
	return tls.Dial("tcp", ms.AddressOK(), cfg)
}
