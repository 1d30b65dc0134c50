// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"strconv"
	"testing"
)

// FuzzMayBeCandidate checks that the source-text filter never drops a
// candidate: for any string the parser accepts as a URI candidate, each
// way Go can spell it as a literal passes the filter.
func FuzzMayBeCandidate(f *testing.F) {
	for _, s := range []string{
		"https://example.com/", "mailto:a@b", "urn:x", "http//x", "https:/x", `http:\\x`,
		"htp://x", " http://x ", "tel:+1", "data:,x", "/just/a/path", "no colon", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !isCandidate(s) {
			return
		}
		spellings := []string{strconv.Quote(s), strconv.QuoteToASCII(s)}
		if strconv.CanBackquote(s) {
			spellings = append(spellings, "`"+s+"`")
		}
		for _, src := range spellings {
			if !mayBeCandidate(&ast.BasicLit{Kind: token.STRING, Value: src}) {
				t.Errorf("mayBeCandidate(%s) = false, but %q is a candidate", src, s)
			}
		}
		// Every byte escaped: the filter must see the escapes.
		var esc []byte
		esc = append(esc, '"')
		for i := range len(s) {
			esc = append(esc, '\\', 'x', "0123456789abcdef"[s[i]>>4], "0123456789abcdef"[s[i]&15])
		}
		esc = append(esc, '"')
		if !mayBeCandidate(&ast.BasicLit{Kind: token.STRING, Value: string(esc)}) {
			t.Errorf("mayBeCandidate(%s) = false, but %q is a candidate", esc, s)
		}
	})
}
