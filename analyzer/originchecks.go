// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/types"
	"strings"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// The checks that the origins of a template's holes decide (origins.go
// finds the origins, as the evaluator builds the template).

// checkOrigins returns the findings that the origins of u's holes make
// certain, whatever their values:
//   - a host that may be an IPv6 address followed by ":" and a port, in
//     the host of a URL, a url.URL's Host or an address: an IPv6 address
//     there needs brackets, which net.JoinHostPort writes
//     (fmt.Sprintf("%s://%s:%d/", scheme, u.Hostname(), port) gives
//     "https://::1:9000/", which url.Parse rejects);
//   - a test server's URL, http or https, given where only other
//     schemes are accepted (a websocket dialer).
func (ck *checks) checkOrigins(u *use) []finding {
	if u.component == uricheck.CompHost {
		return ck.gluedHosts(u.tmpl, func(i int) bool { return i == 0 }, u, u.expr)
	}
	if u.component != "" {
		return nil
	}
	out := ck.gluedHosts(u.tmpl, func(i int) bool { return hostAt(u, i) }, u, u.expr)
	out = append(out, ck.relativeSocket(u)...)
	out = append(out, ck.rawHoles(u.tmpl, u, u.expr)...)
	for i, p := range u.tmpl {
		switch {
		case !p.hole:
		case p.origin == originServerURL && i == 0:
			switch u.need.Kind {
			case uricheck.KindURL, uricheck.KindTarget:
				if !uricheck.Accepts(u.need, "http") && !uricheck.Accepts(u.need, "https") {
					out = append(out, finding{expr: p.expr, pos: p.expr.Pos(), end: p.expr.End(), cat: uricheck.Form, use: u,
						msg: uricheck.NeedText(u.opts) + ", but " + types.ExprString(p.expr) + ", a test server's URL, is http or https"})
				}
			}
		}
	}
	return out
}

// hostAt reports whether hole i of u's template stands where a host
// does: right after "//" or an "@", or at the start of an address a
// sink takes as host[:port].
func hostAt(u *use, i int) bool {
	if i == 0 {
		return u.need.Kind == uricheck.KindHostPort || u.need.Kind == uricheck.KindTarget
	}
	prev := u.tmpl[i-1]
	if prev.hole {
		return false
	}
	t := prev.text
	return len(t) >= 2 && t[len(t)-2:] == "//" || len(t) >= 1 && t[len(t)-1] == '@'
}

// relativeSocket returns the form finding of a gRPC target "unix://"
// followed by a path that may be relative: gRPC reads
// "unix://run/app.sock" as the authority "run" and the path
// "/app.sock". The path is relative when it is constant text without a
// leading "/", or may be when it comes from a flag, os.Args or the
// environment and its function never asks filepath.Abs or IsAbs of it.
func (ck *checks) relativeSocket(u *use) []finding {
	t := u.tmpl
	if u.need.Kind != uricheck.KindTarget || !uricheck.Accepts(u.need, "unix") || len(t) == 0 || t[0].hole || !strings.HasPrefix(strings.ToLower(t[0].text), "unix://") {
		return nil
	}
	rest := t[0].text[len("unix://"):]
	const msg = ": gRPC reads what follows \"unix://\" up to the next \"/\" as an authority; write \"unix:\" + a relative path, or make the path absolute (filepath.Abs)"
	p, off := t[0], len("unix://")
	if rest == "" && len(t) > 1 && !t[1].hole {
		p, off, rest = t[1], 0, t[1].text
	}
	switch {
	case rest != "":
		if rest[0] == '/' || p.lit == nil {
			return nil
		}
		pos, end := litRange(p.lit, ck.litSource(p.lit), p.off+off, p.off+len(p.text))
		return []finding{{lit: p.lit, pos: pos, end: end, cat: uricheck.Form, use: u,
			msg: "the socket path " + uricheck.Quote(rest) + " is relative" + msg}}
	case len(t) > 1 && t[1].hole && t[1].expr != nil:
		if what, ok := ck.text.maybeRelative(t[1].expr); ok {
			e := t[1].expr
			return []finding{{expr: e, pos: e.Pos(), end: e.End(), cat: uricheck.Form, use: u,
				msg: "the socket path " + types.ExprString(e) + " comes from " + what + " and may be relative" + msg}}
		}
	}
	return nil
}
