// Source: https://github.com/pufferpanel/pufferpanel/commit/679c2fbd26c031498823f658b66953eba10b0d24
// (PR #1249 "Fix connections to IPv6 nodes", services/node.go). Host and port
// were joined with "%s:%d", which breaks for an IPv6 node address; the fix
// uses net.JoinHostPort(node.PrivateHost, strconv.Itoa(int(node.PrivatePort))).
package rm03

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"

	"github.com/gorilla/websocket"
)

type Node struct {
	PrivateHost string
	PrivatePort uint16
}

func openSocket(node *Node, path string, header http.Header) (*websocket.Conn, error) {
	scheme := "ws"
	addr := fmt.Sprintf("%s:%d", node.PrivateHost, node.PrivatePort) // heldout:mistake malformed
	u := url.URL{Scheme: scheme, Host: addr, Path: path}
	c, _, err := websocket.DefaultDialer.Dial(u.String(), header)
	return c, err
}

func callNode(node *Node) (*url.URL, error) {
	path := fmt.Sprintf("://%s:%d/daemon", node.PrivateHost, node.PrivatePort) // heldout:mistake malformed
	return url.Parse("https" + path)
}

func nodeURL(node *Node, protocol, path string) (string, error) {
	return fmt.Sprintf("%s://%s:%d/%s", protocol, node.PrivateHost, node.PrivatePort, path), nil // heldout:mistake malformed
}

func openSocketOK(node *Node, path string, header http.Header) (*websocket.Conn, error) {
	addr := net.JoinHostPort(node.PrivateHost, strconv.Itoa(int(node.PrivatePort))) // heldout:deliberate
	u := url.URL{Scheme: "ws", Host: addr, Path: path}
	c, _, err := websocket.DefaultDialer.Dial(u.String(), header)
	return c, err
}

func callNodeOK(node *Node) (*url.URL, error) {
	return url.Parse("https://" + net.JoinHostPort(node.PrivateHost, strconv.Itoa(int(node.PrivatePort))) + "/daemon") // heldout:deliberate
}
