// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"slices"
	"strconv"
	"strings"

	"github.com/urilint/urilint/uricore"
)

// IsRedacted reports whether the password pw is already redacted: all
// 'x' (as url.URL.Redacted writes it) or all '*'.
func IsRedacted(pw string) bool {
	return strings.Trim(pw, "x*") == "" || strings.Trim(pw, "X*") == ""
}

// Quote returns s, URI text, quoted for a message: as strconv.Quote
// does, after Redact. Every message that quotes URI text quotes it so.
func Quote(s string) string {
	r, _ := Redact(s)
	for i := 0; i < len(r); i++ {
		if c := r[i]; c < ' ' || c > '~' || c == '"' || c == '\\' {
			return strconv.Quote(r)
		}
	}
	return `"` + r + `"` // printable ASCII, which strconv.Quote keeps as it is
}

// Redact returns s with each password of a userinfo replaced by
// "xxxxx", as net/url's URL.Redacted does, and a function that maps a
// byte offset of s to the same place in the redacted text (an offset
// inside a password maps to the start of its "xxxxx"). It reads userinfo
// lexically, so that it redacts invalid URIs too.
func Redact(s string) (string, func(int) int) {
	rs := passwordsOf(s)
	if len(rs) == 0 {
		return s, func(off int) int { return off }
	}
	var b strings.Builder
	last := 0
	for _, r := range rs {
		b.WriteString(s[last:r[0]])
		b.WriteString("xxxxx")
		last = r[1]
	}
	b.WriteString(s[last:])
	return b.String(), func(off int) int {
		shift := 0
		for _, r := range rs {
			switch {
			case off >= r[1]:
				shift += len("xxxxx") - (r[1] - r[0])
			case off >= r[0]:
				return r[0] + shift
			}
		}
		return off + shift
	}
}

// passwordsOf returns where what reads as a password lies in s, in
// order and disjoint: the Password span of s split strictly (RFC 3986
// Appendix B) and leniently (as a browser or curl reads a slip:
// "http:/u:pw@h", "http:\\\\u:pw@h", "u:pw@h", "http://u:pa/ss@h"),
// and the same in each path, query or fragment of those readings that is
// a URI of its own ("http://http://u:pw@h", "jdbc:mysql://u:pw@h",
// "https://h/?next=http://u:pw@h").
func passwordsOf(s string) [][2]int {
	if strings.IndexByte(s, '@') < 0 { // no userinfo without one
		return nil
	}
	sp := uricore.Split(s)
	if passwordFree(s, sp) {
		return nil
	}
	return passwordRanges(s, sp, SplitLenient(s))
}

// passwordFree reports, without reading s as [passwordRanges] does,
// that none of its readings finds a password in s, whose strict split
// is sp. Each password they find ends at an '@' and starts after a ':',
// with a byte between: a split's Password runs from its userinfo's first
// ':' to the '@' that ends it, and so does the search after "://". The
// ':' that ends the scheme of sp, when '/' or '\' follows it, starts
// none: the strict reading's authority starts after it, the lenient
// one's after its run of slashes, or, where the lenient reading finds no
// scheme, ends at that '/' or '\' or before it, with no ':' in its
// userinfo; a path, query or fragment read again starts after that ':'
// or holds it as the end of its own scheme, with the same '/' or '\'
// after it. So "http://user@h/a b" (a userinfo without ':') is free;
// "u:pw@h", "http:/u:pw@h" and "https://h/?next=http://u:pw@h" are not.
func passwordFree(s string, sp uricore.Spans) bool {
	at := strings.LastIndexByte(s, '@')
	if at < 0 {
		return true // no userinfo without one
	}
	from := 0
	if sc := sp.Scheme; sc.Defined() && (strings.HasPrefix(s[sc.End:], ":/") || strings.HasPrefix(s[sc.End:], `:\`)) {
		from = sc.End + 1
	}
	if at < from {
		return true // the '@' is in the scheme
	}
	c := strings.IndexByte(s[from:at], ':')
	return c < 0 || from+c+1 == at
}

// passwordRanges is [passwordsOf] of s, given its strict and lenient
// splits. A text without '@' holds no userinfo in either reading, nor
// does any part of it: it is not split.
func passwordRanges(s string, strict, lenient uricore.Spans) [][2]int {
	var rs [][2]int
	var visit func(off int, t string, readings [2]uricore.Spans, depth int)
	visit = func(off int, t string, readings [2]uricore.Spans, depth int) {
		var seen []uricore.Span
		for _, sp := range readings {
			if p := sp.Password; p.End > p.Start {
				rs = addRange(rs, [2]int{off + p.Start, off + p.End})
			}
			if depth == 0 {
				continue
			}
			for _, c := range [...]uricore.Span{sp.Path, sp.Query, sp.Fragment} {
				if c.Defined() && c.End-c.Start < len(t) && !slices.Contains(seen, c) {
					seen = append(seen, c)
					if sub := c.Of(t); strings.IndexByte(sub, '@') >= 0 {
						visit(off+c.Start, sub, [2]uricore.Spans{uricore.Split(sub), SplitLenient(sub)}, depth-1)
					}
				}
			}
		}
	}
	visit(0, s, [2]uricore.Spans{strict, lenient}, 8)
	// After any "://", wherever it stands, "user:password@" reads as a
	// userinfo to whoever copies the text from there ("/ ://:pw@" is a
	// path where it stands).
	for i := 0; ; {
		j := strings.Index(s[i:], "://")
		if j < 0 {
			break
		}
		i += j + 3
		auth := s[i:]
		if k := strings.IndexAny(auth, "/?#"); k >= 0 {
			auth = auth[:k]
		}
		if at := strings.LastIndexByte(auth, '@'); at >= 0 {
			if c := strings.IndexByte(auth[:at], ':'); c >= 0 && c+1 < at {
				rs = addRange(rs, [2]int{i + c + 1, i + at})
			}
		}
	}
	slices.SortFunc(rs, func(a, b [2]int) int { return a[0] - b[0] })
	return rs
}

// addRange adds r to rs, merging the ranges it overlaps: two readings
// that disagree on where a password ends both hide their part of it.
func addRange(rs [][2]int, r [2]int) [][2]int {
	out := rs[:0]
	for _, q := range rs {
		if q[0] < r[1] && r[0] < q[1] {
			r = [2]int{min(r[0], q[0]), max(r[1], q[1])}
			continue
		}
		out = append(out, q)
	}
	return append(out, r)
}

// RedactQuoted returns msg, a message of another tool (a type error, a
// syntax error), with every password in its quoted Go strings replaced
// as Redact does. The go/types errors quote an expression as its source
// text and a constant by its value ("multiple-value
// url.Parse(\"http://u:pw@h/\")"): either is a quoted string in msg,
// and the password is in no other form there.
func RedactQuoted(msg string) string {
	if strings.IndexByte(msg, '@') < 0 {
		return msg
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(msg); i++ {
		if msg[i] != '"' && msg[i] != '`' {
			continue
		}
		q, err := strconv.QuotedPrefix(msg[i:])
		if err != nil {
			continue
		}
		if s, err := strconv.Unquote(q); err == nil {
			if r, _ := Redact(s); r != s {
				b.WriteString(msg[last:i])
				if q[0] == '`' && strconv.CanBackquote(r) {
					b.WriteString("`" + r + "`")
				} else {
					b.WriteString(strconv.Quote(r))
				}
				last = i + len(q)
			}
		}
		i += len(q) - 1
	}
	if last == 0 {
		return msg
	}
	b.WriteString(msg[last:])
	return b.String()
}
