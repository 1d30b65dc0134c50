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
}

var undefined = Span{-1, -1}

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
	sp := Spans{undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined}
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
		sp.Authority = Span{start, end}
		u, h, p := SplitAuthority(s[start:end])
		sp.UserInfo, sp.Host, sp.Port = u.shift(start), h.shift(start), p.shift(start)
		i = end
	}
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
	return sp
}

// SplitAuthority splits the text of an authority (without its "//")
// lexically, for any input, as [Split] does: the userinfo runs to its
// last '@', the port follows the last ':' that is not inside brackets.
// The spans are offsets in auth; undefined ones are Span{-1, -1}.
func SplitAuthority(auth string) (userinfo, host, port Span) {
	userinfo, port = undefined, undefined
	hostStart := 0
	if at := strings.LastIndexByte(auth, '@'); at >= 0 {
		userinfo = Span{0, at}
		hostStart = at + 1
	}
	hostEnd := len(auth)
	if c := strings.LastIndexByte(auth[hostStart:], ':'); c >= 0 && strings.IndexByte(auth[hostStart+c:], ']') < 0 {
		port = Span{hostStart + c + 1, len(auth)}
		hostEnd = hostStart + c
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
