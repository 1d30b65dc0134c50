// Source: https://github.com/mediocregopher/radix/commit/20a0a8691eb989f8e2210cb2919707902c51d782
// ("use net.JoinHostPort when constructing addrs from cluster topo",
// fixes radix issue #288; cluster_topo.go). CLUSTER SLOTS replies give a
// node's ip and port separately; ClusterNode.Addr was ip + ":" + port (the
// fix's test uses "8ffd:50::d4eb" and expects "[8ffd:50::d4eb]:7001"). The
// pool later dialed node.Addr; net.Dial stands in for radix's dialer.
package rt03

import (
	"fmt"
	"net"
)

type ClusterNode struct {
	Addr string
	ID   string
}

func nodeFromReply(nodeStrs []string) (ClusterNode, error) {
	if len(nodeStrs) < 2 {
		return ClusterNode{}, fmt.Errorf("malformed node array: %#v", nodeStrs)
	}
	ip, port := nodeStrs[0], nodeStrs[1]
	var id string
	if len(nodeStrs) > 2 {
		id = nodeStrs[2]
	}
	return ClusterNode{
		Addr: ip + ":" + port, // heldout:mistake hostport
		ID:   id,
	}, nil
}

func nodeFromReplyOK(nodeStrs []string) (ClusterNode, error) {
	if len(nodeStrs) < 2 {
		return ClusterNode{}, fmt.Errorf("malformed node array: %#v", nodeStrs)
	}
	ip, port := nodeStrs[0], nodeStrs[1]
	return ClusterNode{
		Addr: net.JoinHostPort(ip, port), // heldout:deliberate
	}, nil
}

func dialNode(n ClusterNode) (net.Conn, error) {
	return net.Dial("tcp", n.Addr)
}
