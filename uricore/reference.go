// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore

// A Reference is a URI reference (RFC 3986 §4.1) split into its
// components. Each component keeps its text exactly as written, still
// percent-encoded; decoding is an explicit call ([Unescape]).
//
// An optional component has a Has* flag that records whether its delimiter
// was present, so that an undefined component and an empty one stay apart
// (§5.3): "http://a/?" has an empty query and "http://a/" none, and "//"
// has an empty authority while "" has none. Scheme and Path need no flag:
// a scheme is never empty, and a path is always defined.
//
// The zero Reference is the empty URI reference "", a same-document
// reference. Reference is comparable; == compares the text of the
// components, not their equivalence (for that, see [Equivalent]).
//
// Sizes: a Reference is 7 strings and 5 flags, 120 bytes on 64-bit
// platforms. Parse stores substrings of its input and allocates nothing.
type Reference struct {
	Scheme   string // without ':'; "" when relative
	UserInfo string // without '@'
	Host     string // reg-name, IPv4address, or IP-literal with its brackets (zone kept as "%25…")
	Port     string // digits as written, without ':'
	Path     string
	Query    string // without '?'
	Fragment string // without '#'

	HasAuthority, HasUserInfo, HasPort, HasQuery, HasFragment bool
}

// IsRelative reports whether r is a relative reference: one without a
// scheme (§4.2).
func (r Reference) IsRelative() bool { return r.Scheme == "" }

// IsAbsolute reports whether r is an absolute-URI (§4.3): it has a scheme
// and no fragment.
func (r Reference) IsAbsolute() bool { return r.Scheme != "" && !r.HasFragment }
