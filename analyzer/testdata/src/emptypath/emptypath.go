// Package emptypath holds URIs with an empty path, checked with the
// empty-path step: its fix ("/") is made only where a request is sent
// to the literal as it is.
package emptypath

import "net/http"

func home() { http.Get("https://example.com") } // want `not normalized \(empty path\)`

// A base extended elsewhere ("/v1" would follow a "/"), or handed to an
// SDK that refuses a trailing "/": no fix.
const origin = "http://127.0.0.1" // want `not normalized \(empty path\)`

func stop(uri string) {
	http.Get(origin)
	http.Post(origin+uri, "text/plain", nil)
}

type Config struct{ Endpoint string }

var defaults = Config{Endpoint: "https://api.scaleway.com"} // want `not normalized \(empty path\)`
