package hostfix

import (
	"crypto/tls"
	"fmt"
	"net/url"
)

func dialTLS(u *url.URL, port int) {
	host := u.Hostname()
	fmt.Println("dialing")
	tls.Dial("tcp", fmt.Sprintf("%s:%d", host, port), nil) // want `u.Hostname\(\) may be an IPv6 address`
}
