// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"strings"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// A piece is a run of the text of a URI built by a program: text that
// comes from a constant, or a hole whose value is known only at run time.
type piece struct {
	hole    bool
	digits  bool          // a hole of an integer (a %d verb, an int operand)
	text    string        // the text of a constant piece
	lit     *ast.BasicLit // the literal the text is written in, if it is in a checked file
	off     int           // the offset of text in lit's value
	viaName bool          // reached through a named constant or a local
	format  bool          // text of a printf format: a '%' in it is written "%%"
	origin  origin        // of a hole: what its origin says of its value
	expr    ast.Expr      // of a hole: the expression, if it is one
}

// A template is the text of a URI expression: its pieces in order.
type template []piece

// holed reports whether t has a hole.
func (t template) holed() bool {
	for _, p := range t {
		if p.hole {
			return true
		}
	}
	return false
}

// literal returns the literal t is the whole value of, if it is one.
func (t template) literal() *ast.BasicLit {
	if len(t) != 1 || t[0].hole || t[0].lit == nil || t[0].off != 0 {
		return nil
	}
	if v, ok := unquote(t[0].lit); ok && v == t[0].text {
		return t[0].lit
	}
	return nil
}

// maxDepth bounds how many names and concatenations eval follows.
const maxDepth = 32

// span returns the pieces of format text [i, j), counted over the text of
// all of t's pieces, which are constant.
func (t template) span(i, j int) template {
	var out template
	base := 0
	for _, p := range t {
		lo, hi := max(i-base, 0), min(j-base, len(p.text))
		if lo < hi {
			out = append(out, p.sub(lo, hi))
		}
		base += len(p.text)
	}
	return out
}

// sub returns the piece of p's text [i, j) of a printf format.
func (p piece) sub(i, j int) piece {
	q := p
	q.text, q.off, q.format = p.text[i:j], p.off+i, true
	return q
}

// A filling is a template's text with every hole filled by a placeholder,
// and for each byte of it, the piece it comes from.
type filling struct {
	text  string
	piece []int // piece index of each byte; len(text)+1 entries, the last for the end; nil when there is one piece
}

// pieceAt returns the index of the piece byte off of the text comes from.
func (fl filling) pieceAt(off int, t template) int {
	if fl.piece == nil {
		if off == len(fl.text) {
			return len(t)
		}
		return 0
	}
	return fl.piece[off]
}

// fill fills the holes of t with placeholders that fit where each hole
// stands: a scheme, a base URI at the start, a host, a port, a path
// segment, a query or a fragment. alt chooses the second set, so that a
// finding that depends on a hole's value shows up as a difference.
func (t template) fill(alt bool) filling {
	if len(t) == 1 && !t[0].hole {
		return filling{text: t[0].text} // one piece: no index needed
	}
	var b strings.Builder
	var idx []int
	var st fillState
	for i, p := range t {
		text := p.text
		if p.hole {
			text = st.placeholder(b.String(), t.textAfter(i), p.digits, alt)
			if p.origin == originRequestPath && !strings.HasPrefix(text, "/") {
				text = "/" + text // a path a server received starts with "/"
			}
		}
		b.WriteString(text)
		st.query = st.query || strings.ContainsAny(text, "?")
		st.fragment = st.fragment || strings.ContainsAny(text, "#")
		for range len(text) {
			idx = append(idx, i)
		}
	}
	idx = append(idx, len(t))
	return filling{b.String(), idx}
}

// A fillState is what fill knows of the text before a hole, kept as the
// text grows so that filling costs time linear in the text's length.
type fillState struct {
	query, fragment bool // the text holds a '?', a '#'
	// authority is how many times the text's authority was looked for
	// while the text may still end in it; past maxAuthorityLooks, a hole
	// is taken to be in the path.
	authority int
	closed    bool // the text has an authority and goes past it
}

// maxAuthorityLooks bounds the searches for the authority in one fill.
const maxAuthorityLooks = 32

// textAfter returns the constant text that follows piece i, up to the next hole.
func (t template) textAfter(i int) string {
	var s strings.Builder
	for _, p := range t[i+1:] {
		if p.hole {
			break
		}
		s.WriteString(p.text)
	}
	return s.String()
}

// placeholder returns the text for a hole after the text before and
// followed by after.
func (st *fillState) placeholder(before, after string, digits, alt bool) string {
	pick := func(a, b string) string {
		if alt {
			return b
		}
		return a
	}
	if digits {
		return pick("1", "8080")
	}
	if st.fragment {
		return pick("x", "y")
	}
	if st.query {
		return pick("x", "k=v")
	}
	if before == "" {
		if strings.HasPrefix(after, "://") || strings.HasPrefix(after, ":") && !strings.HasPrefix(after, ":/") && len(after) > 1 && after[1] >= '0' && after[1] <= '9' {
			if strings.HasPrefix(after, "://") {
				return pick("http", "s")
			}
		}
		return pick("http://h", "https://h.example:1/x") // a base URI
	}
	if st.closed || st.authority >= maxAuthorityLooks {
		return pick("x", "x/y") // a path
	}
	st.authority++
	start, end, ok := uricheck.Authority(before)
	st.closed = ok && end < len(before)
	if ok && end == len(before) {
		auth := before[start:end]
		if strings.HasSuffix(auth, ":") && !strings.Contains(auth, "]") || strings.HasSuffix(auth, "]:") {
			return pick("1", "8080") // a port
		}
		if strings.HasSuffix(auth, "[") {
			return pick("::1", "fe80::1")
		}
		if !strings.Contains(auth, "@") {
			// The hole may end a userinfo ("http://deploy:pw" + rest,
			// rest = "@host/"): the second placeholder does, so that a
			// finding that reads a password as a host or port depends on it.
			return pick("h", "@h.example")
		}
		return pick("h", "h.example") // a host
	}
	return pick("x", "x/y") // a path
}

// An origin is what is known of a hole's value by where it comes from,
// though the value itself is not.
type origin uint8

const (
	originNone origin = iota
	// originBareHost: a host that may be an IPv6 address without its
	// brackets: (*url.URL).Hostname() strips them, net.IP and
	// netip.Addr print none, net.SplitHostPort returns the host without
	// them.
	originBareHost
	// originServerURL: an httptest.Server's URL, "http://127.0.0.1:PORT"
	// (https:// for a TLS server).
	originServerURL
	// originRequestPath: the path of a request a server received, which
	// starts with "/": r.URL.Path, r.RequestURI, r.URL.RequestURI(),
	// r.URL.EscapedPath(), r.URL.String() (a pass-through proxy writes
	// "https:/%s" with it on purpose).
	originRequestPath
)
