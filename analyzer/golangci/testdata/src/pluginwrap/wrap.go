// Package pluginwrap passes a string on to http.Get, so the plugin must
// carry a fact about Fetch to the packages that call it.
package pluginwrap

import "net/http"

func Fetch(u string) (*http.Response, error) { return http.Get(u) }
