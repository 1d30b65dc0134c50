package wrapneg

import (
	"net/url"
	"os"
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

// Either gives s to url.Parse on one branch and to os.Open on the other:
// not a sink, though url.Parse is written first.
func Either(s string, web bool) {
	if web {
		url.Parse(s)
		return
	}
	os.Open(s)
}

// EitherElse is Either with its branches the other way round: not a
// sink either.
func EitherElse(s string, file bool) {
	if file {
		os.Open(s)
		return
	}
	url.Parse(s)
}

// Both parses s on each branch: a sink.
func Both(s string, twice bool) { // want Both:`urisink\(#0 reference\)`
	if twice {
		url.Parse(s)
	}
	url.Parse(s)
}

// Chain1 .. Chain3 pass s on along a chain.
func Chain1(s string) { Chain2(s) } // want Chain1:"urisink"
func Chain2(s string) { Chain3(s) } // want Chain2:"urisink"
func Chain3(s string) { Parse(s) }  // want Chain3:"urisink"

func use() {
	ParseRepositoryURL("git@github.com:owner/repo.git") // ok: not a sink
	Chain1("http://a b/")                               // want `invalid percent-encoding|unexpected character`
	Either(`dir\file.txt`, false)                       // ok: a file name, not a sink's
	EitherElse(`dir\file.txt`, true)                    // ok: likewise
	Both("http://a b/", false)                          // want `invalid percent-encoding|unexpected character`
}
