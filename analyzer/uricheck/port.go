// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"strconv"
	"strings"

	"github.com/urilint/urilint/uricore"
)

// port reports a port outside 0–65535 in u, a valid reference.
func port(u *subject) (Finding, bool) {
	r := u.r
	if !r.HasPort || r.Port == "" {
		return Finding{}, false
	}
	if n, err := strconv.ParseUint(r.Port, 10, 16); err == nil && n <= 65535 {
		return Finding{}, false
	}
	off := u.sp.Port.Start // s parses: the split is exact
	return Finding{Category: Port, Offset: off, End: off + len(r.Port), Message: "port " + r.Port + " is out of range 0-65535"}, true
}

// portOf returns the span of the port that the ErrInvalidPort e of u is
// in: uricore's split, which reads the port where the parser does.
func portOf(u *subject) uricore.Span {
	p, e := u.sp.Port, u.err
	if !p.Defined() || p.Start > e.Offset || e.Offset > p.End {
		return uricore.Span{Start: e.Offset, End: e.Offset} // not expected: the parser reads a port where the split does
	}
	return p
}

// defaultPort reports whether the scheme of u is one whose URIs name a
// single port (the scheme table gives it a default one): there a list
// or a range of ports is a mistake, not a convention of the scheme.
func defaultPort(u *subject) bool {
	if !u.sp.Scheme.Defined() {
		return false
	}
	info, ok := uricore.LookupScheme(u.sp.Scheme.Of(u.s))
	return ok && info.DefaultPort != ""
}

// portList reports whether the text from the start of an invalid port on is a list
// of hosts and ports ("1,host2:2/db", as PostgreSQL and MongoDB connection
// strings write several servers) or a port range ("1001-1009", as Caddy
// writes): conventions of their schemes, which need no single number
// there, not a mistake in a port.
func portList(rest string) bool {
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	if strings.Contains(rest, ",") {
		return true
	}
	parts := strings.Split(rest, "-")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if p == "" || strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	return true
}

// splitPort reports a port outside 0–65535 in u, a string that does
// not parse or whose slip leaves it no authority: the port of uricore's
// split where it reads an authority after a scheme RFC 3986 allows, where
// the parser reads it once the string's fault is repaired; else, if
// lenient, the port of [SplitLenient] after a scheme
// ("https:/example.com:99999/", a slip). A port that is not a number is
// the parser's to report: where the parser stopped before it (in the
// host), that reading is not sure enough. A port that may be a password,
// or that a string still growing may turn into one, is not quoted.
func splitPort(u *subject, lenient bool) (Finding, bool) {
	p := u.sp.Port
	switch {
	case u.err != nil && u.err.Code == uricore.ErrInvalidIPLiteral:
		return Finding{}, false // an unclosed '[' leaves no port to read
	case u.rfcScheme && u.sp.Authority.Defined():
	case lenient && u.lenient().Scheme.Defined():
		p = u.lenient().Port
	default:
		return Finding{}, false
	}
	if !p.Defined() || p.Start == p.End {
		return Finding{}, false
	}
	text := p.Of(u.s)
	if strings.Trim(text, "0123456789") != "" {
		return Finding{}, false
	}
	if n, err := strconv.ParseUint(text, 10, 16); err == nil && n <= 65535 {
		return Finding{}, false
	}
	f := Finding{Category: Port, Offset: p.Start, End: p.End, Message: "port is out of range 0-65535"}
	if !u.partial && !u.overlapsPassword(p.Start, p.End) {
		f.Message = "port " + text + " is out of range 0-65535"
	}
	return f, true
}
