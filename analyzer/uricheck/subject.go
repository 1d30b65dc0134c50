// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"github.com/urilint/urilint/uricore"
)

// A subject is one string under check, read once. Every check of the
// string reads its components through the subject's spans, so that s is
// split and parsed once per check, however many checks look at it.
type subject struct {
	s  string
	sp uricore.Spans // uricore.Split(s): RFC 3986 Appendix B, for any s
	// r is s parsed as a URI reference (RFC 3986 §4.1) if err is nil; sp
	// is then exactly where r's components lie.
	r   uricore.Reference
	err *uricore.ParseError
	// rfcScheme reports that sp's scheme, if any, is one RFC 3986
	// allows (always so when s parses), so that sp is where the parser
	// reads s.
	rfcScheme bool
	// partial says that s may be the start of a longer value (Options.Whole).
	partial bool

	// The lenient split and the passwords, each computed on first use.
	lenientSp     uricore.Spans // SplitLenient(s), once lenientDone
	lenientDone   bool
	pwRanges      [][2]int // the password ranges of s, once passwordsDone
	passwordsDone bool
}

// newSubject splits and parses s.
func newSubject(s string) subject {
	r, err := uricore.Parse(s)
	return parsedSubject(s, r, err)
}

// parsedSubject splits s, which [uricore.Parse] read as r or err.
func parsedSubject(s string, r uricore.Reference, err error) subject {
	u := subject{s: s, sp: uricore.Split(s), rfcScheme: true}
	if err != nil {
		u.err = err.(*uricore.ParseError)
		u.rfcScheme = rfcScheme(s, u.sp)
	} else {
		u.r = r
	}
	return u
}

// rfcScheme reports whether the scheme of sp, the split of s, if any, is
// one RFC 3986 allows.
func rfcScheme(s string, sp uricore.Spans) bool {
	return !sp.Scheme.Defined() || uricore.SchemeLen(s) == sp.Scheme.End
}

// lenient returns [SplitLenient] of s.
func (u *subject) lenient() uricore.Spans {
	if !u.lenientDone {
		u.lenientSp, u.lenientDone = SplitLenient(u.s), true
	}
	return u.lenientSp
}

// passwords returns where what reads as a password lies in s, as
// [passwordsOf] does.
func (u *subject) passwords() [][2]int {
	if !u.passwordsDone {
		if !passwordFree(u.s, u.sp) {
			u.pwRanges = passwordRanges(u.s, u.sp, u.lenient())
		}
		u.passwordsDone = true
	}
	return u.pwRanges
}

// mayHoldPassword reports whether s holds what reads as a password in a
// userinfo, valid or not.
func (u *subject) mayHoldPassword() bool { return len(u.passwords()) > 0 }

// overlapsPassword reports whether s[from:to] overlaps a password of s.
func (u *subject) overlapsPassword(from, to int) bool {
	for _, r := range u.passwords() {
		if from < r[1] && r[0] < max(to, from+1) {
			return true
		}
	}
	return false
}
