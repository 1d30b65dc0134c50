// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore

import (
	"net/netip"
	"strings"
)

// Steps is a set of normalization steps (RFC 3986 §6.2.2 and §6.2.3).
// [Reference.Normalize] takes them all; [Reference.NormalizeSteps] takes
// the ones a caller names.
type Steps uint8

const (
	// StepCase lowers the case of the scheme and the host (IPv6 hex digits
	// included; a zone identifier keeps its case) and raises the case of
	// the hex digits of every percent-encoding (§6.2.2.1).
	StepCase Steps = 1 << iota
	// StepPercentEncoding decodes the percent-encodings of unreserved
	// characters ("%7E" becomes "~", "%2E" becomes "."), and never those
	// of reserved ones (§6.2.2.2).
	StepPercentEncoding
	// StepDotSegments removes dot segments from the path (§6.2.2.3), after
	// StepPercentEncoding has decoded any "%2E". The path of a relative-path
	// reference is left alone: its leading ".." carries meaning.
	StepDotSegments
	// StepDefaultPort drops an empty port and the default port of the
	// schemes http (80), https (443), ws (80), wss (443) and ftp (21) (§6.2.3).
	StepDefaultPort
	// StepEmptyPath writes an empty path as "/" in a reference with an
	// authority, for the schemes http, https, ws and wss (§6.2.3).
	StepEmptyPath
	// StepIPv6 writes IPv6 literals in the text form of RFC 5952: lower
	// case, no leading zeros, the longest run of zero groups as "::".
	StepIPv6

	// AllSteps is every step; [Reference.Normalize] takes them all.
	AllSteps = StepCase | StepPercentEncoding | StepDotSegments | StepDefaultPort | StepEmptyPath | StepIPv6
)

// Normalize returns r normalized by every step of [AllSteps], in the order
// RFC 3986 §6 gives: case and percent-encoding, IPv6 form, dot segments,
// then the scheme-based steps.
func (r Reference) Normalize() Reference { return r.NormalizeSteps(AllSteps) }

// NormalizeSteps returns r normalized by the steps in steps only.
func (r Reference) NormalizeSteps(steps Steps) Reference {
	r = normalizeCasePercent(r, steps)
	if steps&StepIPv6 != 0 {
		r = normalizeIPv6(r)
	}
	if steps&StepDotSegments != 0 {
		r = normalizeDotSegments(r)
	}
	if steps&StepDefaultPort != 0 {
		r = normalizeDefaultPort(r)
	}
	if steps&StepEmptyPath != 0 {
		r = normalizeEmptyPath(r)
	}
	return r
}

// IsNormalized reports whether r is normal under every step: whether
// r.Normalize().String() equals r.String(). It allocates nothing.
func (r Reference) IsNormalized() bool { return r.isNormalized(AllSteps, r.hasPct()) }

// IsNormalizedSteps reports whether r.NormalizeSteps(steps).String()
// equals r.String(). It allocates nothing.
func (r Reference) IsNormalizedSteps(steps Steps) bool { return r.isNormalized(steps, r.hasPct()) }

// hasPct reports whether a component of r holds a '%'.
func (r *Reference) hasPct() bool {
	for _, c := range [...]string{r.Scheme, r.UserInfo, r.Host, r.Path, r.Query, r.Fragment} {
		if strings.IndexByte(c, '%') >= 0 {
			return true
		}
	}
	return false
}

// isNormalized is IsNormalizedSteps; pct is false when no component of r
// holds a '%'.
//
// A normal reference, the common answer, costs little: without a '%'
// the escapes need no look and the case step is a look for upper-case
// letters in the scheme and host; the IPv6 form is looked at only in an
// IPv6 literal, the path's dot segments only in a non-empty path, and
// the scheme table only for a port or an empty path after an authority.
func (r *Reference) isNormalized(steps Steps, pct bool) bool {
	lower, upper, decode := steps&StepCase != 0, steps&StepCase != 0, steps&StepPercentEncoding != 0
	addr, zone := hostParts(r.Host) // a zone keeps its case
	if !pct {
		// firstChange below, for text without escapes.
		if lower && (hasUpper(r.Scheme) || hasUpper(addr)) {
			return false
		}
	} else if lower && firstChange(r.Scheme, true, false, false) >= 0 ||
		firstChange(addr, lower, upper, decode) >= 0 || firstChange(zone, false, upper, decode) >= 0 ||
		firstChange(r.UserInfo, false, upper, decode) >= 0 || firstChange(r.Path, false, upper, decode) >= 0 ||
		firstChange(r.Query, false, upper, decode) >= 0 || firstChange(r.Fragment, false, upper, decode) >= 0 {
		return false
	}
	if steps&StepIPv6 != 0 && r.Host != "" && r.Host[0] == '[' && !isRFC5952(r.Host) {
		return false
	}
	if steps&StepDotSegments != 0 && r.Path != "" && dotSegmentsApply(*r) {
		p := r.Path
		if !r.HasAuthority && strings.HasPrefix(p, "/.//") {
			p = p[2:] // the "/." String adds back before a path starting with "//"
		}
		if hasDotSegment(p) {
			return false
		}
	}
	if steps&StepDefaultPort != 0 && r.HasPort && (r.Port == "" || r.Port == defaultPort(r.Scheme)) {
		return false
	}
	if steps&StepEmptyPath != 0 && r.HasAuthority && r.Path == "" && emptyPathIsSlash(*r) {
		return false
	}
	return true
}

// hasUpper reports whether s holds an ASCII upper-case letter.
func hasUpper(s string) bool {
	const (
		ones = 0x0101010101010101
		high = 0x8080808080808080
	)
	for ; len(s) >= 8; s = s[8:] {
		// Eight bytes a step. x holds each byte below 0x80, so adding to
		// it carries into the byte's high bit only: x+(0x80-'A') has it
		// set where x >= 'A'. A byte of v at or above 0x80 is no letter.
		v := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
		x := v &^ high
		if (x+(0x80-'A')*ones)&^(x+(0x80-'Z'-1)*ones)&^v&high != 0 {
			return true
		}
	}
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// Normalize parses s as a URI reference and returns its normal form under
// every step: Parse, [Reference.Normalize], [Reference.String].
func Normalize(s string) (string, error) {
	r, err := Parse(s)
	if err != nil {
		return "", err
	}
	return r.Normalize().String(), nil
}

// IsNormalized parses s as a URI reference and reports whether it is
// normal under every step, that is, whether Normalize(s) would return s.
// It allocates nothing when s is valid.
func IsNormalized(s string) (bool, error) {
	r, err := Parse(s)
	if err != nil {
		return false, err
	}
	// The components are substrings of s: one look for a '%' in s (most
	// references have none) tells whether any escape needs a look.
	return r.isNormalized(AllSteps, strings.IndexByte(s, '%') >= 0), nil
}

// Equivalent reports whether a and b are equivalent under syntax-based and
// scheme-based normalization (RFC 3986 §6.2.2, §6.2.3): whether they are
// equal once normalized by every step.
func Equivalent(a, b string) (bool, error) {
	na, err := Normalize(a)
	if err != nil {
		return false, err
	}
	nb, err := Normalize(b)
	if err != nil {
		return false, err
	}
	return na == nb, nil
}

// normalizeCasePercent applies StepCase and StepPercentEncoding, which
// share one pass over each component.
func normalizeCasePercent(r Reference, steps Steps) Reference {
	lower, upper, decode := steps&StepCase != 0, steps&StepCase != 0, steps&StepPercentEncoding != 0
	if !lower && !decode {
		return r
	}
	r.Scheme = normText(r.Scheme, lower, false, false)
	addr, zone := hostParts(r.Host)
	if a, z := normText(addr, lower, upper, decode), normText(zone, false, upper, decode); a != addr || z != zone {
		r.Host = a + z
	}
	r.UserInfo = normText(r.UserInfo, false, upper, decode)
	r.Path = normText(r.Path, false, upper, decode)
	r.Query = normText(r.Query, false, upper, decode)
	r.Fragment = normText(r.Fragment, false, upper, decode)
	return r
}

// hostParts splits an IPv6 literal with a zone ("[fe80::1%25eth0]") before
// its "%25"; the zone keeps its case. Any other host is all addr.
func hostParts(host string) (addr, zone string) {
	if strings.HasPrefix(host, "[") {
		return splitZone(host)
	}
	return host, ""
}

// normText returns s with ASCII letters lowered (lower), the hex digits of
// percent-encodings raised (upper), and the percent-encodings of unreserved
// characters decoded (decode). It returns s itself when nothing changes.
func normText(s string, lower, upper, decode bool) string {
	i := firstChange(s, lower, upper, decode)
	if i < 0 {
		return s
	}
	b := make([]byte, i, len(s))
	copy(b, s)
	for i < len(s) {
		c := s[i]
		if isEscape(s, i) {
			h1, h2 := s[i+1], s[i+2]
			if v := unescapeAt(s, i); decode && table[v]&cUnreserved != 0 {
				if lower {
					v = toLower(v)
				}
				b = append(b, v)
			} else {
				if upper {
					h1, h2 = toUpper(h1), toUpper(h2)
				}
				b = append(b, '%', h1, h2)
			}
			i += 3
			continue
		}
		if lower {
			c = toLower(c)
		}
		b = append(b, c)
		i++
	}
	return string(b)
}

// firstChange returns the offset of the first byte of s that normText
// would change, or -1.
func firstChange(s string, lower, upper, decode bool) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isEscape(s, i):
			h1, h2 := s[i+1], s[i+2]
			if decode && table[unescapeAt(s, i)]&cUnreserved != 0 {
				return i
			}
			if upper && (h1 != toUpper(h1) || h2 != toUpper(h2)) {
				return i
			}
			i += 2
		case lower && 'A' <= c && c <= 'Z':
			return i
		}
	}
	return -1
}

func toLower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func toUpper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// ipv6Addr returns the address text of an IPv6 literal host and whether
// host is one ("[::1%25eth0]" gives "::1").
func ipv6Addr(host string) (string, bool) {
	if len(host) < 2 || host[0] != '[' || host[len(host)-1] != ']' || host[1] == 'v' || host[1] == 'V' {
		return "", false
	}
	addr, zone := hostParts(host)
	if zone == "" {
		addr = addr[:len(addr)-1] // drop ']'
	}
	return addr[1:], true
}

// rfc5952 returns the address text of host, if host is an IPv6 literal,
// and that address in the text form of RFC 5952 appended to buf. ok is
// false for any other host.
func rfc5952(host string, buf []byte) (addr string, form []byte, ok bool) {
	addr, ok = ipv6Addr(host)
	if !ok {
		return "", nil, false
	}
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		return "", nil, false
	}
	return addr, ip.AppendTo(buf), true
}

// normalizeIPv6 applies StepIPv6.
func normalizeIPv6(r Reference) Reference {
	var buf [64]byte
	if addr, form, ok := rfc5952(r.Host, buf[:0]); ok && string(form) != addr {
		_, zone := hostParts(r.Host) // "%25…]", or ""
		if zone == "" {
			zone = "]"
		}
		r.Host = "[" + string(form) + zone
	}
	return r
}

// isRFC5952 reports whether host, if an IPv6 literal, is in RFC 5952 form.
func isRFC5952(host string) bool {
	var buf [64]byte
	addr, form, ok := rfc5952(host, buf[:0])
	return !ok || string(form) == addr
}

// dotSegmentsApply reports whether StepDotSegments may touch r's path: not
// in a relative-path reference (§4.2), whose leading ".." carries meaning.
func dotSegmentsApply(r Reference) bool {
	return r.Scheme != "" || r.HasAuthority || strings.HasPrefix(r.Path, "/")
}

// normalizeDotSegments applies StepDotSegments.
func normalizeDotSegments(r Reference) Reference {
	if dotSegmentsApply(r) {
		r.Path = RemoveDotSegments(r.Path)
	}
	return r
}

// defaultPort returns the default port of scheme, compared without regard
// to case, or "" when it has none we know.
func defaultPort(scheme string) string {
	s, _ := LookupScheme(scheme)
	return s.DefaultPort
}

// normalizeDefaultPort applies StepDefaultPort.
func normalizeDefaultPort(r Reference) Reference {
	if r.HasPort && (r.Port == "" || r.Port == defaultPort(r.Scheme)) {
		r.Port, r.HasPort = "", false
	}
	return r
}

// emptyPathIsSlash reports whether StepEmptyPath would write r's path as "/".
func emptyPathIsSlash(r Reference) bool {
	if !r.HasAuthority || r.Path != "" {
		return false
	}
	s, _ := LookupScheme(r.Scheme)
	return s.EmptyPathIsSlash
}

// normalizeEmptyPath applies StepEmptyPath.
func normalizeEmptyPath(r Reference) Reference {
	if emptyPathIsSlash(r) {
		r.Path = "/"
	}
	return r
}
