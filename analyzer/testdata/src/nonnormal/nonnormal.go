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

// A named pipe's path is its name: "npipe:////./pipe/engine" names
// \\.\pipe\engine, and without its "." another pipe. Only case and
// percent-encoding count in a scheme not known to use dot segments.
const pipe = "npipe:////./pipe/engine" // ok: the "." is part of the name

const pipeCase = "NPIPE:////./pipe/engine" // want `URI is not normalized \(case\)`

const sock = "unix:///run/app/../app.sock" // ok: a link may sit at app
