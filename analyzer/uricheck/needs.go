// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"strings"
)

// A Need is the form of URI a call site requires: a kind, and for the
// kinds that name them, the schemes it accepts. Needs are comparable.
type Need struct {
	Kind NeedKind
	// Schemes are the schemes NeedURL, NeedDSN and NeedTarget accept,
	// lower case, separated by "|" ("mongodb|mongodb+srv").
	Schemes string `json:",omitempty"`
	// List says that the string is a comma-separated list, each element
	// of the need (nats.Connect's servers).
	List bool `json:",omitempty"`
	// Slash says that the URL is a base whose path must end in "/": the
	// library appends names to it (slack.OptionAPIURL).
	Slash bool `json:",omitempty"`
	// Socket says that KindHostPort takes the absolute path of a Unix
	// socket too: the library dials "unix" for a value that starts with
	// "/" (go-redis's Options.Addr).
	Socket bool `json:",omitempty"`
}

// A NeedKind is the kind of a Need.
type NeedKind uint8

const (
	// KindReference accepts any URI reference (url.Parse).
	KindReference NeedKind = iota
	// KindHTTPURL needs an absolute http or https URL with a host
	// (http.Get and the other functions that send).
	KindHTTPURL
	// KindRequestURL needs an absolute URI (an http or https one with a
	// host), or an absolute path (http.NewRequest: handler tests build
	// requests that way). Only a client that sends the request needs
	// http or https.
	KindRequestURL
	// KindRequestURI needs an absolute URI or an absolute path, and no
	// fragment (url.ParseRequestURI, httptest.NewRequest).
	KindRequestURI
	// KindClientURL is KindHTTPURL for the methods of a client whose
	// Transport may serve other schemes (Transport.RegisterProtocol): a
	// URI with a scheme that does not look like a host is accepted.
	KindClientURL
	// KindURL needs an absolute URI with one of the need's schemes
	// (amqp.Dial: amqp or amqps).
	KindURL
	// KindDSN needs a URL with one of the need's schemes, or a
	// connection string that is not a URL: text without "://" is not
	// checked (pgx.Connect takes "host=db user=app" too).
	KindDSN
	// KindHostPort needs host[:port] and nothing else: no scheme, path
	// or userinfo (otlptracehttp.WithEndpoint, minio.New).
	KindHostPort
	// KindTarget needs host[:port], or a URI with one of the need's
	// schemes (a gRPC target: "localhost:50051" or "dns:///db:50051").
	KindTarget
)

// The needs of the standard library's sinks.
var (
	NeedReference  = Need{Kind: KindReference}
	NeedHTTPURL    = Need{Kind: KindHTTPURL}
	NeedRequestURL = Need{Kind: KindRequestURL}
	NeedRequestURI = Need{Kind: KindRequestURI}
	NeedClientURL  = Need{Kind: KindClientURL}
)

// accepts reports whether the need's schemes hold scheme, in any case.
// A scheme written "!http" is refused; "*" accepts every scheme not
// refused (a gRPC target's resolver may be one the program registers).
func (n Need) accepts(scheme string) bool {
	any := false
	for s := range strings.SplitSeq(n.Schemes, "|") {
		switch {
		case s == "*":
			any = true
		case strings.HasPrefix(s, "!"):
			if strings.EqualFold(s[1:], scheme) {
				return false
			}
		case strings.EqualFold(s, scheme):
			return true
		}
	}
	return any
}

// names reports whether the need's schemes name scheme itself, not
// through "*".
func (n Need) names(scheme string) bool {
	for s := range strings.SplitSeq(n.Schemes, "|") {
		if strings.EqualFold(s, scheme) {
			return true
		}
	}
	return false
}

// library reports whether the need is one of a library's, whose URIs
// are read by the library's own parser: their text is checked, not
// normalized (a dot segment in "npipe:////./pipe/docker_engine" is part
// of a pipe's name).
func (n Need) library() bool {
	switch n.Kind {
	case KindURL, KindDSN, KindHostPort, KindTarget:
		return true
	}
	return false
}

// Compare orders needs: by kind, then by their other fields.
func (n Need) Compare(m Need) int {
	if c := int(n.Kind) - int(m.Kind); c != 0 {
		return c
	}
	if c := strings.Compare(n.Schemes, m.Schemes); c != 0 {
		return c
	}
	if n.List != m.List {
		if n.List {
			return 1
		}
		return -1
	}
	if n.Slash != m.Slash {
		if n.Slash {
			return 1
		}
		return -1
	}
	if n.Socket != m.Socket {
		if n.Socket {
			return 1
		}
		return -1
	}
	return 0
}

// Accepts reports whether need names scheme among those it accepts.
func Accepts(need Need, scheme string) bool { return need.accepts(scheme) }
