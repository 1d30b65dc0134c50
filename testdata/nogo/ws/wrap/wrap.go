// Package wrap passes its parameter on to http.Get: urilint exports a
// wrapper fact for Fetch.
package wrap

import "net/http"

// Fetch gets u.
func Fetch(u string) (*http.Response, error) { return http.Get(u) }
