package malfix

import (
	"fmt"
	"net/http"
	"net/url"
)

func fixes(host string) {
	url.Parse("https://example.com/a b")             // want `a space must be percent-encoded as %20`
	http.Get("https://example.com/search?q=go|rust") // want `'\|' must be percent-encoded as %7C`
	url.Parse("https://example.com/café")            // want `non-ASCII character must be percent-encoded`
	url.Parse("http://[fe80::1%eth0]/")              // want `zone ID follows "%25"`
	url.Parse(`https://example.com/a^b`)             // want `'\^' must be percent-encoded as %5E`
	http.Get(fmt.Sprintf("https://%s/a b", host))    // want `a space must be percent-encoded as %20`
	url.Parse("http://example.org/api?match[]=up")   // want `must be percent-encoded as %5B`
	url.Parse("https://bücher.example/")             // want `non-ASCII host must be written as its IDNA A-label`
	url.Parse("https://exa mple.com/")               // want `invalid percent-encoding|unexpected character`
	url.Parse("https://example.com/%zz")             // want `invalid percent-encoding`
}

// Every finding of a string, each at its own byte: a misspelt scheme
// hides neither a space to escape (whose fix keeps the scheme as it is)
// nor a bad port; a malformed byte hides no bad port, no form and no
// password, and a fix waits for none of them (test data: the password is
// fake).
func allOfAString() {
	http.Get("htps://example.com/a b")               // want `scheme "htps" looks like a misspelling of "https"` `a space must be percent-encoded as %20`
	http.Get("htps://example.com:99999/")            // want `scheme "htps" looks like a misspelling of "https"` `port 99999`
	http.Get("http//example.com/search?q=a b")       // want `URI lacks ':' after scheme "http"` `a space must be percent-encoded as %20`
	http.Get("https://example.com:99999/a b")        // want `a space must be percent-encoded as %20` `port 99999 is out of range 0-65535`
	http.Get("https://ops:pw@example.com:99999/a b") // want `a space must be percent-encoded as %20` `port 99999 is out of range 0-65535` `URI has a password in its userinfo`
	http.Get("example.com:8080/a b")                 // want `a space must be percent-encoded as %20` `needs an absolute http or https URL, but "example.com" parses as the scheme`
}
