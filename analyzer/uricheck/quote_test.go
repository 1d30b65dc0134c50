// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"strconv"
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// TestQuote checks that Quote quotes as strconv.Quote does, after
// Redact: every byte alone, between others, and UTF-8 text.
func TestQuote(t *testing.T) {
	var in []string
	for b := range 256 {
		in = append(in, string(rune(b)), string([]byte{byte(b)}), "a"+string([]byte{byte(b)})+"b")
	}
	in = append(in, "", "a b", "bücher", "https://u:pw@h/ x", `a"b\c`, "\x7f", "~")
	for _, s := range in {
		r, _ := uricheck.Redact(s)
		if got, want := uricheck.Quote(s), strconv.Quote(r); got != want {
			t.Errorf("Quote(%q) = %s, want %s", s, got, want)
		}
	}
}
