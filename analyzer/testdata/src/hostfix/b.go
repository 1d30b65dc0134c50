package hostfix

import (
	"crypto/tls"
	"fmt"
)

func dialTLS(host string, port int) {
	fmt.Println("dialing")
	tls.Dial("tcp", fmt.Sprintf("%s:%d", host, port), nil) // want `host may be an IPv6 address`
}
