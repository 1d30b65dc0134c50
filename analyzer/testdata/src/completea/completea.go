// Package completea completes addresses: a host, host:port or a URL
// becomes a URL.
package completea

import (
	"net/url"
	"strings"
)

// Normalize puts "https://" in front of host unless it has a scheme.
func Normalize(host string) string { // want Normalize:"completes\\[0\\]"
	if !strings.Contains(host, "://") {
		return "https://" + host
	}
	return host
}

// Parse parses addr and fills in what is missing.
func Parse(addr string) (*url.URL, error) { // want Parse:"urisink"
	u, err := url.Parse(addr)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		u.Scheme = "https"
	}
	return u, nil
}

// Through hands its parameter on to Normalize: it completes it too.
func Through(s string) string { return Normalize(s) } // want Through:"completes\\[0\\]"
