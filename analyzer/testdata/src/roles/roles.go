package roles

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
)

// A literal given straight to a sink is a URI, whatever its characters look like.
func sinks() {
	url.Parse("http://[fe80::1%eth0]:8080/")                // want `zone ID follows "%25"`
	http.Get("https://search.example.com/find?q=go|rust")   // want `'\|' must be percent-encoded as %7C`
	url.Parse("https://example.com/a^b")                    // want `'\^' must be percent-encoded as %5E`
	url.Parse(`https://example.com/dir\file`)               // want `'\\' must be percent-encoded as %5C`
	http.Get("https://api.example.com/v1/items/{id}")       // want `'\{' must be percent-encoded as %7B`
	http.Get("https://api.example.com/UNIVERSE_DOMAIN/x y") // want `a space must be percent-encoded as %20`
	url.Parse("https://example.com/%E2%82%AC")              // ok: valid escapes
}

// Strings that flow where a URI is not meant are not URIs there.
const hostPattern = `^https?://[a-z]+\.example\.com/(a|b)$` // ok: a regexp, by role

var hostRE = regexp.MustCompile(hostPattern)

const apiFormat = "https://%s.example.com/v%d/items" // ok: a printf format, by role

func formats(region string, v int) string {
	return fmt.Sprintf(apiFormat, region, v)
}

func patterns(mux *http.ServeMux) {
	mux.HandleFunc("GET example.com/items/{id}", nil) // ok: a ServeMux pattern
	http.Handle("/static/{path...}", nil)             // ok: a ServeMux pattern
}

// A prefix given to strings functions is a piece of a URI.
func prefixes(s string) bool {
	return strings.HasPrefix(s, "HTTP://Example.com/") // ok: normalizing it would change what matches
}

// Standalone constants keep the text heuristics: placeholders are not URIs yet.
const (
	tmpl        = "https://api.github.com/repos/{owner}/{repo}" // ok: a template
	placeholder = "https://<hostname>/api"                      // ok: a placeholder
	universe    = "https://sts.UNIVERSE_DOMAIN/v1"              // ok: a constant-name placeholder
	pipe        = "https://example.com/a|b"                     // want `'\|' must be percent-encoded as %7C`
	spaced      = "https://example.com/release notes"           // want `a space must be percent-encoded as %20`
	prose       = "https://example.com is the place to go"      // ok: prose
)

var _ = hostRE
