// Source: https://github.com/mmcgrana/gobyexample/commit/ea7797e10aff74258c4c9f29e6cd5b4bd2744d43
// (PR #95 "url-parsing: Use net.SplitHostPort",
// examples/url-parsing/url-parsing.go). The example split a parsed URL's
// Host with strings.Split(u.Host, ":") to get host and port, which breaks
// for "[::1]:5432". The fix uses net.SplitHostPort(u.Host).
package rt08

import (
	"fmt"
	"net"
	"net/url"
	"strings"
)

func show(s string) {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Host)
	h := strings.Split(u.Host, ":") // heldout:mistake hostport
	fmt.Println(h[0])
	fmt.Println(h[1])
}

func showOK(s string) {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Host)
	host, port, _ := net.SplitHostPort(u.Host) // heldout:deliberate
	fmt.Println(host)
	fmt.Println(port)
}
