// Source: https://github.com/grpc/grpc-go/issues/3399 ("address ::1:12345:
// too many colons in address"). Status ISSUE-ONLY: the issue was closed
// asking the reporter for clarification; the mistake is shown by the error.
package rm15

import (
	"net"

	"google.golang.org/grpc"
)

func dial(ipaddr string) (*grpc.ClientConn, error) {
	port := ":12345"
	return grpc.Dial(ipaddr+port, grpc.WithInsecure()) // heldout:mistake malformed
}

func dialOK(ipaddr string) (*grpc.ClientConn, error) {
	return grpc.Dial(net.JoinHostPort(ipaddr, "12345"), grpc.WithInsecure()) // heldout:deliberate
}
