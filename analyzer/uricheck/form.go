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
	switch o.Need.Kind {
	case KindURL, KindDSN, KindTarget:
		return schemeForm(u, o)
	}
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
			return Finding{Category: Form, Offset: i, End: len(s), Message: site(o) + " takes a request URI, which has no fragment"}, true
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
	case r.Scheme == "" || looksLikeHost(r.Scheme):
		return noScheme(u, needs(o)), true
	case !isHTTP(r.Scheme):
		return Finding{Category: Form, Offset: 0, End: len(r.Scheme), Message: needs(o) + ", but the scheme is " + Quote(r.Scheme)}, true
	case r.Host == "":
		i := len(r.Scheme) + 1
		return Finding{Category: Form, Offset: i, End: i, Message: needs(o) + ", but the URL has no host"}, true
	}
	return Finding{}, false
}

// splitForm reports the form finding of u, a string that does not
// parse, as the parts uricore's split reads in it say: the scheme, host,
// path and fragment the parser reads once the fault is repaired
// ("example.com:8080/a b" has the scheme "example.com"). A scheme RFC 3986
// does not allow leaves no reading, and no finding.
func splitForm(u *subject, o Options) (Finding, bool) {
	if !u.rfcScheme || o.Need == NeedReference {
		return Finding{}, false
	}
	s, sp := u.s, u.sp
	read := *u
	read.err = nil
	read.r = uricore.Reference{
		Scheme: sp.Scheme.Of(s), UserInfo: sp.UserInfo.Of(s), Host: sp.Host.Of(s), Port: sp.Port.Of(s),
		Path: sp.Path.Of(s), Query: sp.Query.Of(s), Fragment: sp.Fragment.Of(s),
		HasAuthority: sp.Authority.Defined(), HasUserInfo: sp.UserInfo.Defined(), HasPort: sp.Port.Defined(),
		HasQuery: sp.Query.Defined(), HasFragment: sp.Fragment.Defined(),
	}
	return form(&read, o)
}

// schemeForm reports a valid reference that is not a URI of one of the
// schemes o.Need accepts, or, for a base, whose path does not end in "/".
func schemeForm(u *subject, o Options) (Finding, bool) {
	r := u.r
	switch {
	case r.Scheme != "" && o.Need.accepts(r.Scheme):
		if p := u.sp.Path; o.Need.Slash && !strings.HasSuffix(r.Path, "/") {
			return Finding{Category: Form, Offset: p.End, End: p.End, Message: needs(o) + ", but its path does not end in \"/\""}, true
		}
		return Finding{}, false
	case r.Scheme == "" || looksLikeHost(r.Scheme):
		return noScheme(u, needs(o)), true
	}
	return Finding{Category: Form, Offset: 0, End: len(r.Scheme), Message: needs(o) + ", but the scheme is " + Quote(r.Scheme)}, true
}

// noScheme returns the form finding about u, a valid reference that has
// no scheme, or whose scheme looks like a host ("localhost:8080"), at a
// site that wants one.
func noScheme(u *subject, want string) Finding {
	s, r := u.s, u.r
	if r.Scheme != "" {
		return Finding{Category: Form, Offset: 0, End: len(r.Scheme), Message: want + ", but " + Quote(r.Scheme) + " parses as the scheme"}
	}
	if end, ok := leadingHost(u); !r.HasAuthority && ok {
		return Finding{Category: Form, Offset: 0, End: end, Message: want + ", but " + Quote(s[:end]) + " has no scheme"}
	}
	return Finding{Category: Form, Offset: 0, End: len(s), Message: want + ", but the URI has no scheme"}
}

// targetURI reports whether s, given to a site that needs host[:port]
// or a URI of need's schemes, is a URI: it starts with "scheme://" or
// with one of need's schemes and ":" ("unix:/tmp/s"). "localhost:50051"
// is a host and port.
func targetURI(s string, need Need) bool {
	n := uricore.SchemeLen(s)
	if n == 0 || n == len(s) || s[n] != ':' {
		return false
	}
	return strings.HasPrefix(s[n:], "://") || need.names(s[:n])
}

// hostPort reports what is wrong with s given to a site that needs
// host[:port] (RFC 3986 §3.2.2–3.2.3) and nothing else: a scheme,
// userinfo, a path, query or fragment, and beside a scheme or a path what
// is wrong in the host and port.
func hostPort(s string, o Options) []Finding {
	if s == "" || o.Need.Socket && strings.HasPrefix(s, "/") {
		return nil // the library's default, or a Unix socket's path where the need takes one
	}
	if i := strings.Index(s, "://"); i >= 0 && uricore.SchemeLen(s) == i {
		fs := []Finding{{Category: Form, Offset: 0, End: i + 3, Message: needs(o) + ", but the string starts with the scheme " + Quote(s[:i+3])}}
		if u := newSubject(s); u.err == nil {
			if f, ok := port(&u); ok { // "http://collector:99999"
				fs = append(fs, f)
			}
			if f, ok := credentials(&u); ok {
				fs = append(fs, f)
			}
		} else if f, ok := listCredentials(&u); ok {
			fs = append(fs, f)
		}
		return fs
	}
	if u, _, _ := uricore.SplitAuthority(s); u.Defined() {
		return []Finding{{Category: Form, Offset: 0, End: u.End + 1, Message: needs(o) + ", but the string holds userinfo"}}
	}
	var fs []Finding
	hp := s // the host and port
	if i := strings.IndexAny(s, "/?#"); i >= 0 {
		what := map[byte]string{'/': "a path", '?': "a query", '#': "a fragment"}[s[i]]
		fs, hp = []Finding{{Category: Form, Offset: i, End: len(s), Message: needs(o) + ", but " + Quote(s[i:]) + " is " + what}}, s[:i]
	}
	// What follows the host and port hides nothing wrong in them
	// ("collector:99999/v1/traces").
	switch {
	case hp == "":
	case !strings.HasPrefix(hp, "[") && strings.Count(hp, ":") > 1:
		fs = append(fs, Finding{Category: Malformed, Offset: 0, End: len(hp), Message: IPv6NeedsBrackets + " before its port (net.JoinHostPort writes them)"})
	default:
		fs = append(fs, authority(hp, "")...)
	}
	return fs
}

// authority returns what is wrong with s read as host[:port] after
// "//" (RFC 3986 §3.2.2–3.2.3), in s's offsets, each message prefixed
// with prefix: a malformed host or port, or a port out of range. It
// offers no fix: the author's intent in a host or port is unknown.
func authority(s, prefix string) []Finding {
	full := newSubject("//" + s)
	if full.err != nil {
		f := malformed(&full)
		f.Message = prefix + f.Message
		f.Offset, f.End = f.Offset-2, f.End-2
		f.Fix, f.Edits = nil, nil
		if f.Offset < 0 {
			return nil
		}
		return []Finding{f}
	}
	if f, ok := port(&full); ok {
		f.Offset, f.End = f.Offset-2, f.End-2
		return []Finding{f}
	}
	return nil
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
	switch o.Need.Kind {
	case KindURL:
		if o.Need.Slash {
			return site(o) + " needs " + article(o.Need.Schemes) + " URL whose path ends in \"/\""
		}
		return site(o) + " needs " + article(o.Need.Schemes) + " URL"
	case KindDSN:
		return site(o) + " needs " + article(o.Need.Schemes) + " URL or a connection string that is not a URL"
	case KindHostPort:
		if o.Need.Socket {
			return site(o) + " needs host[:port] or a Unix socket's path"
		}
		return site(o) + " needs host[:port] alone"
	case KindTarget:
		if o.Need.Schemes == "*" {
			return site(o) + " needs host[:port] or a URI"
		}
		if i := strings.Index(o.Need.Schemes, "*|!"); i >= 0 {
			refused := strings.Split(o.Need.Schemes[i+3:], "|!")
			return site(o) + " needs host[:port] or a URI whose scheme is not " + strings.Join(refused[:len(refused)-1], ", ") + " or " + refused[len(refused)-1]
		}
		return site(o) + " needs host[:port] or " + article(o.Need.Schemes) + " URI"
	}
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
	labels := strings.Count(s, ".") + 1
	if labels < 2 {
		return false
	}
	for l := range strings.SplitSeq(s, ".") {
		if l == "" || strings.Trim(l, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") != "" {
			return false
		}
	}
	if labels == 4 && strings.Trim(s, "0123456789.") == "" {
		return true
	}
	tld := s[strings.LastIndexByte(s, '.')+1:]
	return len(tld) >= 2 && strings.Trim(tld, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" && !fileExts[strings.ToLower(tld)]
}

// isHTTP reports whether net/http's client speaks scheme.
func isHTTP(scheme string) bool {
	s, _ := uricore.LookupScheme(scheme)
	return s.HTTP
}

// article writes the schemes "a|b|c" for a message with their article:
// "an a, b or c".
func article(schemes string) string {
	list := strings.Split(schemes, "|")
	text := list[0]
	if len(list) > 1 {
		text = strings.Join(list[:len(list)-1], ", ") + " or " + list[len(list)-1]
	}
	if strings.ContainsRune("aeio", rune(text[0])) || strings.HasPrefix(text, "http") {
		return "an " + text
	}
	return "a " + text
}

// NeedText says what the site o names needs, as messages begin:
// "net/http.Get needs an absolute http or https URL".
func NeedText(o Options) string { return needs(o) }
