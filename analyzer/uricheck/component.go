// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"strings"

	"github.com/urilint/urilint/uricore"
)

// The components of a URI that net/url.URL and net/http.Request hold
// apart, as their fields name them.
const (
	CompScheme      = "Scheme"
	CompHost        = "Host"
	CompRawQuery    = "RawQuery"
	CompRawPath     = "RawPath"
	CompRawFragment = "RawFragment"
)

// CheckComponent returns what is wrong with s as the component comp of a
// URI, against the component's own ABNF (RFC 3986 §3.1–3.5): o.Site names
// the field ("net/url.URL.Host"), o.Scheme the scheme beside it, if known.
func CheckComponent(comp, s string, o Options) []Finding {
	field := o.Site
	switch comp {
	case CompScheme:
		return checkScheme(s, field)
	case CompHost:
		return checkHost(s, field, o.Scheme)
	case CompRawQuery:
		if strings.HasPrefix(s, "?") {
			fix := s[1:]
			return []Finding{{Category: Typo, Offset: 0, End: 1, Message: field + " starts with '?', which the URL adds before the query", Fix: &fix, Edits: []Edit{{0, 1, ""}}, FixTitle: "Remove the \"?\""}}
		}
		return within(s, "?", field)
	case CompRawPath:
		if s != "" && !strings.HasPrefix(s, "/") {
			return within(s, "//h/", field)
		}
		return within(s, "//h", field)
	case CompRawFragment:
		return within(s, "#", field)
	}
	return nil
}

// within checks s as it stands after prefix in a reference, and reports
// parse errors in s's own offsets.
func within(s, prefix, field string) []Finding {
	full := newSubject(prefix + s)
	if full.err == nil {
		return nil
	}
	f := malformed(&full)
	f.Message = field + ": " + f.Message
	f.Offset -= len(prefix)
	f.End -= len(prefix)
	if f.Offset < 0 {
		return nil
	}
	if f.Fix != nil {
		fix := (*f.Fix)[len(prefix):]
		f.Fix = &fix
		for i := range f.Edits {
			f.Edits[i].Offset -= len(prefix)
			f.Edits[i].End -= len(prefix)
		}
	}
	return []Finding{f}
}

// checkScheme checks a scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
// A scheme written with its delimiter ("https://") is a typo whose fix is
// certain.
func checkScheme(s, field string) []Finding {
	if s == "" {
		return nil
	}
	n := uricore.SchemeLen(s)
	if n == len(s) {
		return nil
	}
	if n > 0 {
		if rest := s[n:]; rest == ":" || rest == "://" || rest == ":/" || rest == "//" {
			fix := s[:n]
			return []Finding{{Category: Typo, Offset: n, End: len(s), Message: field + " holds " + Quote(rest) + " after the scheme; the URL adds \"://\" itself", Fix: &fix, Edits: []Edit{{n, len(s), ""}}, FixTitle: "Keep only the scheme"}}
		}
	}
	return []Finding{{Category: Malformed, Offset: n, End: n + 1, Message: field + ": " + Quote(s[n:n+1]) + " is not allowed in a scheme (RFC 3986 §3.1)"}}
}

// checkHost checks host [":" port] (RFC 3986 §3.2.2–3.2.3): a whole URL,
// a path, userinfo or an unbracketed IPv6 address do not belong there.
func checkHost(s, field, scheme string) []Finding {
	if s == "" {
		return nil
	}
	if i := strings.Index(s, "://"); i >= 0 && uricore.SchemeLen(s) == i {
		f := Finding{Category: Form, Offset: 0, End: i + 3,
			Message: field + " holds a whole URL; it takes only host[:port]"}
		if r, err := uricore.ParseURI(s); err == nil && !r.HasUserInfo && (r.Path == "" || r.Path == "/") && !r.HasQuery && !r.HasFragment &&
			r.Host != "" && scheme != "" && strings.EqualFold(scheme, r.Scheme) {
			fix := r.Host
			if r.HasPort {
				fix += ":" + r.Port
			}
			f.Fix, f.FixTitle = &fix, "Keep only the host and port"
			f.Message += " (the scheme goes in Scheme)"
		}
		return []Finding{f}
	}
	if u, _, _ := uricore.SplitAuthority(s); u.Defined() {
		return []Finding{{Category: Form, Offset: 0, End: u.End + 1, Message: field + " holds userinfo; it belongs in url.URL.User"}}
	}
	if i := strings.IndexAny(s, "/?#"); i >= 0 {
		what := map[byte]string{'/': "a path; it belongs in Path", '?': "a query; it belongs in RawQuery", '#': "a fragment; it belongs in Fragment"}[s[i]]
		return []Finding{{Category: Form, Offset: i, End: len(s), Message: field + " holds " + what}}
	}
	if !strings.HasPrefix(s, "[") && strings.Count(s, ":") > 1 {
		return []Finding{{Category: Malformed, Offset: 0, End: len(s), Message: field + ": an IPv6 address must be in brackets (RFC 3986 §3.2.2)"}}
	}
	return authority(s, field+": ")
}
