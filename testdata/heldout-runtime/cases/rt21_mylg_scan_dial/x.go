// Source: https://github.com/mehrdadrad/mylg/commit/8b40f8aa795706f911bbd9454e1c8ac0d22b0f2b
// ("fixed joining ip and port specially ipv6", issue
// https://github.com/mehrdadrad/mylg/issues/20: "dial tcp: too many colons
// in address 2001:470:1:18::125:33"). scan/scan.go resolved the target with
// net.ResolveIPAddr and dialed every port with
// net.DialTimeout("tcp", fmt.Sprintf("%s:%d", ipAddr, i), time.Second).
package rt21

import (
	"fmt"
	"net"
	"time"
)

type Scan struct {
	target           string
	minPort, maxPort int
}

func NewScan(target string, minPort, maxPort int) (Scan, error) {
	scan := Scan{target: target, minPort: minPort, maxPort: maxPort}
	ipAddr, err := net.ResolveIPAddr("ip", scan.target)
	if err != nil {
		return scan, err
	}
	scan.target = ipAddr.String()
	return scan, nil
}

func (s Scan) Run() {
	host(s.target, s.minPort, s.maxPort)
	hostOK(s.target, s.minPort, s.maxPort)
}

func host(ipAddr string, minPort, maxPort int) {
	for i := minPort; i <= maxPort; i++ {
		conn, err := net.DialTimeout("tcp", fmt.Sprintf("%s:%d", ipAddr, i), 1*time.Second) // heldout:mistake hostport
		if err != nil {
			continue
		}
		conn.Close()
	}
}

func hostOK(ipAddr string, minPort, maxPort int) {
	for i := minPort; i <= maxPort; i++ {
		conn, err := net.DialTimeout("tcp", net.JoinHostPort(ipAddr, fmt.Sprintf("%d", i)), 1*time.Second) // heldout:deliberate
		if err != nil {
			continue
		}
		conn.Close()
	}
}
