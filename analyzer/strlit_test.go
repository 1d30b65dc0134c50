// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"slices"
	"testing"
)

// TestLitOffsets checks the map from a literal's value bytes to its
// source bytes: plain text, every kind of escape of interpreted literals,
// multi-byte characters, raw literals and their carriage returns. The
// wanted offsets are counted by hand on the source text.
func TestLitOffsets(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want []int // one per value byte, then the closing quote
	}{
		{`"ab"`, []int{1, 2, 3}},
		{`"a\nb"`, []int{1, 2, 4, 5}},           // \n is one value byte at its backslash
		{`"\x41\101"`, []int{1, 5, 9}},          // \x41 and \101: one byte each
		{`"\u00e9x"`, []int{1, 1, 7, 8}},        // é: two UTF-8 bytes, both at the backslash
		{`"\U0001F600"`, []int{1, 1, 1, 1, 11}}, // four bytes
		{`"é"`, []int{1, 1, 3}},                 // written as is: both bytes at the character, never inside it
		{"`a\\b`", []int{1, 2, 3, 4}},           // raw: backslash is a byte
		{"`a\r\nb`", []int{1, 3, 4, 5}},         // raw: the CR is not in the value
		{`"\"%"`, []int{1, 3, 4}},               // an escaped quote
		{`""`, []int{1}},
	} {
		if got := litOffsets(tt.src); !slices.Equal(got, tt.want) {
			t.Errorf("litOffsets(%s) = %v, want %v", tt.src, got, tt.want)
		}
	}
	for _, bad := range []string{``, `"`, `'a'`, `"\q"`} {
		if got := litOffsets(bad); got != nil {
			t.Errorf("litOffsets(%s) = %v, want nil", bad, got)
		}
	}
}
