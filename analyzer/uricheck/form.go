// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"strconv"
	"strings"

	"github.com/urilint/urilint/uricore"
)

// form reports a valid reference that is not of the form o.Need requires.
func form(u *subject, o Options) (Finding, bool) {
	s, r := u.s, u.r
	want := needs(o)
	switch o.Need {
	case NeedReference:
		return Finding{}, false
	case NeedClientURL:
		if r.Scheme != "" && !looksLikeHost(r.Scheme) && !isHTTP(r.Scheme) {
			return Finding{}, false
		}
	case NeedRequestURL:
		if r.Scheme == "" && !r.HasAuthority {
			if strings.HasPrefix(r.Path, "/") {
				return Finding{}, false
			}
			if _, host := leadingHost(u); !host {
				return Finding{}, false
			}
		}
		// Building a request takes any absolute URI (a ws:// request
		// written with req.Write is right); http or https is the need of
		// a client that sends it. An http URL still needs its host.
		if r.Scheme != "" && !looksLikeHost(r.Scheme) && (!isHTTP(r.Scheme) || r.Host != "") {
			return Finding{}, false
		}
	case NeedRequestURI:
		if r.HasFragment {
			i := strings.IndexByte(s, '#')
			return Finding{Form, i, len(s), site(o) + " takes a request URI, which has no fragment", nil, nil}, true
		}
		// The origin form is an absolute path (RFC 9112 §3.2.1), and
		// 1*( "/" segment ) takes "//x" too: a server reads no authority
		// in a request target, as url.ParseRequestURI does not.
		if s == "*" || r.Scheme == "" && strings.HasPrefix(s, "/") {
			return Finding{}, false
		}
		if r.Scheme != "" && !looksLikeHost(r.Scheme) {
			return Finding{}, false
		}
	}

	switch {
	case r.Scheme == "":
		if end, ok := leadingHost(u); !r.HasAuthority && ok {
			return Finding{Form, 0, end, want + ", but " + Quote(s[:end]) + " has no scheme", nil, nil}, true
		}
		return Finding{Form, 0, len(s), want + ", but the URI has no scheme", nil, nil}, true
	case looksLikeHost(r.Scheme):
		return Finding{Form, 0, len(r.Scheme), want + ", but " + Quote(r.Scheme) + " parses as the scheme", nil, nil}, true
	case !isHTTP(r.Scheme):
		return Finding{Form, 0, len(r.Scheme), want + ", but the scheme is " + Quote(r.Scheme), nil, nil}, true
	case r.Host == "":
		i := len(r.Scheme) + 1
		return Finding{Form, i, i, want + ", but the URL has no host", nil, nil}, true
	}
	return Finding{}, false
}

// site names the call site for messages.
func site(o Options) string {
	if o.Site == "" {
		return "this call"
	}
	return o.Site
}

// needs says what the call site needs.
func needs(o Options) string {
	switch o.Need {
	case NeedHTTPURL, NeedClientURL:
		return site(o) + " needs an absolute http or https URL"
	case NeedRequestURL:
		return site(o) + " needs an absolute URI or a path starting with \"/\""
	case NeedRequestURI:
		return site(o) + " needs an absolute URI or a path starting with \"/\""
	}
	return site(o) + " needs a URI reference"
}

// leadingHost reports whether u starts with what a reader without a
// scheme takes for a host and port (curl's reading, [SplitLenient]):
// a name that looks like a host, no userinfo, and a port, if any, that is
// a number. end is where that authority ends.
func leadingHost(u *subject) (end int, ok bool) {
	s, sp := u.s, u.lenient()
	if sp.Scheme.Defined() || sp.Authority.Start != 0 || sp.UserInfo.Defined() || !looksLikeHost(sp.Host.Of(s)) {
		return 0, false
	}
	if p := sp.Port; p.Defined() {
		if _, err := strconv.ParseUint(p.Of(s), 10, 16); err != nil {
			return 0, false
		}
	}
	return sp.Authority.End, true
}

// fileExts are the extensions of names that look like a host name but
// are files ("index.html").
var fileExts = map[string]bool{
	"html": true, "htm": true, "json": true, "xml": true, "txt": true, "js": true, "css": true,
	"png": true, "jpg": true, "jpeg": true, "gif": true, "svg": true, "ico": true, "go": true,
	"md": true, "yaml": true, "yml": true, "php": true, "asp": true, "aspx": true, "jsp": true,
	"gz": true, "tgz": true, "zip": true, "tar": true, "pdf": true, "csv": true, "sh": true,
	"exe": true, "bin": true, "log": true, "toml": true, "proto": true, "pem": true, "key": true,
}

// looksLikeHost reports whether s, a name read as a host or a scheme,
// looks like a host name someone meant to send to: "localhost", a
// dotted-quad address, or a dotted name ending in a label of letters that
// is not a file extension ("www.example.com", not "index.html").
func looksLikeHost(s string) bool {
	if strings.EqualFold(s, "localhost") {
		return true
	}
	labels := strings.Split(s, ".")
	if len(labels) < 2 {
		return false
	}
	for _, l := range labels {
		if l == "" || strings.Trim(l, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") != "" {
			return false
		}
	}
	if len(labels) == 4 && strings.Trim(s, "0123456789.") == "" {
		return true
	}
	tld := labels[len(labels)-1]
	return len(tld) >= 2 && strings.Trim(tld, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" && !fileExts[strings.ToLower(tld)]
}

// isHTTP reports whether net/http's client speaks scheme.
func isHTTP(scheme string) bool {
	s, _ := uricore.LookupScheme(scheme)
	return s.HTTP
}
