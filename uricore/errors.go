// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore

import "strconv"

// An ErrorCode says what kind of syntax error a [ParseError] reports.
// It implements error, so that errors.Is(err, ErrInvalidPort) reports
// whether err is a *ParseError with that code.
type ErrorCode string

func (c ErrorCode) Error() string { return string(c) }

// The codes of every error [Parse], [ParseURI] and [ParseAbsolute] return.
const (
	// ErrUnexpectedChar: a byte that no rule of RFC 3986 Appendix A allows
	// where it stands, such as a space, a non-ASCII byte, or "[" in a path.
	ErrUnexpectedChar ErrorCode = "unexpected character"
	// ErrInvalidPercentEncoding: a "%" not followed by two hex digits (§2.1).
	ErrInvalidPercentEncoding ErrorCode = "invalid percent-encoding"
	// ErrMissingScheme: a URI or absolute-URI without a scheme (§3, §4.3).
	ErrMissingScheme ErrorCode = "missing scheme"
	// ErrColonInFirstSegment: a relative reference whose first path segment
	// holds a ":" and would be read as a scheme if it were one (§4.2).
	ErrColonInFirstSegment ErrorCode = "colon in first path segment of relative reference"
	// ErrInvalidPort: a port that is not all digits (§3.2.3).
	ErrInvalidPort ErrorCode = "invalid port"
	// ErrInvalidIPLiteral: an IP-literal that is not an IPv6address,
	// IPv6addrz (RFC 6874) or IPvFuture, or is not closed by "]" (§3.2.2).
	ErrInvalidIPLiteral ErrorCode = "invalid IP literal"
	// ErrUnexpectedFragment: a fragment where an absolute-URI allows none (§4.3).
	ErrUnexpectedFragment ErrorCode = "unexpected fragment"
)

// A ParseError reports a syntax error in a URI reference.
//
// Offset is the first byte of Input that cannot continue a valid parse;
// for a bad percent-encoding it is the offset of its "%", and when the
// input ends early it is len(Input). End is the end of the offending
// piece, so that Input[Offset:End] is what a caret line underlines:
// 0 <= Offset <= End <= len(Input).
type ParseError struct {
	Input  string
	Offset int
	End    int
	Code   ErrorCode
}

// Error returns the error in the fixed form
// `uricore: parse "http://a/%zz": invalid percent-encoding at offset 9`.
func (e *ParseError) Error() string {
	return "uricore: parse " + strconv.Quote(e.Input) + ": " + string(e.Code) + " at offset " + strconv.Itoa(e.Offset)
}

// Unwrap returns e.Code.
func (e *ParseError) Unwrap() error { return e.Code }

// parseError is the one constructor of ParseError. It clones the input so
// that a successful Parse of string(b) does not make the input escape
// (see the same note in strconv's number.go).
func parseError(in string, off, end int, code ErrorCode) *ParseError {
	if end < off {
		end = off
	}
	if end > len(in) {
		end = len(in)
	}
	return &ParseError{Input: cloneString(in), Offset: off, End: end, Code: code}
}

func cloneString(s string) string { return string([]byte(s)) }
