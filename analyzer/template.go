// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis/passes/printf"
	"golang.org/x/tools/go/types/typeutil"
	printfmt "honnef.co/go/tools/printf"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// A piece is a run of the text of a URI built by a program: text that
// comes from a constant, or a hole whose value is known only at run time.
type piece struct {
	hole    bool
	digits  bool          // a hole of an integer (a %d verb, an int operand)
	text    string        // the text of a constant piece
	lit     *ast.BasicLit // the literal the text is written in, if it is in a checked file
	off     int           // the offset of text in lit's value
	viaName bool          // reached through a named constant or a local
	format  bool          // text of a printf format: a '%' in it is written "%%"
}

// A template is the text of a URI expression: its pieces in order.
type template []piece

// holed reports whether t has a hole.
func (t template) holed() bool {
	for _, p := range t {
		if p.hole {
			return true
		}
	}
	return false
}

// literal returns the literal t is the whole value of, if it is one.
func (t template) literal() *ast.BasicLit {
	if len(t) != 1 || t[0].hole || t[0].lit == nil || t[0].off != 0 {
		return nil
	}
	if v, ok := unquote(t[0].lit); ok && v == t[0].text {
		return t[0].lit
	}
	return nil
}

// maxDepth bounds how many names and concatenations eval follows.
const maxDepth = 32

// eval returns the template of the string expression e: constants and
// literals as text, concatenations, printf-like calls with a constant
// format, named constants and locals assigned once, followed to their
// definitions; anything else is a hole.
func (c *checker) eval(e ast.Expr) template {
	c.values.budget = maxEvalSteps
	return c.evalDepth(e, 0, false)
}

// maxEvalSteps bounds the steps of one eval: a name used twice is
// followed twice (b := a + a; c := b + b; …), which could double the work
// at each level. Past it, what is left is a hole.
const maxEvalSteps = 4096

func (c *checker) evalDepth(e ast.Expr, depth int, via bool) template {
	e = ast.Unparen(e)
	if depth > maxDepth || c.values.budget <= 0 {
		return c.hole(e)
	}
	c.values.budget--
	info := c.pass.TypesInfo
	switch e := e.(type) {
	case *ast.BasicLit:
		if v, ok := unquote(e); ok {
			var lit *ast.BasicLit
			if c.inChecked(e.Pos()) {
				lit = e
			}
			return template{{text: v, lit: lit, viaName: via}}
		}
	case *ast.Ident:
		switch obj := info.Uses[e].(type) {
		case *types.Const:
			if d := c.constDeclOf(obj); d != nil {
				return c.evalDepth(d, depth+1, true)
			}
		case *types.Var:
			if d := c.localValue(obj); d != nil {
				return c.evalDepth(d, depth+1, true)
			}
			if d, ok := c.extendedValue(obj); ok {
				// Its first value, and what later writes append.
				return append(c.evalDepth(d, depth+1, true), piece{hole: true})
			}
		}
	case *ast.BinaryExpr:
		if e.Op == token.ADD && typesutil.IsString(info.TypeOf(e)) {
			// A chain a + b + c + … is one level, however long.
			var out template
			for _, op := range operands(e) {
				out = append(out, c.evalDepth(op, depth+1, via)...)
			}
			return out
		}
	case *ast.CallExpr:
		if t, ok := c.evalPrintf(e, depth, via); ok {
			return t
		}
		if t, ok := c.evalBuilder(e, depth, via); ok {
			return t
		}
		if x, ok := c.parsedString(e); ok {
			return c.evalDepth(x, depth+1, true)
		}
	}
	if v, ok := c.stringValue(e); ok {
		return template{{text: v, viaName: via}}
	}
	return c.hole(e)
}

// hole returns the template of an expression whose value is unknown.
func (c *checker) hole(e ast.Expr) template {
	return template{{hole: true, digits: isInteger(c.pass.TypesInfo.TypeOf(e))}}
}

// plainString reports whether the verb v prints a string argument as it
// is: %s or %v with no flag, width or precision.
func plainString(v printfmt.Verb) bool {
	_, dw := v.Width.(printfmt.Default)
	_, dp := v.Precision.(printfmt.Default)
	return (v.Letter == 's' || v.Letter == 'v') && v.Flags == "" && dw && dp
}

// evalPrintf returns the template of a call to a printf-like function
// (fmt.Sprintf and its wrappers, known through the printf analyzer) with
// a constant format: the format's text, with a hole for each verb.
func (c *checker) evalPrintf(call *ast.CallExpr, depth int, via bool) (template, bool) {
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil || c.printf == nil || c.printfKind(fn) != printf.KindPrintf {
		return nil, false
	}
	sig := fn.Signature()
	if sig.Results().Len() == 0 || !typesutil.IsString(sig.Results().At(0).Type()) {
		return nil, false // Printf, Fprintf: nothing to build a URI from
	}
	idx := sig.Params().Len() - 2
	if idx < 0 || idx >= len(call.Args) {
		return nil, false
	}
	format := c.evalDepth(call.Args[idx], depth+1, via)
	if format.holed() {
		return nil, false
	}
	var text strings.Builder
	for _, p := range format {
		text.WriteString(p.text)
	}
	actions, err := printfmt.Parse(text.String())
	if err != nil {
		return nil, false // not a format fmt reads as written; vet's printf check reports it
	}
	args := call.Args[idx+1:]
	var out template
	off, argNum := 0, 0
	next := func(index int) ast.Expr { // the argument a verb or a '*' consumes
		if index > 0 {
			argNum = index - 1
		}
		var arg ast.Expr
		if argNum < len(args) {
			arg = args[argNum]
		}
		argNum++
		return arg
	}
	for _, a := range actions {
		switch a := a.(type) {
		case string:
			out = append(out, format.span(off, off+len(a))...)
			off += len(a)
		case printfmt.Verb:
			for _, w := range []printfmt.Argument{a.Width, a.Precision} {
				if s, ok := w.(printfmt.Star); ok {
					next(s.Index)
				}
			}
			if a.Letter == '%' {
				out = append(out, format.span(off, off+1)...) // "%%" prints '%'
			} else {
				arg := next(a.Value)
				if plainString(a) && arg != nil && typesutil.IsString(c.pass.TypesInfo.TypeOf(arg)) {
					// %s or %v of a string prints it as it is: its own
					// template, a nested Sprintf's among others.
					out = append(out, c.evalDepth(arg, depth+1, via)...)
				} else {
					out = append(out, piece{hole: true, digits: digitsOnly(a, arg != nil && isInteger(c.pass.TypesInfo.TypeOf(arg)))})
				}
			}
			off += len(a.Raw)
		}
	}
	return out, true
}

// digitsOnly reports whether verb v prints only decimal digits: %d of
// any value (a non-integer one prints %!d(…), no URI either), or %b, %o,
// %x, %X of an integer, as before, with no sign, space or padding that
// could add other bytes.
func digitsOnly(v printfmt.Verb, integer bool) bool {
	if strings.ContainsAny(v.Flags, "+ #") {
		return false
	}
	if _, ok := v.Width.(printfmt.Default); !ok && !strings.Contains(v.Flags, "0") {
		return false // padded with spaces
	}
	return v.Letter == 'd' || integer && strings.ContainsRune("boxX", v.Letter)
}

// span returns the pieces of format text [i, j), counted over the text of
// all of t's pieces, which are constant.
func (t template) span(i, j int) template {
	var out template
	base := 0
	for _, p := range t {
		lo, hi := max(i-base, 0), min(j-base, len(p.text))
		if lo < hi {
			out = append(out, p.sub(lo, hi))
		}
		base += len(p.text)
	}
	return out
}

// sub returns the piece of p's text [i, j) of a printf format.
func (p piece) sub(i, j int) piece {
	q := p
	q.text, q.off, q.format = p.text[i:j], p.off+i, true
	return q
}

// A filling is a template's text with every hole filled by a placeholder,
// and for each byte of it, the piece it comes from.
type filling struct {
	text  string
	piece []int // piece index of each byte; len(text)+1 entries, the last for the end; nil when there is one piece
}

// pieceAt returns the index of the piece byte off of the text comes from.
func (fl filling) pieceAt(off int, t template) int {
	if fl.piece == nil {
		if off == len(fl.text) {
			return len(t)
		}
		return 0
	}
	return fl.piece[off]
}

// fill fills the holes of t with placeholders that fit where each hole
// stands: a scheme, a base URI at the start, a host, a port, a path
// segment, a query or a fragment. alt chooses the second set, so that a
// finding that depends on a hole's value shows up as a difference.
func (t template) fill(alt bool) filling {
	if len(t) == 1 && !t[0].hole {
		return filling{text: t[0].text} // one piece: no index needed
	}
	var b strings.Builder
	var idx []int
	var st fillState
	for i, p := range t {
		text := p.text
		if p.hole {
			text = st.placeholder(b.String(), t.textAfter(i), p.digits, alt)
		}
		b.WriteString(text)
		st.query = st.query || strings.ContainsAny(text, "?")
		st.fragment = st.fragment || strings.ContainsAny(text, "#")
		for range len(text) {
			idx = append(idx, i)
		}
	}
	idx = append(idx, len(t))
	return filling{b.String(), idx}
}

// A fillState is what fill knows of the text before a hole, kept as the
// text grows so that filling costs time linear in the text's length.
type fillState struct {
	query, fragment bool // the text holds a '?', a '#'
	// authority is how many times the text's authority was looked for
	// while the text may still end in it; past maxAuthorityLooks, a hole
	// is taken to be in the path.
	authority int
	closed    bool // the text has an authority and goes past it
}

// maxAuthorityLooks bounds the searches for the authority in one fill.
const maxAuthorityLooks = 32

// textAfter returns the constant text that follows piece i, up to the next hole.
func (t template) textAfter(i int) string {
	var s strings.Builder
	for _, p := range t[i+1:] {
		if p.hole {
			break
		}
		s.WriteString(p.text)
	}
	return s.String()
}

// placeholder returns the text for a hole after the text before and
// followed by after.
func (st *fillState) placeholder(before, after string, digits, alt bool) string {
	pick := func(a, b string) string {
		if alt {
			return b
		}
		return a
	}
	if digits {
		return pick("1", "8080")
	}
	if st.fragment {
		return pick("x", "y")
	}
	if st.query {
		return pick("x", "k=v")
	}
	if before == "" {
		if strings.HasPrefix(after, "://") || strings.HasPrefix(after, ":") && !strings.HasPrefix(after, ":/") && len(after) > 1 && after[1] >= '0' && after[1] <= '9' {
			if strings.HasPrefix(after, "://") {
				return pick("http", "s")
			}
		}
		return pick("http://h", "https://h.example:1/x") // a base URI
	}
	if st.closed || st.authority >= maxAuthorityLooks {
		return pick("x", "x/y") // a path
	}
	st.authority++
	start, end, ok := uricheck.Authority(before)
	st.closed = ok && end < len(before)
	if ok && end == len(before) {
		auth := before[start:end]
		if strings.HasSuffix(auth, ":") && !strings.Contains(auth, "]") || strings.HasSuffix(auth, "]:") {
			return pick("1", "8080") // a port
		}
		if strings.HasSuffix(auth, "[") {
			return pick("::1", "fe80::1")
		}
		if !strings.Contains(auth, "@") {
			// The hole may end a userinfo ("http://deploy:pw" + rest,
			// rest = "@host/"): the second placeholder does, so that a
			// finding that reads a password as a host or port depends on it.
			return pick("h", "@h.example")
		}
		return pick("h", "h.example") // a host
	}
	return pick("x", "x/y") // a path
}
