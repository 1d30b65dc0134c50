// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/analyzer"
)

// TestFacts runs one package for each producer of facts (facts.go),
// each wanting that producer's facts alone, matched whole: what each
// fact prints is its content. A fact that another producer must export
// for the same function is wanted too, and the package says why.
func TestFacts(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer,
		"facts/wrapper", "facts/resolver", "facts/variable", "facts/sender", "facts/reader",
		"facts/completer", "facts/joiner", "facts/elem", "facts/urltext", "facts/helper")
}
