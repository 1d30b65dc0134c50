// Package wrapper holds a wrapper of a sink, and nothing else that a
// fact is exported for: the wrappers' facts alone, printed in full.
package wrapper

import "net/http"

// Fetch passes u on to http.Get: a sink of the same need.
func Fetch(u string) (*http.Response, error) { return http.Get(u) } // want Fetch:`^urisink\(#0 http\)$`

// Get reaches http.Get through Fetch.
func Get(base, u string) { Fetch(u) } // want Get:`^urisink\(#1 http\)$`
