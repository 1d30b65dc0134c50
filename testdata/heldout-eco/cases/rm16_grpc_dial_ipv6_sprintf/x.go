// Source: https://github.com/networkop/meshnet-cni/pull/83 (commit 88dc099,
// "Fix gRPC issue in IPv6 only cluster"; PR open, unmerged). The dial failed
// with "address fc00:f853:ccd:e793::4:51111: too many colons in address".
package rm16

import (
	"fmt"
	"net"
	"strconv"

	"google.golang.org/grpc"
)

const GRPCDefaultPort = 51111

type Pod struct {
	SrcIp string
}

func dialPeer(peerPod *Pod) (*grpc.ClientConn, error) {
	url := fmt.Sprintf("%s:%d", peerPod.SrcIp, GRPCDefaultPort) // heldout:mistake malformed
	return grpc.Dial(url, grpc.WithInsecure())
}

func dialPeerOK(peerPod *Pod) (*grpc.ClientConn, error) {
	url := net.JoinHostPort(peerPod.SrcIp, strconv.FormatInt(int64(GRPCDefaultPort), 10)) // heldout:deliberate
	return grpc.Dial(url, grpc.WithInsecure())
}
