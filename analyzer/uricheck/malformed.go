// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"net/netip"
	"strings"

	"github.com/urilint/urilint/uricore"
)

// malformed turns the parse error of u into a finding. An invalid port is
// a port finding; bytes inside userinfo are not quoted, lest they be a
// password.
func malformed(u *subject) Finding {
	s, e := u.s, u.err
	piece := s[e.Offset:e.End]
	if at, ok := extraAt(u, e.Offset); ok {
		// "http://a@b:pw@example.org": the parser reads userinfo "a",
		// host "b" and a port "pw@…"; the fault is the first "@".
		return Finding{Category: Malformed, Offset: at, End: at + 1, Message: `"@" in userinfo must be percent-encoded as %40`}
	}
	if e.Code == uricore.ErrInvalidPort {
		p := portOf(u)
		if u.overlapsPassword(p.Start, e.End) || u.partial {
			// In a string that may grow later, a "port" may be a
			// password whose "@host" is written later, after the '/',
			// '?' or '#' it may hold (s := "https://ops:pw"; s += "@h"):
			// not quoted, whatever flow made the text look whole.
			return Finding{Category: Port, Offset: e.Offset, End: e.End, Message: "port is not a number"}
		}
		return Finding{Category: Port, Offset: e.Offset, End: e.End, Message: "port " + Quote(s[p.Start:e.End]) + " is not a number"}
	}
	comp := componentAt(u, e.Offset)
	if e.Code == uricore.ErrInvalidIPLiteral {
		comp = "host" // an unclosed '[' leaves the split no host to find
	}
	f := Finding{Category: Malformed, Offset: e.Offset, End: e.End}
	hint := "" // how the fix repairs it, if there is one
	if edits, fix := encodeEdits(u); edits != nil {
		// fix is ApplyEdits(s, edits), which parses.
		f.Fix, f.Edits = &fix, edits
		f.FixTitle = "Percent-encode the characters RFC 3986 does not allow"
		switch {
		case e.Code == uricore.ErrUnexpectedChar && s[e.Offset] >= 0x80 && !encodable(u, e.Offset):
			hint = "a non-ASCII host must be written as its IDNA A-label"
			f.FixTitle = "Write the host as its IDNA A-label"
		case e.Code == uricore.ErrInvalidIPLiteral:
			hint = "a zone ID follows \"%25\", not \"%\" (RFC 6874)"
			f.FixTitle = "Write the zone ID's \"%\" as \"%25\""
		case !inUserInfo(u, e.Offset):
			hint = encodeHint(s[e.Offset])
		default:
			hint = "percent-encode it"
		}
	}
	sep := ""
	if hint != "" {
		sep = ": "
	}
	// The message is made in one piece: the fault, where it is, the hint.
	switch {
	case inUserInfo(u, e.Offset) || u.overlapsPassword(e.Offset, e.End):
		f.Message = string(e.Code) + " in userinfo" + sep + hint
	case e.Offset == len(s):
		f.Message = string(e.Code) + " at end of string, in the " + comp + sep + hint
	case piece != "":
		f.Message = string(e.Code) + " " + Quote(piece) + " in the " + comp + sep + hint
	default:
		f.Message = string(e.Code) + sep + hint
	}
	return f
}

// inUserInfo reports whether offset i of u lies in what would be its
// userinfo: uricore's split of its authority.
func inUserInfo(u *subject, i int) bool {
	ui := u.sp.UserInfo
	return ui.Defined() && ui.Start <= i && i < ui.End
}

// extraAt reports whether the authority that holds offset off of u
// holds more than one "@", and returns the first.
func extraAt(u *subject, off int) (int, bool) {
	sp := u.sp
	if !sp.UserInfo.Defined() || off < sp.Authority.Start || off > sp.Authority.End {
		return 0, false
	}
	first := sp.Authority.Start + strings.IndexByte(sp.Authority.Of(u.s), '@')
	return first, first < sp.UserInfo.End
}

// IPv6NeedsBrackets is the message of a malformed finding about an IPv6
// address without its brackets, whose fix adds them.
const IPv6NeedsBrackets = "an IPv6 address in a URI needs brackets"

// unbracketedIPv6 reports an IPv6 address written without its brackets
// in the authority of s (RFC 3986 §3.2.2): "http://::1/" is not a host
// "" with a port ":1". The fault is the host's, whatever the parser met
// first. The fix adds the brackets where only one reading exists: the
// whole host-and-port text is an IPv6 address ("::1"), or an IPv6
// address and a port ("2001:db8:0:0:0:0:0:1:8080" has nine groups); not
// "2001:db8::7:8443", which is either.
func unbracketedIPv6(u *subject) (Finding, bool) {
	s, sp := u.s, u.sp
	if !sp.Host.Defined() {
		return Finding{}, false
	}
	start, end := sp.Host.Start, sp.Authority.End
	hp := s[start:end]
	if strings.Count(hp, ":") < 2 || strings.HasPrefix(hp, "[") {
		return Finding{}, false
	}
	whole := isIPv6(hp)
	i := strings.LastIndexByte(hp, ':')
	split := i > 0 && i+1 < len(hp) && strings.Trim(hp[i+1:], "0123456789") == "" && isIPv6(hp[:i])
	if !whole && !split {
		return Finding{}, false
	}
	f := Finding{Category: Malformed, Offset: start, End: end, Message: IPv6NeedsBrackets}
	var edits []Edit
	switch {
	case whole && !split:
		edits = []Edit{{start, start, "["}, {end, end, "]"}}
	case split && !whole:
		edits = []Edit{{start, start, "["}, {start + i, start + i, "]"}}
	}
	if edits != nil {
		fix := ApplyEdits(s, edits)
		f.Fix, f.Edits, f.FixTitle = &fix, edits, "Put the IPv6 address in brackets"
		if !sp.UserInfo.Defined() { // a message never quotes what may be a password
			f.Message += ": " + Quote(fix)
		}
	}
	return f, true
}

// isIPv6 reports whether h is an IPv6 address as RFC 3986's IPv6address
// writes it: no zone, which a URI writes as "%25" inside brackets.
func isIPv6(h string) bool {
	if strings.IndexByte(h, '%') >= 0 {
		return false
	}
	a, err := netip.ParseAddr(h)
	return err == nil && a.Is6()
}

// componentAt names the component of u that holds byte off, as
// uricore's split reads it: the message of a finding names the component
// at fault, not a symptom two components away.
func componentAt(u *subject, off int) string {
	sp := u.sp
	in := func(x uricore.Span) bool { return x.Defined() && x.Start <= off && off <= x.End }
	switch {
	case in(sp.Scheme) && off < sp.Scheme.End:
		return "scheme"
	case in(sp.UserInfo) && off < sp.UserInfo.End:
		return "userinfo"
	case in(sp.Host):
		return "host"
	case in(sp.Port):
		return "port"
	case in(sp.Query):
		return "query"
	case in(sp.Fragment):
		return "fragment"
	}
	return "path"
}

// malformedAfter returns the first fault in the text of u from offset
// from on, where an authority ends and the parser, stopped in it (a port
// that is not a number, a host with no scheme before it), has not read:
// the path, query and fragment, read as they stand after an authority.
// A fault in what may be a password is not reported: it would be quoted.
// Its fix, if any, repairs those bytes alone; Check keeps it only if the
// whole string then parses.
func malformedAfter(u *subject, from int) (Finding, bool) {
	const prefix = "//h" // an authority that parses, so that the parser reads on
	if from < 0 || from >= len(u.s) {
		return Finding{}, false
	}
	v := newSubject(prefix + u.s[from:])
	if v.err == nil {
		return Finding{}, false
	}
	f := malformed(&v)
	shift := from - len(prefix)
	f.Offset, f.End = f.Offset+shift, f.End+shift
	if f.Category != Malformed || f.Offset < from || u.overlapsPassword(f.Offset, f.End) {
		return Finding{}, false
	}
	if f.Fix != nil {
		edits := make([]Edit, len(f.Edits))
		for i, e := range f.Edits {
			edits[i] = Edit{e.Offset + shift, e.End + shift, e.New}
		}
		fix := ApplyEdits(u.s, edits)
		f.Fix, f.Edits = &fix, edits
	}
	return f, true
}
