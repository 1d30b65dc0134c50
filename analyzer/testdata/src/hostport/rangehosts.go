package hostport

import (
	"fmt"
	"net/http"
)

// Hosts taken by a range from a list of names that nothing writes again
// (zitadel/oidc's example server): never an IPv6 address.

var issuerHosts = []string{"localhost", "oidc.local"}

func issuers(port string) {
	for _, h := range issuerHosts {
		http.Get(fmt.Sprintf("http://%s:%s/", h, port))
	}
	local := []string{"localhost", "127.0.0.1"}
	for _, h := range local {
		http.Get(fmt.Sprintf("http://%s:%s/", h, port))
	}
	byName := map[string]string{"a": "localhost", "b": "oidc.local"}
	for _, h := range byName {
		http.Get(fmt.Sprintf("http://%s:%s/", h, port))
	}
}

// A list with a value from outside, or one written again, may hold "::1".
func issuersFrom(extra, port string) {
	hosts := []string{"localhost", extra}
	for _, h := range hosts {
		http.Get(fmt.Sprintf("http://%s:%s/", h, port)) // want `h may be an IPv6 address \(host from parameter extra`
	}
	more := []string{"localhost"}
	more = append(more, extra)
	for _, h := range more {
		http.Get(fmt.Sprintf("http://%s:%s/", h, port)) // want `h may be an IPv6 address`
	}
	given := []string{"localhost"}
	fill(given)
	for _, h := range given {
		http.Get(fmt.Sprintf("http://%s:%s/", h, port)) // want `h may be an IPv6 address`
	}
}

func fill(hosts []string) { hosts[0] = "::1" }
