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

// encodeEdits returns the edits that make s a valid reference where the
// repair is certain: each byte of mustEncode in the userinfo, path, query
// or fragment becomes its percent-encoding, a non-ASCII host becomes its
// IDNA A-label (RFC 5891, UTS #46 lookup), and a bare '%' before the zone
// ID of an IPv6 literal becomes "%25" (RFC 6874). It returns nil if any
// other error remains, or if s is valid.
func encodeEdits(s string) []Edit {
	var edits []Edit
	cur := s
	shift := 0 // len(cur) - len(s) before the edits' offsets, in cur
	for range 64 {
		_, err := uricore.Parse(cur)
		if err == nil {
			return edits
		}
		e := err.(*uricore.ParseError)
		i := e.Offset
		var ed Edit
		switch {
		case e.Code == uricore.ErrUnexpectedChar && i < len(cur) && mustEncode(cur[i]) && encodable(cur, i):
			ed = Edit{i, i + 1, pctEncode(cur[i])}
		case e.Code == uricore.ErrUnexpectedChar && i < len(cur) && cur[i] >= 0x80:
			from, to, ok := regName(cur, i)
			if !ok {
				return nil
			}
			a, err := idna.Lookup.ToASCII(cur[from:to])
			if err != nil || a == cur[from:to] {
				return nil
			}
			ed = Edit{from, to, a}
		case e.Code == uricore.ErrInvalidIPLiteral:
			j := zonePercent(cur, i)
			if j < 0 {
				return nil
			}
			ed = Edit{j, j + 1, "%25"}
		default:
			return nil
		}
		cur = cur[:ed.Offset] + ed.New + cur[ed.End:]
		// Offsets in s: every earlier edit lies before this one.
		orig := Edit{ed.Offset - shift, ed.End - shift, ed.New}
		shift += len(ed.New) - (ed.End - ed.Offset)
		edits = append(edits, orig)
	}
	return nil
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

func pctEncode(b byte) string {
	const hex = "0123456789ABCDEF"
	return string([]byte{'%', hex[b>>4], hex[b&15]})
}

// encodable reports whether offset i of s lies where percent-encoding is
// the certain repair: the userinfo, path, query or fragment, not the
// scheme, host or port, whose author's intent is unknown.
func encodable(s string, i int) bool {
	start, end, at, ok := authority(s)
	if !ok {
		n, colon := schemeColon(s)
		return !colon || i >= n // not in the scheme
	}
	if i < start {
		return false
	}
	if i >= end {
		return true
	}
	return i < at
}

// Authority returns where the authority of s lies, read lexically:
// after "//" at the start or after the scheme, up to the next '/', '?' or '#'.
func Authority(s string) (start, end int, ok bool) {
	start, end, _, ok = authority(s)
	return start, end, ok
}

// authority is [Authority], and also returns the offset of the '@' that
// ends the authority's userinfo, or -1. It reads uricore's split of s
// (RFC 3986 Appendix B), after a scheme-shaped scheme or at the start.
func authority(s string) (start, end, at int, ok bool) {
	sp := uricore.Split(s)
	if !sp.Authority.Defined() || sp.Scheme.Defined() && uricore.SchemeLen(s) != sp.Scheme.End {
		return 0, 0, -1, false
	}
	at = -1
	if sp.UserInfo.Defined() {
		at = sp.UserInfo.End
	}
	return sp.Authority.Start, sp.Authority.End, at, true
}

// authorityAt reads the authority that starts at offset start of s,
// valid or not: it ends at the first byte of stops, and its userinfo is
// where uricore's lexical split puts it (up to its last '@'; in an
// invalid authority, the last '@' is where a password with an '@' ends).
// It returns the end and the offset of that '@', or -1.
func authorityAt(s string, start int, stops string) (end, at int) {
	end = len(s)
	if j := strings.IndexAny(s[start:], stops); j >= 0 {
		end = start + j
	}
	if u, _, _ := uricore.SplitAuthority(s[start:end]); u.Defined() {
		return end, start + u.End
	}
	return end, -1
}

// schemeColon returns the length of the scheme-shaped prefix of s and
// whether a ':' follows it, making it the scheme of s.
func schemeColon(s string) (n int, ok bool) {
	n = uricore.SchemeLen(s)
	return n, n > 0 && n < len(s) && s[n] == ':'
}

// regName returns where the reg-name host around offset i of s lies, if
// i is in one: uricore's split of the authority, without its userinfo
// and port.
func regName(s string, i int) (from, to int, ok bool) {
	sp := uricore.Split(s)
	if _, _, _, ok := authority(s); !ok || s[sp.Host.Start:sp.Host.End] != "" && s[sp.Host.Start] == '[' {
		return 0, 0, false
	}
	return sp.Host.Start, sp.Host.End, sp.Host.Start <= i && i < sp.Host.End
}

// zonePercent returns the offset of the '%' that starts a zone ID written
// without "%25" in the IP literal around offset i of s, or -1.
func zonePercent(s string, i int) int {
	open := strings.LastIndexByte(s[:min(i+1, len(s))], '[')
	if open < 0 {
		return -1
	}
	closing := strings.IndexByte(s[open:], ']')
	if closing < 0 {
		return -1
	}
	lit := s[open+1 : open+closing]
	p := strings.IndexByte(lit, '%')
	if p < 0 || strings.HasPrefix(lit[p:], "%25") || !strings.Contains(lit[:p], ":") {
		return -1
	}
	return open + 1 + p
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
