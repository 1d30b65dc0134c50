// Package clean has only correct URIs: it must build under nogo.
package clean

import (
	"net/http"
	"net/url"
)

// Fetch gets the example page.
func Fetch() (*http.Response, error) { return http.Get("https://example.com/x") }

// Parse parses the example page's URL.
func Parse() (*url.URL, error) { return url.Parse("http://example.com/") }
