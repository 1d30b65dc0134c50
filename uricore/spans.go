// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore

import "strings"

// A Span is the byte range [Start, End) of a component in the text of a
// reference. An undefined component has Start = End = -1; a defined but
// empty one has Start = End (RFC 3986 §5.3 keeps them apart).
type Span struct {
	Start, End int
}

// Defined reports whether the component is present (its delimiter is).
func (s Span) Defined() bool { return s.Start >= 0 }

// Of returns the text of s in text, or "" if s is undefined.
func (s Span) Of(text string) string {
	if s.Start < 0 {
		return ""
	}
	return text[s.Start:s.End]
}

// Spans are where each component of a reference lies in its text. Each
// span excludes its delimiters: the scheme's ':', the authority's "//",
// the userinfo's '@', the port's ':', the query's '?' and the fragment's
// '#'.
type Spans struct {
	Scheme, Authority, UserInfo, Host, Port, Path, Query, Fragment Span

	// Password is the part of UserInfo after its first ':', the
	// "user:password" form RFC 3986 §3.2.1 deprecates; undefined when
	// the userinfo holds no ':'.
	Password Span
}

var undefined = Span{-1, -1}

var noSpans = Spans{undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined}

// Split splits s as RFC 3986 Appendix B does, for any input, valid or
// not, without allocating:
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//
// and splits the authority lexically: the userinfo runs to its last '@',
// the port follows the last ':' that is not inside brackets. For a valid
// reference the spans are exactly where [Parse]'s components come from.
// For an invalid one they are where a reader would look: a linter can
// find a password or a port in text that does not parse.
func Split(s string) Spans {
	sp := noSpans
	i := 0
	// (([^:/?#]+):)?
	if n := strings.IndexAny(s, ":/?#"); n > 0 && s[n] == ':' {
		sp.Scheme = Span{0, n}
		i = n + 1
	}
	// (//([^/?#]*))?
	if strings.HasPrefix(s[i:], "//") {
		start := i + 2
		end := len(s)
		if n := strings.IndexAny(s[start:], "/?#"); n >= 0 {
			end = start + n
		}
		sp.splitAuthority(s, start, end)
		i = end
	}
	sp.splitRest(s, i)
	return sp
}

// splitAuthority sets the spans of the authority s[start:end] and its parts.
func (sp *Spans) splitAuthority(s string, start, end int) {
	sp.Authority = Span{start, end}
	u, h, p := SplitAuthority(s[start:end])
	sp.UserInfo, sp.Host, sp.Port = u.shift(start), h.shift(start), p.shift(start)
	if c := strings.IndexByte(sp.UserInfo.Of(s), ':'); c >= 0 {
		sp.Password = Span{sp.UserInfo.Start + c + 1, sp.UserInfo.End}
	}
}

// splitRest sets the spans of the path, query and fragment of s[i:], as
// Appendix B reads them.
func (sp *Spans) splitRest(s string, i int) {
	// ([^?#]*)
	end := len(s)
	if n := strings.IndexAny(s[i:], "?#"); n >= 0 {
		end = i + n
	}
	sp.Path = Span{i, end}
	i = end
	// (\?([^#]*))?
	if i < len(s) && s[i] == '?' {
		end := len(s)
		if n := strings.IndexByte(s[i:], '#'); n >= 0 {
			end = i + n
		}
		sp.Query = Span{i + 1, end}
		i = end
	}
	// (#(.*))?
	if i < len(s) && s[i] == '#' {
		sp.Fragment = Span{i + 1, len(s)}
	}
}

// SplitAuthority splits the text of an authority (without its "//")
// lexically, for any input, as [Split] does: the userinfo runs to its
// last '@'; the port follows the first ':' after the host, which is an
// IP literal up to its ']' or else runs to that ':' — where [Parse]
// reads the port, so that its ErrInvalidPort offset lies in the port.
// The spans are offsets in auth; undefined ones are Span{-1, -1}.
func SplitAuthority(auth string) (userinfo, host, port Span) {
	userinfo, port = undefined, undefined
	hostStart := 0
	if at := strings.LastIndexByte(auth, '@'); at >= 0 {
		userinfo = Span{0, at}
		hostStart = at + 1
	}
	from := hostStart
	if strings.HasPrefix(auth[hostStart:], "[") {
		if c := strings.IndexByte(auth[hostStart:], ']'); c >= 0 {
			from = hostStart + c
		}
	}
	hostEnd := len(auth)
	if c := strings.IndexByte(auth[from:], ':'); c >= 0 {
		port = Span{from + c + 1, len(auth)}
		hostEnd = from + c
	}
	return userinfo, Span{hostStart, hostEnd}, port
}

// shift returns s moved by n bytes; an undefined span stays undefined.
func (s Span) shift(n int) Span {
	if s.Start < 0 {
		return s
	}
	return Span{s.Start + n, s.End + n}
}

// SchemeLen returns the length of the scheme-shaped prefix of s: ALPHA
// *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986 §3.1), whether or not a
// ':' follows it.
func SchemeLen(s string) int { return schemeEnd(s) }
