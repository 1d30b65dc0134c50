// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"os"

	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/uricore"
)

// The checks turn templates into findings: each use's, the standalone
// constants', and the slips of built strings no sink receives. Their
// files stand on this one, which holds their state and what they
// return: check.go checks a template, originchecks.go what its holes'
// origins decide, hostport.go hosts and ports, rawholes.go the holes
// whose text a component cannot carry raw, slips.go and candidates.go
// the strings no sink receives. What flows where a URI is not meant
// they read from the flow (notURI), which finds it.
type checks struct {
	pass   *analysis.Pass
	steps  uricore.Steps // the normalization steps nonnormal counts
	files  *fileSet
	values *valueIndex
	sinks  *sinkIndex
	text   *evaluator
	notURI *notURIIndex // the flow's answer: what flows where a URI is not meant, for the slips and the standalone constants
}

// litSource returns the text of lit as its file holds it, which differs
// from lit.Value when a raw literal holds carriage returns (CRLF files).
func (ck *checks) litSource(lit *ast.BasicLit) string {
	n := int(lit.End() - lit.Pos())
	if n == len(lit.Value) {
		return lit.Value
	}
	tf := ck.pass.Fset.File(lit.Pos())
	if tf == nil {
		return lit.Value
	}
	read := ck.pass.ReadFile
	if read == nil {
		// Some drivers (older ones, Bazel's nogo) leave it unset; the
		// file is one of the pass's own.
		read = os.ReadFile
	}
	b, err := read(tf.Name())
	start := tf.Offset(lit.Pos())
	if err != nil || start+n > len(b) {
		return lit.Value
	}
	return string(b[start : start+n])
}

// A finding is a diagnostic about one literal (or expression), before
// the policies of test files, ignores and disabled categories.
type finding struct {
	lit  *ast.BasicLit // nil: report at expr
	expr ast.Expr
	pos  token.Pos
	end  token.Pos
	cat  string
	msg  string
	fix  *analysis.SuggestedFix

	fixSteps uricore.Steps // nonnormal: the normalization steps its fix applies
	use      *use          // nil for a standalone constant

	textOnly bool // judged by its text alone: no sink receives it
	password bool // a constant password given to url.UserPassword: a test reports it only with -test-credentials, whatever its role

	weakOrigin bool // hostport: the host's origin is only unknown (a field, a parameter), not one that strips brackets or reads the outside

	dropped string                        // join: the base's last segment a resolution drops
	related []analysis.RelatedInformation // join: the resolutions a base breaks
}
