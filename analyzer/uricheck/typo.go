// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"strings"

	"github.com/urilint/urilint/uricore"
)

// knownScheme reports whether scheme is one of the schemes near "http"
// or "https" in spelling that are not misspellings of them ("hxxp" is
// how security code defangs a URL).
func knownScheme(scheme string) bool {
	switch scheme {
	case "http", "https", "ftp", "ftps", "sftp", "ws", "wss", "hxxp", "hxxps", "shttp":
		return true
	}
	return false
}

// typo reports the slips of DESIGN.md: white space around the URI, a
// missing or doubled ':' or "/", backslashes, a misspelled or repeated
// scheme. Only the white-space repair is certain enough for a fix.
func typo(s string) (Finding, bool) {
	if t := strings.TrimSpace(s); t != s && t != "" {
		if _, err := uricore.Parse(t); err == nil {
			lead := strings.Index(s, t)
			fix := t // a copy: taking t's address would move every call's t to the heap
			f := Finding{Category: Typo, Fix: &fix, FixTitle: "Trim white space"}
			if len(passwordsOf(t)) > 0 {
				f.Fix = nil // the fix would print the password
			}
			if lead > 0 {
				f.Offset, f.End, f.Message = 0, lead, "URI has leading white space"
			} else {
				f.Offset, f.End, f.Message = len(t), len(s), "URI has trailing white space"
			}
			return f, true
		}
	}

	// The scheme-shaped start of s, if it is all letters: a scheme with
	// a digit or punctuation in it is not a slip of a web scheme.
	n := uricore.SchemeLen(s)
	if n == 0 || digitOrPunct(s[:n]) {
		return Finding{}, false
	}
	scheme, rest := strings.ToLower(s[:n]), s[n:]
	info, _ := uricore.LookupScheme(scheme)
	web := info.Hierarchical // a slip around its ':' is almost never deliberate
	switch {
	case info.HTTP && strings.HasPrefix(rest, "//"):
		return Finding{Category: Typo, Offset: n, End: n, Message: "URI lacks ':' after scheme " + Quote(scheme) + "; write " + Quote(s[:n]+"://")}, true
	case !strings.HasPrefix(rest, ":"):
		return Finding{}, false
	case web && (strings.HasPrefix(rest, `:\`) || strings.HasPrefix(rest, `:/\`)):
		i := n + strings.IndexByte(rest, '\\')
		return Finding{Category: Typo, Offset: i, End: i + 1, Message: "URI has a backslash where '/' belongs after the scheme"}, true
	case web && strings.HasPrefix(rest, "::"):
		return Finding{Category: Typo, Offset: n + 1, End: n + 2, Message: "URI has a doubled ':' after the scheme; write one"}, true
	case web && strings.HasPrefix(rest, ":/") && !strings.HasPrefix(rest, "://"):
		return Finding{Category: Typo, Offset: n + 1, End: n + 2, Message: "scheme " + Quote(scheme) + " needs \"//\" before the host, not \"/\""}, true
	case !strings.HasPrefix(rest, "://"):
		return Finding{}, false
	case !knownScheme(scheme) && (nearby(scheme, "http") || nearby(scheme, "https")):
		want := "http"
		if nearby(scheme, "https") && !nearby(scheme, "http") {
			want = "https"
		}
		return Finding{Category: Typo, Offset: 0, End: n, Message: "scheme " + Quote(s[:n]) + " looks like a misspelling of " + Quote(want)}, true
	case web:
		after := rest[3:]
		for _, w := range []string{"http:", "https:"} {
			if len(after) >= len(w) && strings.EqualFold(after[:len(w)], w) {
				i := n + 3
				return Finding{Category: Typo, Offset: i, End: i + len(w), Message: "URI repeats its scheme; remove one"}, true
			}
		}
	}
	return Finding{}, false
}

// IsSlip reports whether s starts with one of the slips typo reports
// ("http//", "https:/", "htp://", ...): such a string is meant as a URI
// though it lacks "://".
func IsSlip(s string) bool {
	_, ok := typo(strings.TrimSpace(s))
	return ok
}

// CertainSlip returns the slip the text s starts with if no text that
// follows s can undo it: s is the constant leading text of a URI built at
// run time ("http//" + host, fmt.Sprintf("https:/api.%s/v1", d)), and the
// finding must hold whatever fills the rest. A scheme and its separator
// decide it once they are written: "http//", "http:\\", "http::",
// "https:/" followed by host text, a misspelled scheme before "://", a
// repeated "http://http:". White space, and "https:/" alone (the next
// text may be "/"), are not certain.
func CertainSlip(s string) (Finding, bool) {
	if strings.TrimLeft(s, " \t\r\n") != s {
		return Finding{}, false
	}
	f, ok := typo(s)
	if !ok || f.Fix != nil || strings.Contains(f.Message, "white space") {
		return Finding{}, false
	}
	// typo reads only the scheme and what follows its end, and the scheme
	// of s ends inside s: one character of each kind typo looks at, and
	// the repeated scheme, stand for every continuation.
	for _, more := range []string{"/", "//", `\`, ":", "@", "x", "http:"} {
		g, ok := typo(s + more)
		if !ok || g.Offset != f.Offset || g.End != f.End || g.Message != f.Message {
			return Finding{}, false
		}
	}
	return f, true
}

// digitOrPunct reports whether s holds a digit, '+', '-' or '.'.
func digitOrPunct(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.' {
			return true
		}
	}
	return false
}

// nearby reports whether a and b differ by exactly one edit: one letter
// inserted, deleted, replaced, or two neighbours swapped.
func nearby(a, b string) bool {
	if a == b {
		return false
	}
	switch len(a) - len(b) {
	case 0:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		if a[i+1:] == b[i+1:] {
			return true // replaced
		}
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:] // swapped
	case 1:
		a, b = b, a
		fallthrough
	case -1: // a is one shorter than b
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		return a[i:] == b[i+1:]
	}
	return false
}
