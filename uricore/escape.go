// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore

// A Component names a component of a URI reference for [Escape].
type Component uint8

const (
	ComponentUserInfo    Component = iota // userinfo: unreserved / sub-delims / ":"
	ComponentHost                         // reg-name: unreserved / sub-delims
	ComponentPath                         // path: pchar / "/"
	ComponentPathSegment                  // one path segment: pchar, so "/" is escaped
	ComponentQuery                        // query: pchar / "/" / "?"
	ComponentFragment                     // fragment: pchar / "/" / "?"
)

// allowed reports whether component c holds byte b as it is.
func (c Component) allowed(b byte) bool {
	switch c {
	case ComponentUserInfo:
		return table[b]&cUserinfo != 0
	case ComponentHost:
		return table[b]&cRegName != 0
	case ComponentPath:
		return table[b]&cPchar != 0 || b == '/'
	case ComponentPathSegment:
		return table[b]&cPchar != 0
	case ComponentQuery, ComponentFragment:
		return table[b]&cQuery != 0
	}
	return table[b]&cUnreserved != 0
}

// Escape percent-encodes every byte of s that the component c cannot hold
// as it is (RFC 3986 §2.1, §2.4), "%" included, with upper-case hex digits.
// Reserved characters that c allows (sub-delims in a query, ":" in a
// path) are kept: what they mean inside the component is the scheme's
// business. Escape returns s itself when nothing needs escaping.
func Escape(s string, c Component) string {
	n := 0
	for i := 0; i < len(s); i++ {
		if !c.allowed(s[i]) {
			n++
		}
	}
	if n == 0 {
		return s
	}
	const hex = "0123456789ABCDEF"
	b := make([]byte, 0, len(s)+2*n)
	for i := 0; i < len(s); i++ {
		if ch := s[i]; c.allowed(ch) {
			b = append(b, ch)
		} else {
			b = append(b, '%', hex[ch>>4], hex[ch&15])
		}
	}
	return string(b)
}

// Unescape decodes every percent-encoding in s (RFC 3986 §2.1). A "%" not
// followed by two hex digits is an error, a *[ParseError] with code
// [ErrInvalidPercentEncoding] at the "%". The result may hold any byte,
// including reserved characters and invalid UTF-8: it is data, no longer
// a component. Unescape returns s itself when s holds no "%".
func Unescape(s string) (string, error) {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			if !isEscape(s, i) {
				return "", parseError(s, i, i+3, ErrInvalidPercentEncoding)
			}
			n++
			i += 2
		}
	}
	if n == 0 {
		return s, nil
	}
	b := make([]byte, 0, len(s)-2*n)
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			b = append(b, unescapeAt(s, i))
			i += 2
		} else {
			b = append(b, s[i])
		}
	}
	return string(b), nil
}

// isEscape reports whether s[i:] starts with a pct-encoded triplet,
// "%" HEXDIG HEXDIG (§2.1).
func isEscape(s string, i int) bool {
	return s[i] == '%' && i+2 < len(s) && table[s[i+1]]&cHex != 0 && table[s[i+2]]&cHex != 0
}

// unescapeAt returns the octet that the pct-encoded triplet at s[i] encodes.
func unescapeAt(s string, i int) byte { return unhex(s[i+1])<<4 | unhex(s[i+2]) }

// unhex returns the value of the hex digit c.
func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}
