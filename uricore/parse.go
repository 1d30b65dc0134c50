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

func parse(s string, m mode) (Reference, error) {
	var r Reference
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
		i += 2
		end := i
		for end < len(s) && s[end] != '/' && s[end] != '?' && s[end] != '#' {
			end++
		}
		if err := parseAuthority(s, i, end, &r); err != nil {
			return Reference{}, err
		}
		i = end
	}

	// The path: path-abempty after an authority, else path-absolute,
	// path-rootless (with a scheme), path-noscheme (without) or path-empty.
	// The characters are the same (pchar and "/"); path-noscheme adds
	// that the first segment holds no ":".
	start := i
	noscheme := r.Scheme == "" && !r.HasAuthority
	for i < len(s) {
		c := s[i]
		switch {
		case c == '?' || c == '#':
			goto endPath
		case c == '%':
			if err := checkEscape(s, i); err != nil {
				return Reference{}, err
			}
			i += 3
			continue
		case c == '/':
			noscheme = false
		case c == ':' && noscheme:
			return Reference{}, parseError(s, i, i+1, ErrColonInFirstSegment)
		case table[c]&cPchar == 0:
			return Reference{}, unexpected(s, i)
		}
		i++
	}
endPath:
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
		j, err := scanQuery(s, i)
		if err != nil {
			return Reference{}, err
		}
		if j < len(s) { // a second '#'
			return Reference{}, unexpected(s, j)
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
	for i < len(s) {
		c := s[i]
		switch {
		case c == '#':
			return i, nil
		case c == '%':
			if err := checkEscape(s, i); err != nil {
				return 0, err
			}
			i += 3
			continue
		case table[c]&cQuery == 0:
			return 0, unexpected(s, i)
		}
		i++
	}
	return i, nil
}

// checkEscape checks that the '%' at s[i] starts a pct-encoded triplet (§2.1).
func checkEscape(s string, i int) error {
	if i+2 < len(s) && table[s[i+1]]&cHex != 0 && table[s[i+2]]&cHex != 0 {
		return nil
	}
	return parseError(s, i, i+3, ErrInvalidPercentEncoding)
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
// (§3.2) from s[i:end] into r.
func parseAuthority(s string, i, end int, r *Reference) error {
	r.HasAuthority = true
	// Neither host nor port may hold '@', so the first '@' ends userinfo;
	// any later one is an unexpected character in the host.
	for j := i; j < end; j++ {
		if s[j] != '@' {
			continue
		}
		if err := scanClass(s, i, j, cUserinfo); err != nil {
			return err
		}
		r.UserInfo, r.HasUserInfo = s[i:j], true
		i = j + 1
		break
	}

	hostEnd, err := scanHost(s, i, end)
	if err != nil {
		return err
	}
	r.Host = s[i:hostEnd]
	if hostEnd == end {
		return nil
	}
	// port = *DIGIT
	for j := hostEnd + 1; j < end; j++ {
		if table[s[j]]&cDigit == 0 {
			return parseError(s, j, end, ErrInvalidPort)
		}
	}
	r.Port, r.HasPort = s[hostEnd+1:end], true
	return nil
}

// scanClass checks that s[i:end] holds only bytes of class c and
// pct-encoded triplets.
func scanClass(s string, i, end int, c class) error {
	for i < end {
		switch {
		case s[i] == '%':
			if err := checkEscape(s, i); err != nil {
				return err
			}
			i += 3
		case table[s[i]]&c != 0:
			i++
		default:
			return unexpected(s, i)
		}
	}
	return nil
}
