// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package uricore is a strict RFC 3986 engine: it parses, recomposes,
// resolves, normalizes and compares URI references, and nothing else.
//
// Its scope is RFC 3986 exactly (Appendix A), with the zone identifiers of
// RFC 6874 in IPv6 literals. It is strict where other parsers are lenient:
// [Parse] accepts no space, no non-ASCII byte, no bare "%", and repairs
// nothing; every error is a *[ParseError] that says at which byte the
// input stops being a URI reference and why. It does not implement the
// WHATWG URL Standard, IRIs (RFC 3987), or any scheme's own rules beyond
// the default ports and empty paths of §6.2.3.
//
// # Vocabulary
//
// A URI reference (§4.1) is a URI (§3, with a scheme) or a relative
// reference (§4.2, without). An absolute-URI (§4.3) is a URI without a
// fragment, as a base URI must be. [Parse], [ParseURI] and [ParseAbsolute]
// accept each of these.
//
// A [Reference] keeps each component as written, still percent-encoded,
// with a Has* flag for each optional one, so that an undefined component
// and an empty one stay apart (§5.3). Decoding is an explicit call
// ([Unescape]); escaping one too ([Escape]).
//
// # Decided corner cases
//
// Other URI libraries disagree with the RFC in places. uricore follows the
// RFC:
//   - A base's fragment never reaches a resolved target (§5.1, §5.2.2):
//     "" against "http://a/b#f" is "http://a/b".
//   - "http:g" against an http base is "http:g" under [Reference.Resolve];
//     [Reference.ResolveNonStrict] takes the backward-compatible branch.
//   - "port = *DIGIT": "http://a:99999/" parses, and so does an empty port.
//   - "http://256.256.256.256/" is a valid reg-name, not a bad IPv4address.
//   - [Reference.String] never emits text that parses differently: a path
//     starting with "//" without an authority gains "/.", and a
//     relative-path reference whose first segment holds ":" gains "./".
//   - Normalization (§6.2) decodes only unreserved characters, never
//     removes dot segments from a relative-path reference, and drops
//     default ports only for http, https, ws, wss and ftp.
//
// See [Steps] for each normalization step.
package uricore
