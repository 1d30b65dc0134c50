// Package fixroles holds fixes that must respect every role of the text
// they edit.
package fixroles

import (
	"fmt"
	"net/http"
	"net/url"
)

func get(host string) {
	http.Get(fmt.Sprintf("https://%s/files/annual report.pdf", host)) // want `a space must be percent-encoded as %20`
}

// No fix: the Host use and the Get use want different text.
const shared = "http://EXAMPLE.com" // want `url.URL.Host holds a whole URL` `not normalized \(case\)`

func both() {
	http.Get(shared)
	_ = url.URL{Host: shared}
}
