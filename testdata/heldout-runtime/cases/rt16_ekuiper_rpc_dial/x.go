// Source: https://github.com/lf-edge/ekuiper/commit/a34047c2d6d33effe33e0ab0a65a44e8b135d42a
// (PR #2034 "fix: correctly concatenate ipv6 addr", fixes issue #2029; merged
// as 0b684afca).
// cmd/kuiper/main.go dialed rpc.DialHTTP("tcp", fmt.Sprintf("%s:%d",
// config.Host, config.Port)) and internal/server/rest.go served on
// http.Server{Addr: fmt.Sprintf("%s:%d", ip, port)}; host and ip come from
// the YAML configuration. The fix added cast.JoinHostPortInt
// (net.JoinHostPort(host, strconv.Itoa(port))), copied below.
package rt16

import (
	"fmt"
	"net"
	"net/http"
	"net/rpc"
	"strconv"
)

type clientConf struct {
	Host string `yaml:"host"`
	Port int    `yaml:"port"`
}

func JoinHostPortInt(host string, port int) string {
	return net.JoinHostPort(host, strconv.Itoa(port))
}

func connect(config clientConf) (*rpc.Client, error) {
	return rpc.DialHTTP("tcp", fmt.Sprintf("%s:%d", config.Host, config.Port)) // heldout:mistake hostport
}

func createRestServer(ip string, port int) *http.Server {
	return &http.Server{
		Addr: fmt.Sprintf("%s:%d", ip, port), // heldout:mistake hostport
	}
}

func connectOK(config clientConf) (*rpc.Client, error) {
	return rpc.DialHTTP("tcp", JoinHostPortInt(config.Host, config.Port)) // heldout:deliberate
}

func createRestServerOK(ip string, port int) *http.Server {
	return &http.Server{
		Addr: JoinHostPortInt(ip, port), // heldout:deliberate
	}
}
