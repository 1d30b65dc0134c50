// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"
	"unicode/utf8"
)

// litOffsets maps byte offsets of a string literal's value to byte
// offsets in its source text: offs[i] is where the source of value byte
// i starts, and offs[len(value)] the closing quote. It handles raw
// literals (whose carriage returns the value drops) and every escape of
// interpreted ones. It returns nil if lit is not a well-formed string literal.
func litOffsets(lit string) []int {
	if len(lit) < 2 {
		return nil
	}
	var offs []int
	switch lit[0] {
	case '`':
		for i := 1; i < len(lit)-1; i++ {
			if lit[i] != '\r' {
				offs = append(offs, i)
			}
		}
	case '"':
		src := lit[1 : len(lit)-1]
		for rest := src; rest != ""; {
			pos := 1 + len(src) - len(rest)
			r, multi, tail, err := strconv.UnquoteChar(rest, '"')
			if err != nil {
				return nil
			}
			n := len(rest) - len(tail) // bytes copied as written
			if rest[0] == '\\' {
				n = 1 // \x, octal and one-byte escapes
				if multi {
					n = utf8.RuneLen(r)
				}
			}
			for range n {
				offs = append(offs, pos)
			}
			rest = tail
		}
	default:
		return nil
	}
	return append(offs, len(lit)-1)
}

// litRange returns the source range of value bytes [off, end) of lit, or
// the whole literal when the mapping fails. src is the literal's text as
// the file holds it: go/scanner drops the carriage returns of a raw
// literal from lit.Value, so offsets must be counted on the file's bytes.
func litRange(lit *ast.BasicLit, src string, off, end int) (token.Pos, token.Pos) {
	offs := litOffsets(src)
	if offs == nil || off < 0 || end < off || end >= len(offs) {
		return lit.Pos(), lit.End()
	}
	from, to := offs[off], offs[end]
	if to <= from {
		to = from + 1 // an empty range still highlights one byte
	}
	return lit.Pos() + token.Pos(from), lit.Pos() + token.Pos(to)
}

// quoteLike quotes v in the style of the literal lit: raw if lit is raw
// and v can be raw, else interpreted.
func quoteLike(lit string, v string) string {
	if strings.HasPrefix(lit, "`") && !strings.ContainsAny(v, "`\r") && utf8.ValidString(v) {
		return "`" + v + "`"
	}
	return strconv.Quote(v)
}
