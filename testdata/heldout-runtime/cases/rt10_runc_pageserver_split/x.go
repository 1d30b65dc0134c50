// Source: https://github.com/opencontainers/runc/commit/b7c446b31a67d03fdd81bc53ced61e765d4d9b83
// (PR #2610 "checkpoint: setPageServer: use net.SplitHostPort instead of
// strings.Split", checkpoint.go). The --page-server ADDRESS:PORT flag was
// split with strings.Split(psOpt, ":"), refusing any IPv6 address. The
// original read the flag through urfave/cli (context.String("page-server"));
// the standard flag package stands in.
package rt10

import (
	"errors"
	"flag"
	"net"
	"strconv"
	"strings"
)

var pageServer = flag.String("page-server", "", "ADDRESS:PORT of the page server")

type CriuPageServerInfo struct {
	Address string
	Port    int32
}

func setPageServer() (CriuPageServerInfo, error) {
	var info CriuPageServerInfo
	if psOpt := *pageServer; psOpt != "" {
		addressPort := strings.Split(psOpt, ":") // heldout:mistake hostport
		if len(addressPort) != 2 {
			return info, errors.New("Use --page-server ADDRESS:PORT to specify page server")
		}
		portInt, err := strconv.Atoi(addressPort[1])
		if err != nil {
			return info, errors.New("Invalid port number")
		}
		info = CriuPageServerInfo{Address: addressPort[0], Port: int32(portInt)}
	}
	return info, nil
}

func setPageServerOK() (CriuPageServerInfo, error) {
	var info CriuPageServerInfo
	if psOpt := *pageServer; psOpt != "" {
		address, port, err := net.SplitHostPort(psOpt) // heldout:deliberate
		if err != nil || address == "" || port == "" {
			return info, errors.New("Use --page-server ADDRESS:PORT to specify page server")
		}
		portInt, err := strconv.Atoi(port)
		if err != nil {
			return info, errors.New("Invalid port number")
		}
		info = CriuPageServerInfo{Address: address, Port: int32(portInt)}
	}
	return info, nil
}
