// Package usewrap calls wrap.Fetch with a URL without a scheme: urilint
// reports it (form) only if wrap's wrapper fact reaches it.
package usewrap

import "example.com/nogows/wrap"

// Local gets a local page.
func Local() { wrap.Fetch("localhost:8080/x") }
