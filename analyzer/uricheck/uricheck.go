// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package uricheck holds urilint's checks of one URI string: what is wrong
// with it, where, and what the fix is. The analyzer applies them to the
// strings it finds in Go code; the uri command applies them to a bare
// string. Package uricheck knows nothing of Go syntax: offsets are byte
// offsets into the string value, and [RedactLines], which masks the
// passwords of source lines, is given the spans of their string literals.
package uricheck

import (
	"strings"

	"github.com/urilint/urilint/uricore"
)

// Check returns what is wrong with the URI string s used as o says:
// every finding it has, at most one per category, each at its own byte
// (a malformed byte hides no bad port, form or password), and never a
// nonnormal finding for a string with a password, whose fix would print
// it. A typo explains the form and the normal form away.
//
// A finding has a fix only where the fix's text checks clean: it parses,
// and checked again as o says it has no finding of the same category
// (an IPv6 address bracketed in "0000://u@::0" leaves a scheme that
// starts with a digit: no fix). Of fixes that touch the same bytes only
// the first is offered, and no fix prints a password.
func Check(s string, o Options) []Finding {
	var fs []Finding
	u := newSubject(s)
	u.partial = !o.Whole
	if o.Need.List {
		// Each element's fix, put back in the list, must still check
		// clean as the whole string (below).
		fs = checkList(s, o)
	} else {
		fs = check(&u, o, "")
	}
	// Whether the string may hold a password is decided on the whole
	// string, before any fix leaves: a list element's fix is the whole
	// list, with the other elements' passwords in it.
	if hasFix(fs) && u.mayHoldPassword() {
		for i := range fs {
			fs[i].Fix, fs[i].Edits = nil, nil // a fix would print the password, encoded or not
		}
	}
	for i := range fs {
		if fs[i].Fix != nil && !fixed(*fs[i].Fix, fs[i].Category, o) {
			fs[i].Fix, fs[i].Edits = nil, nil
		}
	}
	oneFixPerByte(fs)
	return fs
}

// oneFixPerByte drops the fix of each finding of fs whose fix touches
// bytes that the fix of an earlier finding touches: fixes are offered one
// at a time, the first now, the next on the next run (DESIGN.md). A fix
// without edits rewrites the whole string, and touches every byte.
func oneFixPerByte(fs []Finding) {
	for i := range fs {
		for j := range i {
			if fs[i].Fix != nil && fs[j].Fix != nil && touch(fs[i].Edits, fs[j].Edits) {
				fs[i].Fix, fs[i].Edits = nil, nil
			}
		}
	}
}

// touch reports whether the edits a and b of one string touch the same
// bytes, or either is nil: a fix of the whole string.
func touch(a, b []Edit) bool {
	if a == nil || b == nil {
		return true
	}
	for _, x := range a {
		for _, y := range b {
			if x.Offset <= y.End && y.Offset <= x.End {
				return true
			}
		}
	}
	return false
}

// hasFix reports whether a finding of fs has a fix.
func hasFix(fs []Finding) bool {
	for _, f := range fs {
		if f.Fix != nil || f.Edits != nil {
			return true
		}
	}
	return false
}

// fixed reports whether text, a fix's result, checks clean of the
// category cat as o says, and parses.
func fixed(text, cat string, o Options) bool {
	var fs []Finding
	switch {
	case o.Need.List:
		if _, err := uricore.Parse(text); err != nil {
			return false
		}
		fs = checkList(text, o) // the other elements too
	case cat == Malformed:
		// A reference that parses is malformed only where the need
		// reads it as no reference (checkNeed): past that, check finds
		// a typo or the findings of a valid reference, never this one.
		if _, err := uricore.Parse(text); err != nil {
			return false
		}
		fs, _ = checkNeed(text, o)
	default:
		u := newSubject(text)
		if u.err != nil {
			return false
		}
		fs = check(&u, o, cat)
	}
	for _, f := range fs {
		if f.Category == cat {
			return false
		}
	}
	return true
}

// check returns what is wrong with u as o says. If only is not empty,
// the caller wants only the findings of that category: check may leave
// out the others, and does no work that only they need.
func check(u *subject, o Options, only string) []Finding {
	s := u.s
	if fs, ok := checkNeed(s, o); ok {
		return fs
	}
	wants := func(cat string) bool { return only == "" || only == cat }
	if f, ok := typo(s); ok {
		// A misspelt scheme hides no other mistake: a character that
		// must be escaped after it, a port, or a password, is reported beside
		// it at its own byte, with its own fix (DESIGN.md: "a misspelt
		// scheme does not hide a space that must be escaped"). What the
		// wrong scheme makes of the form or the normal form is the
		// typo's own.
		fs := []Finding{f}
		add := func(f Finding, ok bool) {
			if ok && wants(f.Category) && !holds(fs, f.Category) {
				fs = append(fs, f)
			}
		}
		switch e := u.err; {
		case e == nil:
			if u.r.HasAuthority {
				add(port(u))
			} else {
				add(splitPort(u, true)) // "https:/example.com:99999/"
			}
			add(credentials(u))
		case e.Offset >= f.End && e.Code != uricore.ErrColonInFirstSegment && wants(Malformed):
			m := malformed(u)
			add(m, true)
			if m.Category == Port {
				add(malformedAfter(u, u.sp.Authority.End))
			} else {
				add(splitPort(u, true))
			}
			fallthrough
		default:
			add(splitCredentials(u))
		}
		return fs
	}
	if u.err != nil {
		return checkInvalid(u, o)
	}
	var fs []Finding
	if wants(Form) {
		if f, ok := form(u, o); ok {
			fs = append(fs, f)
		}
	}
	if wants(Port) {
		if f, ok := port(u); ok {
			fs = append(fs, f)
		}
	}
	if !wants(Credentials) && !wants(NonNormal) {
		return fs
	}
	if f, ok := credentials(u); ok {
		return append(fs, f)
	}
	if !wants(NonNormal) {
		return fs
	}
	if u.mayHoldPassword() {
		return fs // something like a password elsewhere: no fix may print it
	}
	if o.Need.library() {
		return fs
	}
	if f, ok := nonNormal(u, o.Steps); ok {
		fs = append(fs, f)
	}
	return fs
}

// checkInvalid returns what is wrong with u, a string that does not
// parse: the fault the parser meets first and, beside it, each at its own
// byte, what the parts uricore's split reads hold (DESIGN.md: a string
// gets every finding it has, at most one per category): a port out of
// range, a form the need does not take, a fault past a port or a host
// the parser stopped at, a password.
func checkInvalid(u *subject, o Options) []Finding {
	s, e := u.s, u.err
	var fs []Finding
	add := func(f Finding, ok bool) {
		if ok && !holds(fs, f.Category) {
			fs = append(fs, f)
		}
	}
	end, host := 0, false
	if e.Code == uricore.ErrColonInFirstSegment && o.Need != NeedReference {
		end, host = leadingHost(u)
	}
	switch f, ipv6 := unbracketedIPv6(u); {
	case host:
		// "localhost:8080" parses as scheme "localhost"; "127.0.0.1:8080"
		// does not parse at all. Either way the scheme is missing.
		add(Finding{Category: Form, Offset: 0, End: end, Message: needs(o) + ", but " + Quote(s[:end]) + " has no scheme"}, true)
		add(malformedAfter(u, end))
	case ipv6:
		add(f, true)
	case e.Code == uricore.ErrInvalidPort && !defaultPort(u) && portList(s[portOf(u).Start:]):
		// Several hosts ("mongodb://u:pw@a:1,b:2/db"): the
		// userinfo before them is still read as a URI's.
		if f, ok := listCredentials(u); ok {
			return []Finding{f}
		}
		return nil
	default:
		m := malformed(u)
		add(m, true)
		if m.Category == Port && u.sp.Authority.Defined() {
			add(malformedAfter(u, u.sp.Authority.End)) // "https://h:8o/a b"
		} else {
			add(splitPort(u, false)) // "https://h:99999/a b"
		}
		add(splitForm(u, o)) // "example.com:8080/a b"
	}
	// A password is a secret whatever else in the string is wrong: it is
	// decided on the userinfo alone, beside the other findings.
	add(splitCredentials(u))
	return fs
}

// holds reports whether fs holds a finding of category cat.
func holds(fs []Finding, cat string) bool {
	for _, f := range fs {
		if f.Category == cat {
			return true
		}
	}
	return false
}

// checkNeed returns what is wrong with s where o's need does not read it
// as a URI reference, and true: host[:port], a keyword connection string,
// or "" for a library's default. Elsewhere it returns false, and check
// reads s as a reference.
func checkNeed(s string, o Options) ([]Finding, bool) {
	switch o.Need.Kind {
	case KindURL, KindDSN, KindTarget:
		if s == "" {
			return nil, true // the library's default, or off (sentry's Dsn)
		}
	}
	switch o.Need.Kind {
	case KindHostPort:
		return hostPort(s, o), true
	case KindTarget:
		if !targetURI(s, o.Need) {
			return hostPort(s, o), true
		}
	case KindDSN:
		if !strings.Contains(s, "://") {
			return nil, true // a keyword connection string ("host=db user=app")
		}
	}
	return nil, false
}

// checkList checks s, a comma-separated list, element by element as
// o.Need without its List says, in s's offsets.
func checkList(s string, o Options) []Finding {
	o.Need.List = false
	var fs []Finding
	for start := 0; start <= len(s); {
		end := strings.IndexByte(s[start:], ',')
		if end < 0 {
			end = len(s)
		} else {
			end += start
		}
		elem := strings.TrimRight(s[start:end], " ")
		off := start + len(elem) - len(strings.TrimLeft(elem, " "))
		elem = strings.TrimLeft(elem, " ")
		for _, f := range Check(elem, o) {
			f.Offset += off
			f.End += off
			if f.Fix != nil {
				fix := s[:off] + *f.Fix + s[off+len(elem):]
				f.Fix = &fix
				for i := range f.Edits {
					f.Edits[i].Offset += off
					f.Edits[i].End += off
				}
			}
			fs = append(fs, f)
		}
		start = end + 1
	}
	return fs
}
