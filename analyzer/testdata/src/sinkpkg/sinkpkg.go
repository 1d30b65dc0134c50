// Package sinkpkg defines a URI parser that -sinks names.
package sinkpkg

import "net/url"

// Fetch parses u as a URL to fetch.
func Fetch(u string) error { _, err := url.Parse(u); return err } // want Fetch:"urisink"

const home = "htp://example.com/" // want `looks like a misspelling of "http"`
