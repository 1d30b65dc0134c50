// Source: https://github.com/cloudprober/cloudprober/commit/5bf0689abc8a58d04776891a814f7f9af02bd325
// (PR #1105 "Use net.JoinHostPort to combine host and port", merged as
// 6d104fa2; cloudprober.go).
// The server host comes from the config or the CLOUDPROBER_HOST environment
// variable; both listeners were net.Listen("tcp", fmt.Sprintf("%s:%d",
// serverHost, port)), wrong for "::1". Fixed with net.JoinHostPort.
package rt05

import (
	"fmt"
	"net"
	"os"
	"strconv"
)

const (
	DefaultServerHost = ""
	ServerHostEnvVar  = "CLOUDPROBER_HOST"
)

type ProberConfig struct {
	Host     string
	Port     int32
	GrpcPort int32
}

func getServerHost(c *ProberConfig) string {
	serverHost := c.Host
	if serverHost == "" {
		serverHost = DefaultServerHost
		if host := os.Getenv(ServerHostEnvVar); host != "" {
			serverHost = host
		}
	}
	return serverHost
}

func initDefaultServer(c *ProberConfig, serverPort int) (net.Listener, error) {
	serverHost := getServerHost(c)
	ln, err := net.Listen("tcp", fmt.Sprintf("%s:%d", serverHost, serverPort)) // heldout:mistake hostport
	if err != nil {
		return nil, fmt.Errorf("error while creating listener for default HTTP server: %v", err)
	}
	return ln, nil
}

func initGRPC(cfg *ProberConfig) (net.Listener, error) {
	serverHost := getServerHost(cfg)
	return net.Listen("tcp", fmt.Sprintf("%s:%d", serverHost, cfg.GrpcPort)) // heldout:mistake hostport
}

func initDefaultServerOK(c *ProberConfig, serverPort int) (net.Listener, error) {
	serverHost := getServerHost(c)
	return net.Listen("tcp", net.JoinHostPort(serverHost, strconv.Itoa(serverPort))) // heldout:deliberate
}

func initGRPCOK(cfg *ProberConfig) (net.Listener, error) {
	serverHost := getServerHost(cfg)
	return net.Listen("tcp", net.JoinHostPort(serverHost, strconv.Itoa(int(cfg.GrpcPort)))) // heldout:deliberate
}
