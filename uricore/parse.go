// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore

//go:generate go run gen_table.go

// mode says which rule of RFC 3986 a parse enforces on top of URI-reference.
type mode uint8

const (
	modeReference mode = iota // URI-reference (§4.1)
	modeURI                   // URI (§3): scheme required
	modeAbsolute              // absolute-URI (§4.3): scheme required, no fragment
)

// Parse parses s as a URI-reference (RFC 3986 §4.1): a URI or a relative
// reference. It accepts exactly the grammar of RFC 3986 Appendix A, with
// zone identifiers in IPv6 literals as RFC 6874 adds them ("[fe80::1%25eth0]").
// Nothing is decoded, normalized or repaired: the components of the result
// are substrings of s, and Parse of a valid reference allocates nothing.
//
// Every error is a *[ParseError].
func Parse(s string) (Reference, error) { return parse(s, modeReference) }

// ParseURI parses s as a URI (RFC 3986 §3): a reference with a scheme,
// which may have a fragment.
func ParseURI(s string) (Reference, error) { return parse(s, modeURI) }

// ParseAbsolute parses s as an absolute-URI (RFC 3986 §4.3): a reference
// with a scheme and without a fragment, as a base URI must be (§5.1).
func ParseAbsolute(s string) (Reference, error) { return parse(s, modeAbsolute) }

// MustParse is like [Parse] but panics if s is not a valid URI reference.
// It is intended for use in tests with hard-coded strings.
func MustParse(s string) Reference {
	r, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return r
}

func parse(s string, m mode) (r Reference, err error) {
	i := 0

	// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":".
	if n := schemeEnd(s); n > 0 && n < len(s) && s[n] == ':' {
		r.Scheme = s[:n]
		i = n + 1
	} else if m != modeReference {
		return Reference{}, parseError(s, n, n, ErrMissingScheme)
	}

	// "//" authority, in both hier-part and relative-part.
	if len(s)-i >= 2 && s[i] == '/' && s[i+1] == '/' {
		if i, err = parseAuthority(s, i+2, &r); err != nil {
			return Reference{}, err
		}
	}

	// The path: path-abempty after an authority, else path-absolute,
	// path-rootless (with a scheme), path-noscheme (without) or path-empty.
	// The characters are the same (pchar and "/"), scanned in one pass;
	// path-noscheme adds that the first segment holds no ":" (§4.2), so
	// that a ':' there is as far as the path can go.
	start := i
	if r.Scheme == "" && !r.HasAuthority {
		if i = scan(s, i, len(s), cSegmentNC); i < len(s) && s[i] == ':' {
			return Reference{}, parseError(s, i, i+1, ErrColonInFirstSegment)
		}
	}
	i = scan(s, i, len(s), cPath)
	if i < len(s) && s[i] != '?' && s[i] != '#' {
		return Reference{}, stopError(s, i, cPchar)
	}
	r.Path = s[start:i]

	if i < len(s) && s[i] == '?' {
		i++
		j, err := scanQuery(s, i)
		if err != nil {
			return Reference{}, err
		}
		r.Query, r.HasQuery = s[i:j], true
		i = j
	}
	if i < len(s) && s[i] == '#' {
		if m == modeAbsolute {
			return Reference{}, parseError(s, i, len(s), ErrUnexpectedFragment)
		}
		i++
		if err := scanClass(s, i, len(s), cQuery); err != nil { // a second '#' too
			return Reference{}, err
		}
		r.Fragment, r.HasFragment = s[i:], true
	}
	return r, nil
}

// schemeEnd returns the length of the longest prefix of s that can be a
// scheme: 0 if s does not start with ALPHA.
func schemeEnd(s string) int {
	if s == "" || table[s[0]]&cAlpha == 0 {
		return 0
	}
	i := 1
	for i < len(s) && table[s[i]]&cScheme != 0 {
		i++
	}
	return i
}

// scanQuery scans query or fragment characters (pchar / "/" / "?") from
// s[i:] and returns the offset of the first '#' or len(s).
func scanQuery(s string, i int) (int, error) {
	j := scan(s, i, len(s), cQuery)
	if j < len(s) && s[j] != '#' {
		return j, stopError(s, j, cQuery)
	}
	return j, nil
}

// scan scans s[i:end] over bytes of class c and pct-encoded triplets
// (§2.1), and returns the offset of the first other byte, or end. It is
// the one loop over a component's characters: each caller decides what
// the byte it stops at means, and reports a byte out of place, a '%'
// that starts no triplet among them, with stopError.
//
// c is a single class. Runs of class bytes, the bulk of every URI, take
// the inner loops, four bytes a test while they last: the '%' check waits
// for the byte that ends a run. end is never in the middle of a triplet
// (no caller ends a scan at a hex digit), so that s[:end] holds every
// triplet that s does.
func scan(s string, i, end int, c class) int {
	t := s[i:end] // the bytes not yet scanned
	for len(t) > 0 {
		for len(t) >= 4 && table[t[0]]&table[t[1]]&table[t[2]]&table[t[3]]&c != 0 {
			t = t[4:]
		}
		for len(t) > 0 && table[t[0]]&c != 0 {
			t = t[1:]
		}
		if len(t) == 0 || !isEscape(t, 0) {
			break
		}
		t = t[3:]
	}
	return end - len(t)
}

// stopError reports the byte at s[i] that stopped a scan of class c: a
// bad percent-encoding if it is a '%', else an unexpected character.
func stopError(s string, i int, c class) error {
	if s[i] == '%' {
		return escapeError(s, i, c)
	}
	return unexpected(s, i)
}

// escapeError reports the bad percent-encoding at s[i] == '%'. It
// underlines the '%' and the bytes after it, at most two, that a component
// of class c holds: "%zz" in a path, but only "%" before the '@' that
// ends a userinfo, or "%2" before the '/' that ends an authority.
func escapeError(s string, i int, c class) error {
	end := i + 1
	for end < len(s) && end < i+3 && table[s[end]]&c != 0 {
		end++
	}
	return parseError(s, i, end, ErrInvalidPercentEncoding)
}

// unexpected reports the byte (or UTF-8 sequence) at s[i] as out of place.
func unexpected(s string, i int) error {
	end := i + 1
	for end < len(s) && s[i] >= 0x80 && s[end]&0xC0 == 0x80 {
		end++ // underline a whole multi-byte character, not its first byte
	}
	return parseError(s, i, end, ErrUnexpectedChar)
}

// parseAuthority parses authority = [ userinfo "@" ] host [ ":" port ]
// (§3.2) from s[i:] into r, and returns the offset of the '/', '?' or '#'
// that ends it, or len(s).
func parseAuthority(s string, i int, r *Reference) (int, error) {
	r.HasAuthority = true

	// Most authorities are a reg-name and maybe a port: one pass reads
	// them. Anything else (userinfo, an IP-literal, an error) takes the
	// general path below, which reports errors.
	j := scan(s, i, len(s), cRegName)
	end := j
	if end < len(s) && s[end] == ':' {
		end++
		for end < len(s) && table[s[end]]&cDigit != 0 {
			end++
		}
	}
	if end == len(s) || s[end] == '/' || s[end] == '?' || s[end] == '#' {
		r.Host = s[i:j]
		if j < end {
			r.Port, r.HasPort = s[j+1:end], true
		}
		return end, nil
	}
	for end < len(s) && s[end] != '/' && s[end] != '?' && s[end] != '#' {
		end++
	}

	// Neither host nor port may hold '@', so the first '@' ends userinfo;
	// any later one is an unexpected character in the host.
	for j := i; j < end; j++ {
		if s[j] != '@' {
			continue
		}
		if err := scanClass(s, i, j, cUserinfo); err != nil {
			return 0, err
		}
		r.UserInfo, r.HasUserInfo = s[i:j], true
		i = j + 1
		break
	}

	hostEnd, err := scanHost(s, i, end)
	if err != nil {
		return 0, err
	}
	r.Host = s[i:hostEnd]
	if hostEnd == end {
		return end, nil
	}
	// port = *DIGIT
	for j := hostEnd + 1; j < end; j++ {
		if table[s[j]]&cDigit == 0 {
			return 0, parseError(s, j, end, ErrInvalidPort)
		}
	}
	r.Port, r.HasPort = s[hostEnd+1:end], true
	return end, nil
}

// scanClass checks that s[i:end] holds only bytes of class c and
// pct-encoded triplets.
func scanClass(s string, i, end int, c class) error {
	if j := scan(s, i, end, c); j < end {
		return stopError(s, j, c)
	}
	return nil
}
