// Package reassigned keeps URLs in locals written more than once and in
// package variables: each written value that can reach the sink is
// checked, and only those.
package reassigned

import (
	"fmt"
	"net/http"
	"regexp"
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

// Mirror may be set by the program that imports this package; its
// default is still sent when it is not.
var Mirror = "localhost:8080" // want Mirror:"urivar" `reassigned.Mirror needs an absolute http or https URL, but "localhost" parses as the scheme`

func mirror() (*http.Response, error) {
	return http.Get(Mirror) // another package may write Mirror: the default is checked where it is written
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

// doubling uses each local twice: following every name would take 2^40 steps.
func doubling() {
	v0 := "http://example.com/"
	v1 := v0 + v0
	v2 := v1 + v1
	v3 := v2 + v2
	v4 := v3 + v3
	v5 := v4 + v4
	v6 := v5 + v5
	v7 := v6 + v6
	v8 := v7 + v7
	v9 := v8 + v8
	v10 := v9 + v9
	v11 := v10 + v10
	v12 := v11 + v11
	v13 := v12 + v12
	v14 := v13 + v13
	v15 := v14 + v14
	v16 := v15 + v15
	v17 := v16 + v16
	v18 := v17 + v17
	v19 := v18 + v18
	v20 := v19 + v19
	v21 := v20 + v20
	v22 := v21 + v21
	v23 := v22 + v22
	v24 := v23 + v23
	v25 := v24 + v24
	v26 := v25 + v25
	v27 := v26 + v26
	v28 := v27 + v27
	v29 := v28 + v28
	v30 := v29 + v29
	v31 := v30 + v30
	v32 := v31 + v31
	v33 := v32 + v32
	v34 := v33 + v33
	v35 := v34 + v34
	v36 := v35 + v35
	v37 := v36 + v36
	v38 := v37 + v37
	v39 := v38 + v38
	v40 := v39 + v39
	_ = regexp.MustCompile(v40) // ok: a regular expression
	http.Get(v40)               // ok: long, but valid
}
