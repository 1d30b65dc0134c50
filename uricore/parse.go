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
func Parse(s string) (r Reference, err error) {
	if err = parse(s, modeReference, &r); err != nil {
		r = Reference{}
	}
	return r, err
}

// ParseURI parses s as a URI (RFC 3986 §3): a reference with a scheme,
// which may have a fragment.
func ParseURI(s string) (r Reference, err error) {
	if err = parse(s, modeURI, &r); err != nil {
		r = Reference{}
	}
	return r, err
}

// ParseAbsolute parses s as an absolute-URI (RFC 3986 §4.3): a reference
// with a scheme and without a fragment, as a base URI must be (§5.1).
func ParseAbsolute(s string) (r Reference, err error) {
	if err = parse(s, modeAbsolute, &r); err != nil {
		r = Reference{}
	}
	return r, err
}

// MustParse is like [Parse] but panics if s is not a valid URI reference.
// It is intended for use in tests with hard-coded strings.
func MustParse(s string) Reference {
	r, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return r
}

// parse parses s in one forward pass into *r, a zero Reference that the
// caller owns, and stores each component as soon as the pass has read
// it. On error *r holds what was read so far; the exported functions,
// small enough to inline, zero it. So the result is written once, in the
// caller's variable, not built, returned and copied.
func parse(s string, m mode, r *Reference) error {
	// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":". The
	// scan of the first component reads the scheme: its bytes are scheme
	// bytes up to a ':', or else the start of the first path segment,
	// which the scan goes on with.
	i := 0
	for i < len(s) && table[s[i]]&cScheme != 0 {
		i++
	}
	start := 0 // where the hier-part or relative-part starts
	if i < len(s) && s[i] == ':' && i > 0 && table[s[0]]&cAlpha != 0 {
		r.Scheme = s[:i]
		i++
		start = i
	} else if m != modeReference {
		n := schemeEnd(s)
		return parseError(s, n, n, ErrMissingScheme)
	}

	if len(s)-start >= 2 && s[start] == '/' && s[start+1] == '/' {
		// "//" authority, in both hier-part and relative-part. Most
		// authorities are a reg-name and maybe a port: this scan reads
		// them. Anything else (userinfo, an IP-literal, an error) takes
		// parseAuthority, which reports errors.
		r.HasAuthority = true
		a := start + 2
		j := skip1(s, skip8(s, a, cRegName), cRegName)
		if j < len(s) && s[j] == '%' {
			j = scan(s, j, len(s), cRegName)
		}
		i = j
		if i < len(s) && s[i] == ':' {
			i++
			for i < len(s) && table[s[i]]&cDigit != 0 {
				i++
			}
		}
		if i == len(s) || s[i] == '/' || s[i] == '?' || s[i] == '#' {
			r.Host = s[a:j]
			if j < i {
				r.Port, r.HasPort = s[j+1:i], true
			}
		} else {
			var err error
			if i, err = parseAuthority(s, a, i, r); err != nil {
				return err
			}
		}
		start = i
	} else if start == 0 {
		// path-noscheme: the first segment holds no ':' (§4.2), so that
		// a ':' there is as far as the path can go. The scheme scan has
		// read its first bytes.
		if i = skip1(s, i, cSegmentNC); i < len(s) && s[i] == '%' {
			i = scan(s, i, len(s), cSegmentNC)
		}
		if i < len(s) && s[i] == ':' {
			return parseError(s, i, i+1, ErrColonInFirstSegment)
		}
	}

	// The path: path-abempty after an authority, else path-absolute,
	// path-rootless (with a scheme), path-noscheme (without) or
	// path-empty. The characters are the same (pchar and "/"), scanned
	// in one pass.
	if i = skip1(s, skip8(s, i, cPath), cPath); i < len(s) && s[i] == '%' {
		i = scan(s, i, len(s), cPath)
	}
	r.Path = s[start:i]
	if i == len(s) {
		return nil
	}
	c := cPchar // the class of the component whose scan stopped at s[i]
	if s[i] == '?' {
		i++
		j := skip1(s, skip8(s, i, cQuery), cQuery)
		if j < len(s) && s[j] == '%' {
			j = scan(s, j, len(s), cQuery)
		}
		r.Query, r.HasQuery = s[i:j], true
		if i = j; i == len(s) {
			return nil
		}
		c = cQuery
	}
	if s[i] != '#' {
		return stopError(s, i, c)
	}
	if m == modeAbsolute {
		return parseError(s, i, len(s), ErrUnexpectedFragment)
	}
	i++
	j := skip1(s, skip8(s, i, cQuery), cQuery)
	if j < len(s) && s[j] == '%' {
		j = scan(s, j, len(s), cQuery)
	}
	if j < len(s) { // a second '#' too
		return stopError(s, j, cQuery)
	}
	r.Fragment, r.HasFragment = s[i:], true
	return nil
}

// skip8 returns the offset of the first 8-byte block of s[i:] that
// holds a byte not of class c, or of the last at most 7 bytes of s: the
// wide first step of the scan of a component, over its run of plain
// bytes. [skip1] goes on from there byte by byte, and a '%' that starts a
// pct-encoded triplet (§2.1) goes to [scan]. skip8 and skip1 are small
// enough to inline, so that the scan of a component is a loop in parse,
// not a call.
func skip8(s string, i int, c class) int {
	for i+8 <= len(s) {
		t := s[i : i+8]
		if table[t[0]]&table[t[1]]&table[t[2]]&table[t[3]]&table[t[4]]&table[t[5]]&table[t[6]]&table[t[7]]&c == 0 {
			break
		}
		i += 8
	}
	return i
}

// skip1 returns the offset of the first byte of s[i:] not of class c, or len(s).
func skip1(s string, i int, c class) int {
	for i < len(s) && table[s[i]]&c != 0 {
		i++
	}
	return i
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

// scan scans s[i:end] over bytes of class c and pct-encoded triplets
// (§2.1), and returns the offset of the first other byte, or end. Each
// caller decides what the byte it stops at means, and reports a byte out
// of place, a '%' that starts no triplet among them, with stopError.
// parse takes its components' runs of plain bytes with skip8 and skip1
// and calls scan only from a '%' on.
//
// c is a single class. Runs of class bytes take the inner loops, four
// bytes a test while they last: the '%' check waits for the byte that
// ends a run. end is never in the middle of a triplet (no caller ends a
// scan at a hex digit), so that s[:end] holds every triplet that s does.
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
// that ends it, or len(s). It is the general path, for what parse's scan
// for a reg-name and a port did not read: that scan stopped at s[end],
// not past the authority's end.
func parseAuthority(s string, i, end int, r *Reference) (int, error) {
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
