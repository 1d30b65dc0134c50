// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// An evaluator turns a string expression into a template: its constant
// text and its holes, following constants, locals, printf-like calls,
// string builders and URLs parsed from constants. Its files stand on
// this one: eval.go builds templates, origins.go says what a hole's
// origin tells of its value, hostorigin.go where a host comes from.
type evaluator struct {
	pass   *analysis.Pass
	values *valueIndex
	sinks  *sinkIndex
	urls   *urlIndex
	budget int // steps left to the eval under way

	// argsSafe memoizes argumentsSafe: a parameter's answer, false
	// while it is being decided (a cycle of calls decides nothing).
	argsSafe map[*types.Var]bool
}
