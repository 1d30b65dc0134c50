// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// A hole's text that a component cannot carry raw: a file-system path
// in a URI's path, decoded text in its query (DESIGN.md, "Run-time
// values in URIs"). Values of unknown content are never guessed at.
// The functions whose results are such text are knowledge tables
// (fsPathFuncs, decodedFuncs); the evaluator follows a hole to them
// (rawSource).

// holeComponents returns, for each piece of t, the component of the
// URI it stands in, by the delimiters of the constant text before it:
// 's' scheme, 'a' authority, 'p' path, 'q' query, 'f' fragment.
func holeComponents(t template) []byte {
	out := make([]byte, len(t))
	state := byte('p')
	var text strings.Builder
	if len(t) > 0 && !t[0].hole {
		if i := strings.Index(t[0].text, "://"); i > 0 {
			state = 's'
		}
	} else if len(t) > 1 && strings.HasPrefix(t[1].text, "://") {
		state = 's'
	}
	for i, p := range t {
		out[i] = state
		if p.hole {
			continue
		}
		text.WriteString(p.text)
		for j := 0; j < len(p.text); j++ {
			c := p.text[j]
			switch {
			case state == 's' && strings.HasPrefix(p.text[j:], "://"):
				state = 'a'
				j += 2
			case state == 'a' && c == '/', state == 's' && c == '/':
				state = 'p'
			case (state == 'a' || state == 'p') && c == '?':
				state = 'q'
			case state != 'f' && c == '#':
				state = 'f'
			}
		}
	}
	return out
}

// rawHoles returns the malformed findings of holes in t that hold a
// file-system path in the path, or decoded text in the query, raw: not
// escaped by url.PathEscape or url.QueryEscape, nor built by url.URL or
// url.Values (those are calls of their own, no such origin).
//
// The finding is at the hole's expression where the template writes it,
// else (a local's value) at whole, the template's expression.
func (ck *checks) rawHoles(t template, u *use, whole ast.Expr) []finding {
	if !t.holed() {
		return nil
	}
	comps := holeComponents(t)
	file := !t[0].hole && strings.HasPrefix(strings.ToLower(t[0].text), "file:")
	if !t[0].hole && strings.HasPrefix(strings.ToLower(t[0].text), "unix:") {
		return nil // a socket's path, as gRPC reads it (relativeSocket)
	}
	var out []finding
	for i, p := range t {
		if !p.hole || p.expr == nil || p.digits {
			continue
		}
		var msg string
		switch comps[i] {
		case 'p', 'a':
			if comps[i] == 'a' && !file {
				continue // a host
			}
			// (After "file://" the path's own "/" starts the path.)
			what, ok := ck.text.rawSource(p.expr, fsPathFuncs, 0)
			if !ok {
				continue
			}
			msg = types.ExprString(p.expr) + " is a file-system path (from " + what + ") put raw in the URI's path: a ' ', '#', '?' or '%' in it breaks the URI, and a Windows drive (C:) becomes a host after \"file://\"; build it with url.URL{Scheme: \"file\", Path: filepath.ToSlash(p)} (a leading \"/\" before a drive) or escape each segment with url.PathEscape"
		case 'q':
			what, ok := ck.text.rawSource(p.expr, decodedFuncs, 0)
			if !ok {
				continue
			}
			msg = types.ExprString(p.expr) + " is decoded text (from " + what + ") put raw in the query: the server receives a ' ' as a broken request line, '&' and '#' as the end of the value, '+' as a space; escape it with url.QueryEscape or build the query with url.Values"
		default:
			continue
		}
		at := p.expr
		if whole != nil && !within(at, whole) {
			at = whole
		}
		out = append(out, finding{expr: at, pos: at.Pos(), end: at.End(), cat: uricheck.Malformed, use: u, textOnly: u == nil, msg: msg})
	}
	return out
}
