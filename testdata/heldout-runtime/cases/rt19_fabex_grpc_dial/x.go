// Source: https://github.com/hyperledger-labs/fabex/commit/e2bb0d86e22cc2bb3a9b9fa9d29de314983c5841
// (PR #44 "Handle both IPv4/IPv6", merged by 87e4a93; client/fabex_client.go). The client
// constructor took addr and port strings and called
// grpc.Dial(fmt.Sprintf("%s:%s", addr, port), grpc.WithInsecure()); the
// original sink is grpc.Dial's target, net.Dial stands in.
package rt19

import (
	"fmt"
	"net"
)

type FabexClient struct {
	conn net.Conn
}

func New(addr, port string) (*FabexClient, error) {
	conn, err := net.Dial("tcp", fmt.Sprintf("%s:%s", addr, port)) // heldout:mistake hostport
	if err != nil {
		return nil, err
	}
	return &FabexClient{conn: conn}, nil
}

func NewOK(addr, port string) (*FabexClient, error) {
	conn, err := net.Dial("tcp", net.JoinHostPort(addr, port)) // heldout:deliberate
	if err != nil {
		return nil, err
	}
	return &FabexClient{conn: conn}, nil
}
