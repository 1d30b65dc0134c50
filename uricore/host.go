// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore

// scanHost checks the host (§3.2.2) that starts at s[i] in an authority
// ending at end, and returns where it ends: at the ':' before a port, or
// at end.
//
//	host = IP-literal / IPv4address / reg-name
//
// IPv4address is a subset of reg-name, so that only IP-literals need a
// grammar of their own.
func scanHost(s string, i, end int) (int, error) {
	if i < end && s[i] == '[' {
		return scanIPLiteral(s, i, end)
	}
	j := scan(s, i, end, cRegName)
	if j < end && s[j] != ':' {
		return 0, stopError(s, j, cRegName)
	}
	return j, nil
}

// scanIPLiteral checks the IP-literal at s[i] == '['.
//
//	IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"   ; RFC 6874
//	IPv6addrz  = IPv6address "%25" ZoneID
//	ZoneID     = 1*( unreserved / pct-encoded )
func scanIPLiteral(s string, i, end int) (int, error) {
	start := i + 1
	closing := -1
	for j := start; j < end; j++ {
		if s[j] == ']' {
			closing = j
			break
		}
	}
	if closing < 0 {
		// The authority ends (at a '/', '?' or '#', or with the input)
		// before the literal is closed: that byte cannot continue it.
		return 0, parseError(s, end, end+1, ErrInvalidIPLiteral)
	}
	lit := s[start:closing]
	if lit != "" && (lit[0] == 'v' || lit[0] == 'V') {
		if off, ok := checkIPvFuture(lit); !ok {
			return 0, parseError(s, start+off, start+off+1, ErrInvalidIPLiteral)
		}
	} else {
		addr, zone := splitZone(lit)
		if !validIPv6(addr) {
			// A byte no IPv6address holds is the first that cannot
			// continue ("[::1 ]": the space); else the address as a whole.
			for k := 0; k < len(addr); k++ {
				if c := addr[k]; table[c]&cHex == 0 && c != ':' && c != '.' {
					return 0, parseError(s, start+k, start+k+1, ErrInvalidIPLiteral)
				}
			}
			return 0, parseError(s, start, start+len(addr), ErrInvalidIPLiteral)
		}
		if len(zone) > 0 {
			if err := checkZone(s, start+len(addr), closing); err != nil {
				return 0, err
			}
		}
	}
	j := closing + 1
	if j < end && s[j] != ':' {
		return 0, unexpected(s, j)
	}
	return j, nil
}

// splitZone splits the text of an IPv6 literal at its first '%'.
func splitZone(lit string) (addr, zone string) {
	for k := 0; k < len(lit); k++ {
		if lit[k] == '%' {
			return lit[:k], lit[k:]
		}
	}
	return lit, ""
}

// checkZone checks "%25" ZoneID in s[i:end].
func checkZone(s string, i, end int) error {
	if end-i < 3 || s[i+1] != '2' || s[i+2] != '5' {
		return parseError(s, i, i+1, ErrInvalidIPLiteral)
	}
	if end-i == 3 {
		return parseError(s, end, end+1, ErrInvalidIPLiteral) // empty ZoneID: point at ']'
	}
	switch j := scan(s, i+3, end, cUnreserved); {
	case j == end:
		return nil
	case s[j] == '%':
		return escapeError(s, j, cUnreserved)
	default:
		return parseError(s, j, j+1, ErrInvalidIPLiteral)
	}
}

// checkIPvFuture checks IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
// and returns the offset in lit of the first byte that does not fit.
func checkIPvFuture(lit string) (int, bool) {
	j := 1
	for j < len(lit) && table[lit[j]]&cHex != 0 {
		j++
	}
	if j == 1 || j == len(lit) || lit[j] != '.' {
		return j, false
	}
	j++
	if j == len(lit) {
		return j, false
	}
	for ; j < len(lit); j++ {
		if table[lit[j]]&cUserinfo == 0 { // unreserved / sub-delims / ":"
			return j, false
		}
	}
	return 0, true
}

// validIPv6 reports whether s matches IPv6address (§3.2.2), in any of its
// nine forms: eight groups, or fewer around one "::", the last 32 bits
// optionally written as an IPv4address.
func validIPv6(s string) bool {
	if s == "" {
		return false
	}
	i, groups, ellipsis := 0, 0, false
	if len(s) >= 2 && s[0] == ':' && s[1] == ':' {
		ellipsis, i = true, 2
		if i == len(s) {
			return true
		}
	} else if s[0] == ':' {
		return false
	}
	for i < len(s) {
		j := i
		for j < len(s) && j-i < 5 && table[s[j]]&cHex != 0 {
			j++
		}
		if j < len(s) && s[j] == '.' { // ls32 as an IPv4address ends the address
			if !validIPv4(s[i:]) {
				return false
			}
			groups += 2
			break
		}
		if n := j - i; n == 0 || n > 4 {
			return false
		}
		groups++
		if j == len(s) {
			break
		}
		if s[j] != ':' {
			return false
		}
		i = j + 1
		if i < len(s) && s[i] == ':' {
			if ellipsis {
				return false
			}
			ellipsis = true
			i++
			if i == len(s) {
				break
			}
		} else if i == len(s) {
			return false // a single trailing ':'
		}
	}
	if ellipsis {
		return groups <= 7
	}
	return groups == 8
}

// validIPv4 reports whether s matches IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet,
// where a dec-octet is 0-255 without leading zeros (§3.2.2).
func validIPv4(s string) bool {
	for k := 0; k < 4; k++ {
		if k > 0 {
			if s == "" || s[0] != '.' {
				return false
			}
			s = s[1:]
		}
		n, v := 0, 0
		for n < len(s) && n < 4 && table[s[n]]&cDigit != 0 {
			v = v*10 + int(s[n]-'0')
			n++
		}
		if n == 0 || n > 3 || v > 255 || n > 1 && s[0] == '0' {
			return false
		}
		s = s[n:]
	}
	return s == ""
}
