// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"strings"

	"golang.org/x/net/idna"

	"github.com/urilint/urilint/uricore"
)

// mustEncode reports whether b is a byte RFC 3986 does not allow in a
// path, query, fragment or userinfo, whose percent-encoding decodes to the
// same text: white space, '"', '<', '>', '\\', '^', '`', '{', '|', '}',
// '[' and ']' (allowed only around an IP literal), and every byte of a
// non-ASCII character (RFC 3987 §3.1).
func mustEncode(b byte) bool {
	return b == ' ' || b >= 0x80 || strings.IndexByte("\"<>\\^`{|}[]", b) >= 0
}

// An Edit replaces the bytes [Offset, End) of a string with New.
type Edit struct {
	Offset, End int
	New         string
}

// encodeEdits returns the edits that make u a valid reference where the
// repair is certain: each byte of mustEncode in the userinfo, path, query
// or fragment becomes its percent-encoding, a non-ASCII host becomes its
// IDNA A-label (RFC 5891, UTS #46 lookup), and a bare '%' before the zone
// ID of an IPv6 literal becomes "%25" (RFC 6874). It returns nil if any
// other error remains, or if u is valid; else the edits, and the text
// they make, which parses.
func encodeEdits(u *subject) ([]Edit, string) {
	var edits []Edit
	c := u // the text after the edits so far, which does not parse
	var next subject
	shift := 0 // len(cur) - len(s) before the edits' offsets, in cur
	// At most 63 edits, each followed by a parse of the text it makes.
	for range 63 {
		cur, e := c.s, c.err
		if e == nil {
			return nil, "" // u is valid
		}
		i := e.Offset
		var ed Edit
		switch {
		case e.Code == uricore.ErrUnexpectedChar && i < len(cur) && mustEncode(cur[i]) && encodable(c, i):
			ed = Edit{i, i + 1, pctEncode(cur[i])}
		case e.Code == uricore.ErrUnexpectedChar && i < len(cur) && cur[i] >= 0x80:
			from, to, ok := regName(c, i)
			if !ok {
				return nil, ""
			}
			a, err := idna.Lookup.ToASCII(cur[from:to])
			if err != nil || a == cur[from:to] {
				return nil, ""
			}
			ed = Edit{from, to, a}
		case e.Code == uricore.ErrInvalidIPLiteral && i < len(cur) && cur[i] == '%':
			// The parser stops at the '%' of a zone ID not written "%25";
			// if the literal is not IPv6 with a zone, the next parse fails
			// again and there is no fix.
			ed = Edit{i, i + 1, "%25"}
		default:
			return nil, ""
		}
		text := cur[:ed.Offset] + ed.New + cur[ed.End:]
		// Offsets in s: every earlier edit lies before this one.
		orig := Edit{ed.Offset - shift, ed.End - shift, ed.New}
		shift += len(ed.New) - (ed.End - ed.Offset)
		edits = append(edits, orig)
		r, err := uricore.Parse(text)
		if err == nil {
			return edits, text // no split: only a text that does not parse is read again
		}
		next = parsedSubject(text, r, err)
		c = &next
	}
	return nil, ""
}

// ApplyEdits applies edits, sorted and disjoint, to s.
func ApplyEdits(s string, edits []Edit) string {
	var b strings.Builder
	last := 0
	for _, e := range edits {
		b.WriteString(s[last:e.Offset])
		b.WriteString(e.New)
		last = e.End
	}
	b.WriteString(s[last:])
	return b.String()
}

// pctEncode returns the percent-encoding of b ("%2F").
func pctEncode(b byte) string { return pctEncoded[3*int(b) : 3*int(b)+3] }

// pctEncoded is "%00%01…%FF": pctEncode slices it, so that an edit
// makes no string.
var pctEncoded = func() string {
	const hex = "0123456789ABCDEF"
	var b [3 * 256]byte
	for i := range 256 {
		b[3*i], b[3*i+1], b[3*i+2] = '%', hex[i>>4], hex[i&15]
	}
	return string(b[:])
}()

// encodable reports whether offset i of u lies where percent-encoding is
// the certain repair: the userinfo, path, query or fragment, not the
// scheme, host or port, whose author's intent is unknown.
func encodable(u *subject, i int) bool {
	sp := u.sp
	switch {
	case !u.rfcScheme:
		return false
	case sp.Authority.Defined() && sp.Authority.Start <= i && i <= sp.Authority.End:
		return sp.UserInfo.Defined() && i < sp.UserInfo.End
	}
	return !sp.Scheme.Defined() || i > sp.Scheme.End
}

// Authority returns where the authority of s lies, as uricore's split of
// s reads it (RFC 3986 Appendix B), after a scheme RFC 3986 allows or at
// the start.
func Authority(s string) (start, end int, ok bool) {
	sp := uricore.Split(s)
	if !rfcScheme(s, sp) || !sp.Authority.Defined() {
		return 0, 0, false
	}
	return sp.Authority.Start, sp.Authority.End, true
}

// regName returns where the reg-name host around offset i of u lies, if
// i is in one: uricore's split of the authority, without its userinfo
// and port.
func regName(u *subject, i int) (from, to int, ok bool) {
	h := u.sp.Host
	if !u.rfcScheme || !h.Defined() || strings.HasPrefix(h.Of(u.s), "[") {
		return 0, 0, false
	}
	return h.Start, h.End, h.Start <= i && i < h.End
}

// encodeHint says how to repair the byte b.
func encodeHint(b byte) string {
	switch {
	case b == ' ':
		return "a space must be percent-encoded as %20"
	case b >= 0x80:
		return "a non-ASCII character must be percent-encoded as its UTF-8 bytes"
	}
	return "'" + string(b) + "' must be percent-encoded as " + pctEncode(b)
}
