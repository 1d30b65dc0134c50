// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// checkUse checks the text of u and returns its findings.
func (ck *checks) checkUse(u *use) []finding {
	if !u.tmpl.holed() && isElision(u.tmpl) {
		return nil // "...", an elision in an example: no URI at all
	}
	o := u.opts
	// Literals written at the call are the whole value; text reached
	// through a name may grow later.
	o.Whole = !u.tmpl.holed() && !slices.ContainsFunc(u.tmpl, func(p piece) bool { return p.viaName })
	check := func(s string) []uricheck.Finding { return uricheck.Check(s, o) }
	if u.component != "" {
		check = func(s string) []uricheck.Finding { return uricheck.CheckComponent(u.component, s, u.opts) }
	}
	return append(ck.checkTemplate(u.tmpl, check, u), ck.checkOrigins(u)...)
}

// isElision reports whether the text of t is only an elision: "...", "…".
func isElision(t template) bool {
	var b strings.Builder
	for _, p := range t {
		b.WriteString(p.text)
	}
	v := strings.TrimSpace(b.String())
	return v != "" && strings.Trim(strings.ReplaceAll(v, "…", "..."), ".") == "" && len(v) >= 3
}

// checkStandalone checks a literal no sink receives, whose whole value is
// meant as a URI.
func (ck *checks) checkStandalone(t template, v string) []finding {
	return ck.checkTemplate(t, func(s string) []uricheck.Finding {
		return uricheck.Check(s, uricheck.Options{Steps: ck.steps})
	}, nil)
}

// checkTemplate checks the text of t with check and maps each finding to
// the literal it is about. A template with holes is checked twice, with
// two sets of placeholders, and only findings that both report at the
// same place in a literal are kept: a finding never depends on a hole.
func (ck *checks) checkTemplate(t template, check func(string) []uricheck.Finding, u *use) []finding {
	if len(t) == 0 {
		return nil
	}
	a := t.fill(false)
	fa := check(a.text)
	if len(fa) == 0 {
		return nil
	}
	var fb []uricheck.Finding
	var b filling
	holed := t.holed()
	if holed {
		b = t.fill(true)
		fb = check(b.text)
	}
	var out []finding
	secretFrom, secretTo := possiblePassword(t, a)
	for _, f := range fa {
		if u == nil && f.Category == uricheck.Typo && f.End > f.Offset && strings.TrimSpace(a.text[f.Offset:f.End]) == "" {
			// White space around a URI is a slip only where a URI use
			// reads the string: a banner line ("  http://%s:%d") or a
			// message indents it on purpose.
			continue
		}
		pi, off, end, ok := a.locate(t, f.Offset, f.End)
		if !ok {
			continue // in a hole
		}
		if f.Offset < secretTo && secretFrom < max(f.End, f.Offset+1) {
			continue // about what may be a password: never quoted, and a hole may end it
		}
		if holed && a.start(pi)+len(t[pi].text) < f.End {
			// The offending text runs into a hole ("%" + hex, a port
			// "8o" + %d): the finding would quote what the hole holds,
			// maybe the rest of a password.
			continue
		}
		if holed && !b.has(t, fb, f.Category, pi, off) {
			continue // depends on a hole
		}
		p := t[pi]
		fd := finding{cat: f.Category, msg: f.Message, use: u, textOnly: u == nil, fixSteps: f.FixSteps}
		if p.lit == nil {
			if u == nil {
				continue
			}
			fd.expr, fd.pos, fd.end = u.expr, u.expr.Pos(), u.expr.End()
		} else {
			fd.lit = p.lit
			fd.pos, fd.end = litRange(p.lit, ck.litSource(p.lit), p.off+off, p.off+end)
			fd.fix = ck.fix(t, a, f, holed)
			if f.Category == uricheck.NonNormal && f.Fix != nil && !holed {
				// The message shows the form the fix writes, redacted as
				// every message is (a password leaves no fix anyway).
				fd.msg += ": its normal form is " + uricheck.Quote(*f.Fix)
			}
		}
		out = append(out, fd)
	}
	return out
}

// possiblePassword returns the range of the filled text fl that may be
// a password: after "scheme://user:", when a hole follows before any '@'
// (the hole may hold "@host"), up to that hole. A password may hold '/',
// '?' or '#', so they do not end it; digits up to the next '/' are a port.
func possiblePassword(t template, fl filling) (from, to int) {
	first := -1
	for i, p := range t {
		if p.hole {
			first = i
			break
		}
	}
	if first < 0 {
		return 0, 0
	}
	hole := fl.start(first)
	prefix := fl.text[:hole]
	// "scheme://user:" + hole, read as a browser reads a slip
	// ("https:/user:" too): the split reads "user" as the host and what
	// follows its ':' as a port.
	sp := uricheck.SplitLenient(prefix)
	if !sp.Scheme.Defined() || sp.UserInfo.Defined() || !sp.Port.Defined() {
		return 0, 0
	}
	if port := sp.Port.Of(prefix); strings.Trim(port, "0123456789") == "" && sp.Authority.End < hole {
		return 0, 0 // "host:8080/path" + hole: a port, then a path
	}
	return sp.Port.Start, hole
}

// locate maps the range [off, end) of the filled text to piece i of t and
// offsets in its text, clipped to the piece. ok is false if off is in a hole.
func (fl filling) locate(t template, off, end int) (i, o, e int, ok bool) {
	if off < 0 || off > len(fl.text) {
		return 0, 0, 0, false
	}
	i = fl.pieceAt(off, t)
	if i == len(t) || t[i].hole {
		// The end of the text, or an empty range at the start of a hole:
		// the end of the piece before, if it is text.
		if off > 0 && (end == off || i == len(t)) && !t[fl.pieceAt(off-1, t)].hole {
			i = fl.pieceAt(off-1, t)
			s := fl.start(i)
			return i, off - s, off - s, true
		}
		return 0, 0, 0, false
	}
	s := fl.start(i)
	o, e = off-s, end-s
	if e > len(t[i].text) {
		e = len(t[i].text)
	}
	if e < o {
		e = o
	}
	return i, o, e, true
}

// start returns the offset where piece i starts in the filled text.
func (fl filling) start(i int) int {
	if fl.piece == nil {
		return 0
	}
	for k, p := range fl.piece {
		if p == i {
			return k
		}
	}
	return len(fl.text)
}

// has reports whether fs, the findings for filling fl, hold one of
// category cat at offset off of piece i.
func (fl filling) has(t template, fs []uricheck.Finding, cat string, i, off int) bool {
	for _, f := range fs {
		if f.Category != cat {
			continue
		}
		if j, o, _, ok := fl.locate(t, f.Offset, f.End); ok && j == i && o == off {
			return true
		}
	}
	return false
}

// fix returns the suggested fix of f as an edit of one literal, or nil:
// a whole-value fix only when t is exactly one literal, and edits of a few
// bytes only when they all lie inside one literal (then they are right
// whatever the holes hold).
func (ck *checks) fix(t template, fl filling, f uricheck.Finding, holed bool) *analysis.SuggestedFix {
	if f.Fix == nil {
		return nil
	}
	msg := f.FixTitle // chosen where the fix was made
	if lit := t.literal(); lit != nil && !holed {
		text := *f.Fix
		if t[0].format {
			text = strings.ReplaceAll(text, "%", "%%")
		}
		return &analysis.SuggestedFix{Message: msg, TextEdits: []analysis.TextEdit{{
			Pos: lit.Pos(), End: lit.End(), NewText: []byte(quoteLike(lit.Value, text)),
		}}}
	}
	if len(f.Edits) == 0 {
		return nil
	}
	pi := -1
	var edits []uricheck.Edit
	for _, e := range f.Edits {
		i, o, end, ok := fl.locate(t, e.Offset, e.End)
		if !ok || pi >= 0 && i != pi || end-o != e.End-e.Offset {
			return nil
		}
		pi = i
		edits = append(edits, uricheck.Edit{Offset: o, End: end, New: e.New})
	}
	p := t[pi]
	v, ok := unquote(p.lit)
	if !ok {
		return nil
	}
	text := uricheck.ApplyEdits(p.text, edits)
	if p.format {
		// The piece holds no verb (they are holes) and no "%%" (a piece
		// of its own): every '%' of the new text is a percent-encoding.
		text = strings.ReplaceAll(text, "%", "%%")
	}
	nv := v[:p.off] + text + v[p.off+len(p.text):]
	return &analysis.SuggestedFix{Message: msg, TextEdits: []analysis.TextEdit{{
		Pos: p.lit.Pos(), End: p.lit.End(), NewText: []byte(quoteLike(p.lit.Value, nv)),
	}}}
}

// checkPassword returns the finding of e, a password given to
// url.UserPassword, if it is a constant: a secret written in the
// source. The finding never quotes it.
func (ck *checks) checkPassword(e ast.Expr) []finding {
	v, ok := ck.values.stringValue(e)
	if !ok || v == "" || uricheck.IsRedacted(v) {
		return nil
	}
	return []finding{{expr: e, pos: e.Pos(), end: e.End(), cat: uricheck.Credentials, password: true,
		msg: "constant password given to net/url.UserPassword; read it at run time (from the environment or a secret store)"}}
}
