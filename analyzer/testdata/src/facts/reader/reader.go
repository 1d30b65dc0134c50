// Package reader holds a function that reads the URL of the request it
// is given, and sends nothing: its fact alone, printed in full.
package reader

import "net/http"

// Describe prints the request.
func Describe(req *http.Request) string { // want Describe:`^readsurl\[0\]$`
	return req.Method + " " + req.URL.String()
}
