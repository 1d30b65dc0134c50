// Package reassigned keeps URLs in locals written more than once and in
// package variables: each written value that can reach the sink is
// checked, and only those.
package reassigned

import (
	"fmt"
	"net/http"
)

func ping(host string, tls bool) error {
	u := fmt.Sprintf("http//%s/healthz", host) // want `URI lacks ':' after scheme "http"`
	if tls {
		u = fmt.Sprintf("https://%s/healthz", host)
	}
	resp, err := http.Get(u)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func probe(secure bool) {
	target := "localhost:8080" // want `net/http.Get needs an absolute http or https URL, but "localhost" parses as the scheme`
	if secure {
		target = "https://localhost:8443/"
	}
	http.Get(target)
}

func overwritten() {
	u := "localhost:8080" // ok: overwritten before the call
	u = "http://localhost:8080/"
	http.Get(u)
}

func afterwards() {
	u := "http://localhost:8080/"
	http.Get(u)
	u = "localhost:9090" // ok: written after the call
	fmt.Println(u)
}

func branches(kind int) {
	var u string
	switch kind {
	case 1:
		u = "localhost:1" // ok: this branch returns before the call
		fmt.Println(u)
		return
	default:
		u = "http://example.com/"
	}
	http.Get(u)
}

func retry(hosts []string) {
	u := "http://primary.example.com/"
	for _, h := range hosts {
		http.Get(u)
		u = "localhost:" + h // want `net/http.Get needs an absolute http or https URL, but "localhost" parses as the scheme`
	}
}

func inClosure(fallback bool) {
	u := "localhost:8080" // ok: written again in a closure, whose time is unknown
	set := func() { u = "http://example.com/" }
	if fallback {
		set()
	}
	http.Get(u)
}

const apiHost = "api.example.com"

var endpoint = fmt.Sprintf("http//%s/v1/items", apiHost) // want `URI lacks ':' after scheme "http"`

func items() (*http.Response, error) {
	return http.Get(endpoint)
}

var statusPage = "localhost:8080/status" // want `net/http.Get needs an absolute http or https URL, but "localhost" parses as the scheme`

func status() (*http.Response, error) {
	return http.Get(statusPage)
}

// Mirror may be set by the program that imports this package.
var Mirror = "localhost:8080"

func mirror() (*http.Response, error) {
	return http.Get(Mirror) // ok: another package may write Mirror
}

var override = "localhost:8080"

func setOverride(s string) { override = s }

func overridden() (*http.Response, error) {
	return http.Get(override) // ok: written elsewhere too
}

func nested(port int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/api/v1", fmt.Sprintf("localhost:%d", port))) // want `net/http.Get needs an absolute http or https URL, but "localhost" parses as the scheme`
}

func throughVerb(path string) (*http.Response, error) {
	base := "http://api.example.com"
	return http.Get(fmt.Sprintf("%s/%s", base, path)) // ok
}

func padded(host string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%q/", host)) // ok: %q quotes, a hole
}
