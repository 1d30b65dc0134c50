// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"slices"
	"sort"
	"strconv"
	"strings"
)

// A Literal is a string literal of a source text, as [RedactLines]
// reads it: where it lies and the string it holds.
type Literal struct {
	// Offset and End delimit the literal's text in the source, its
	// quotes included. A literal that starts with '`' is raw.
	Offset, End int
	// Value is the string the literal holds.
	Value string
	// Secret says that the whole value is a password (one given to
	// url.UserPassword): it is masked whole.
	Secret bool
}

// RedactLines returns the lines of src, a source text whose string
// literals are lits, with what may be a password masked, as urilint
// prints source lines beside its findings (DESIGN.md: the -c context
// lines go through the same redaction as messages, by the literals'
// spans, not by searching the line for "://"):
//   - in each literal's value, a userinfo password as [Redact] reads it,
//     and the text after "scheme://user:" that ends a value with no "@"
//     (its "@host" may come from another piece) unless it is a port's
//     digits; the whole value of a Secret literal. A masked literal is
//     written again in its own quotes, with "xxxxx" for each password,
//     or, when it runs over several lines, each of its bytes becomes
//     "x";
//   - then on every line, in and out of literals (a comment, or every
//     line when the caller has no literals for a source that does not
//     parse), after "scheme://user:", the text up to an "@", or with no
//     "@" in sight up to a "/" unless it is a port's digits.
//
// The lines are those of strings.Split(string(src), "\n"): each keeps
// its place. Literals outside src are ignored.
func RedactLines(src []byte, lits []Literal) []string {
	lines := strings.Split(string(src), "\n")
	starts := make([]int, 0, len(lines)) // the offset in src of each line
	starts = append(starts, 0)
	for i, c := range src {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	// where returns the line of src's offset off and its byte column.
	where := func(off int) (line, col int) {
		line = sort.Search(len(starts), func(i int) bool { return starts[i] > off }) - 1
		return line, off - starts[line]
	}
	// From the last literal to the first, so that a literal written
	// again does not move the ones before it on its line.
	order := slices.Clone(lits)
	slices.SortFunc(order, func(a, b Literal) int { return b.Offset - a.Offset })
	for _, lit := range order {
		if lit.Offset < 0 || lit.End > len(src) || lit.Offset >= lit.End {
			continue
		}
		masked := redactValue(lit.Value)
		if lit.Secret {
			masked = "xxxxx"
		}
		if masked == lit.Value {
			continue
		}
		repl := strconv.Quote(masked)
		if src[lit.Offset] == '`' && !strings.Contains(masked, "`") {
			repl = "`" + masked + "`"
		}
		sl, sc := where(lit.Offset)
		el, ec := where(lit.End)
		if sl != el || strings.Contains(repl, "\n") {
			// A raw literal over several lines: each of its lines is
			// masked whole.
			for l := sl; l <= el; l++ {
				lo, hi := 0, -1
				if l == sl {
					lo = sc
				}
				if l == el {
					hi = ec
				}
				lines[l] = maskSpan(lines[l], lo, hi)
			}
			continue
		}
		if line := lines[sl]; ec <= len(line) {
			lines[sl] = line[:sc] + repl + line[ec:]
		}
	}
	for i := range lines {
		lines[i] = redactLine(lines[i])
	}
	return lines
}

// maskSpan replaces the bytes of line from lo to hi (hi -1: its end) by
// "x", keeping the line's length.
func maskSpan(line string, lo, hi int) string {
	if hi < 0 || hi > len(line) {
		hi = len(line)
	}
	if lo < 0 || lo > hi {
		return line
	}
	return line[:lo] + strings.Repeat("x", hi-lo) + line[hi:]
}

// redactValue returns the string value v with what may be a password
// replaced by "xxxxx": a userinfo password ([Redact]), and the text
// after "scheme://user:" that ends v with no "@" (its "@host" may follow
// in another piece) unless it is a port's digits.
func redactValue(v string) string {
	r, _ := Redact(v)
	i := strings.Index(r, "://")
	if i < 0 {
		return r
	}
	auth := r[i+3:]
	if strings.ContainsAny(auth, "/?#@") {
		return r
	}
	colon := strings.IndexByte(auth, ':')
	if colon < 0 || strings.Trim(auth[colon+1:], "0123456789") == "" {
		return r
	}
	return r[:i+3] + auth[:colon+1] + "xxxxx"
}

// redactLine returns a source line with what may be a password in a
// URI's userinfo replaced by "xxxxx": after "scheme://user:", the text
// up to an "@", or, with no "@" in sight (the "@" may come from another
// piece of a built string), up to a "/" unless it is a port's digits.
func redactLine(line string) string {
	if !strings.Contains(line, "://") {
		return line
	}
	var b strings.Builder
	for {
		i := strings.Index(line, "://")
		if i < 0 {
			break
		}
		i += len("://")
		b.WriteString(line[:i])
		line = line[i:]
		// The authority's text runs to a quote, a space or a '/'.
		end := strings.IndexAny(line, "\"`'/ \t()")
		if end < 0 {
			end = len(line)
		}
		auth := line[:end]
		colon := strings.IndexByte(auth, ':')
		if at := strings.LastIndexByte(auth, '@'); at >= 0 && colon >= 0 && colon < at {
			b.WriteString(auth[:colon+1] + "xxxxx" + auth[at:])
		} else if colon >= 0 && at < 0 && strings.Trim(auth[colon+1:], "0123456789") != "" {
			b.WriteString(auth[:colon+1] + "xxxxx")
		} else {
			b.WriteString(auth)
		}
		line = line[end:]
	}
	b.WriteString(line)
	return b.String()
}
