// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"strings"

	"github.com/urilint/urilint/uricore"
)

// SplitLenient splits s as a lenient reader does, for what a slip or a
// secret in it means: the text a browser or curl would send as
// userinfo, host and port, where [uricore.Split]'s strict reading (RFC
// 3986 Appendix B) finds none. No RFC defines this reading: it is the
// linter's, not uricore's. It differs from [uricore.Split] in four ways:
//   - leading ASCII white space is skipped;
//   - a scheme, here the text before the first ":/" or ":\" if it holds
//     no white space, '@', '?' or '#', followed by any run of '/' and '\'
//     starts an authority after the run, as the WHATWG URL Standard reads
//     a URL of a special scheme ("http:/h", "http:\\h"), and as a reader
//     finds a URI inside other text ("jdbc:mysql://h", "/proxy/http://h");
//   - text that starts neither so nor with '/', '?' or '#' starts with an
//     authority, as curl reads a URL without a scheme ("user:pw@host/x",
//     "localhost:8080/x");
//   - an authority after slashes that holds a ':' and no '@', followed
//     later by an '@', runs on to the end of the authority that '@' is in: an
//     unencoded '/', '?' or '#' in a password ("http://u:pa/ss@h/").
//
// The authority ends at the first '/', '\', '?' or '#'; it is split into
// userinfo, host and port by [uricore.SplitAuthority]. It does not
// allocate.
func SplitLenient(s string) uricore.Spans {
	sp := noSpans
	i := 0
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	start := i
	slashes := false
	if n := schemeSlash(s[i:]); n > 0 {
		k := i + n + 1
		for k < len(s) && (s[k] == '/' || s[k] == '\\') {
			k++
		}
		sp.Scheme = uricore.Span{Start: i, End: i + n}
		start, slashes = k, true
	}
	if !slashes && start < len(s) && strings.IndexByte("/?#", s[start]) >= 0 {
		return uricore.Split(s)
	}
	end := authorityEnd(s, start)
	if slashes && strings.IndexByte(s[start:end], '@') < 0 && strings.IndexByte(s[start:end], ':') >= 0 {
		if at := strings.IndexByte(s[end:], '@'); at >= 0 {
			end = authorityEnd(s, end+at)
		}
	}
	splitAuthority(&sp, s, start, end)
	splitRest(&sp, s, end)
	return sp
}

// schemeSlash returns the length of what [SplitLenient] reads as the
// scheme of s: the text before the first ":/" or ":\" if that text is
// not empty and holds no white space, '@', '?' or '#'; else 0.
func schemeSlash(s string) int {
	n := strings.Index(s, ":/")
	if m := strings.Index(s, ":\\"); m >= 0 && (n < 0 || m < n) {
		n = m
	}
	if n <= 0 || strings.ContainsAny(s[:n], "@?# \t\n\r\f\v") {
		return 0
	}
	return n
}

// authorityEnd returns where an authority that starts at i of s ends for
// [SplitLenient]: at the first '/', '\', '?' or '#'.
func authorityEnd(s string, i int) int {
	if n := strings.IndexAny(s[i:], "/\\?#"); n >= 0 {
		return i + n
	}
	return len(s)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// The helpers below are copies of uricore's unexported ones, which
// [uricore.Split] uses, so that uricore exports nothing for a reading no
// RFC defines.

var undefined = uricore.Span{Start: -1, End: -1}

var noSpans = uricore.Spans{
	Scheme: undefined, Authority: undefined, UserInfo: undefined, Host: undefined, Port: undefined,
	Path: undefined, Query: undefined, Fragment: undefined, Password: undefined,
}

// splitAuthority sets the spans of the authority s[start:end] and its
// parts, as [uricore.Split] does.
func splitAuthority(sp *uricore.Spans, s string, start, end int) {
	sp.Authority = uricore.Span{Start: start, End: end}
	u, h, p := uricore.SplitAuthority(s[start:end])
	sp.UserInfo, sp.Host, sp.Port = shift(u, start), shift(h, start), shift(p, start)
	if c := strings.IndexByte(sp.UserInfo.Of(s), ':'); c >= 0 {
		sp.Password = uricore.Span{Start: sp.UserInfo.Start + c + 1, End: sp.UserInfo.End}
	}
}

// splitRest sets the spans of the path, query and fragment of s[i:], as
// RFC 3986 Appendix B reads them.
func splitRest(sp *uricore.Spans, s string, i int) {
	// ([^?#]*)
	end := len(s)
	if n := strings.IndexAny(s[i:], "?#"); n >= 0 {
		end = i + n
	}
	sp.Path = uricore.Span{Start: i, End: end}
	i = end
	// (\?([^#]*))?
	if i < len(s) && s[i] == '?' {
		end := len(s)
		if n := strings.IndexByte(s[i:], '#'); n >= 0 {
			end = i + n
		}
		sp.Query = uricore.Span{Start: i + 1, End: end}
		i = end
	}
	// (#(.*))?
	if i < len(s) && s[i] == '#' {
		sp.Fragment = uricore.Span{Start: i + 1, End: len(s)}
	}
}

// shift returns x moved by n bytes; an undefined span stays undefined.
func shift(x uricore.Span, n int) uricore.Span {
	if !x.Defined() {
		return x
	}
	return uricore.Span{Start: x.Start + n, End: x.End + n}
}
