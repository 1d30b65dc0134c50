package hostport

import (
	"fmt"
	"net"
	"net/url"
)

// A parameter whose every value is a name: each call of its function is
// in this package and passes a constant.
func dialNamed(host string, port int) {
	net.Dial("tcp", fmt.Sprintf("%s:%d", host, port)) // ok: every caller passes a name
}

func useNamed() {
	dialNamed("localhost", 9000)
	dialNamed("db.internal", 5432)
	go dialNamed("cache", 6379)
}

// One caller passes a value that may be "::1".
func dialMixed(host string) {
	net.Dial("tcp", host+":80") // want `host may be an IPv6 address \(host from parameter host`
}

func useMixed(u *url.URL) {
	dialMixed("localhost")
	dialMixed(u.Hostname())
}

// The function is a value: its calls are not all in sight.
func dialValue(host string) {
	net.Dial("tcp", host+":80") // want `host may be an IPv6 address \(host from parameter host`
}

var dialer = dialValue

func useValue() { dialValue("localhost") }

// Exported: its callers are in other packages.
func DialExported(host string) {
	net.Dial("tcp", host+":80") // want `host may be an IPv6 address \(host from parameter host`
}

func useExported() { DialExported("localhost") }

// Never called: nothing says what it holds.
func dialUnused(host string) {
	net.Dial("tcp", host+":80") // want `host may be an IPv6 address \(host from parameter host`
}

// A closure's parameter keeps its origin.
var dialClosure = func(host string) {
	net.Dial("tcp", host+":80") // want `host may be an IPv6 address \(host from parameter host`
}

func useClosure() { dialClosure("localhost") }
