package testroles

import (
	"net/http"
	"net/url"
)

// IsValid reports whether s is an absolute http URL.
func IsValid(s string) bool { // want IsValid:"urisink" IsValid:"testhelper\\(verdict success\\)"
	u, err := url.Parse(s)
	return err == nil && u.Scheme != ""
}

// Display shortens a URL for display.
func Display(s string) string { return s }

// Submit posts a web site address and returns the status.
func Submit(site string) int { return http.StatusOK }
