// Package completer holds a function that completes its parameter as a
// URL: its fact alone, printed in full. Completers are looked for only
// in a package that reaches a sink package, as this one does (Client).
package completer

import (
	"net/http"
	"strings"
)

// Normalize puts "https://" in front of host unless it has a scheme.
func Normalize(host string) string { // want Normalize:`^completes\[0\]$`
	if !strings.Contains(host, "://") {
		return "https://" + host
	}
	return host
}

// Client returns the client requests go through.
func Client() *http.Client { return http.DefaultClient }
