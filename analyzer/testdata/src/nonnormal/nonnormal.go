package nonnormal

import (
	"net/url"
	"strings"
)

const home = "HTTP://Example.com:80/%7euser/" // want `URI is not normalized \(case, percent-encoding, default port\)`

const raw = `https://example.com/a/./b/../c` // want `URI is not normalized \(dot segments\)`

const hex = "https://example.com/%c3%a9" // want `URI is not normalized \(case\)`

const empty = "https://example.com" // ok: the empty path is not counted by default

const reserved = "https://example.com/a%2Fb" // ok: reserved characters stay encoded

const concat = "HTTPS://example.com" + "/x" // want `URI is not normalized \(case\)`

func f() {
	url.Parse("http://example.com:/") // want `URI is not normalized \(default port\)`
	url.Parse("../a/./b")             // ok: a relative-path reference keeps its dot segments
}

func prefixes(s string) bool {
	return strings.HasPrefix(s, "HTTP://Example.com:80/") // ok: a prefix to match, not a URI
}
