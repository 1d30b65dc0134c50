package wrapneg

import (
	"net/url"
	"strings"
)

// ParseRepositoryURL handles SCP syntax before it parses a URL: not a sink.
func ParseRepositoryURL(s string) (*url.URL, error) {
	if strings.HasPrefix(s, "git@") {
		return &url.URL{Scheme: "ssh", Host: "example.com"}, nil
	}
	return url.Parse(s)
}

// Parse passes s on unchanged: a sink.
func Parse(s string) (*url.URL, error) { return url.Parse(s) } // want Parse:"urisink"

// Loop passes s on in a loop, a retry: a sink.
func Loop(s string) { // want Loop:`urisink\(#0 reference\)`
	for range 2 {
		if _, err := url.Parse(s); err == nil {
			return
		}
	}
}

// LoopCheck looks at s first in its loop: not a sink.
func LoopCheck(s string) {
	for range 2 {
		if strings.HasPrefix(s, "git@") {
			continue
		}
		url.Parse(s)
	}
}

// Closure passes s on in a function literal, which may never run: not a
// sink.
func Closure(s string) func() {
	return func() { url.Parse(s) }
}

// Chain1 .. Chain3 pass s on along a chain.
func Chain1(s string) { Chain2(s) } // want Chain1:"urisink"
func Chain2(s string) { Chain3(s) } // want Chain2:"urisink"
func Chain3(s string) { Parse(s) }  // want Chain3:"urisink"

func use() {
	ParseRepositoryURL("git@github.com:owner/repo.git") // ok: not a sink
	Chain1("http://a b/")                               // want `invalid percent-encoding|unexpected character`
}
