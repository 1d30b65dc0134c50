// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// categories returns the categories of findings, in the order of the
// documentation.
func categories() []string { return uricheck.Categories() }

// categoryDoc returns the documentation of category from doc, the
// analyzer's Doc: the text of its "# Category NAME" section, without the
// heading.
//
// TODO: read it through an accessor of the analyzer package once there
// is one, instead of cutting the analyzer's Doc here.
func categoryDoc(doc, category string) (string, bool) {
	heading := "# Category " + category + "\n"
	var start int
	switch {
	case strings.HasPrefix(doc, heading):
		start = len(heading)
	default:
		i := strings.Index(doc, "\n"+heading)
		if i < 0 {
			return "", false
		}
		start = i + 1 + len(heading)
	}
	text := doc[start:]
	if end := strings.Index(text, "\n# "); end >= 0 {
		text = text[:end]
	}
	return strings.TrimSpace(text), true
}

// categoryURL returns the address of category's documentation, the URL
// a finding of that category carries.
func categoryURL(category string) string {
	return analyzer.Analyzer.URL + "#hdr-Category_" + category
}

// explain prints the documentation of category to w and returns the exit
// status: 2 for an unknown category.
func explain(w, stderr io.Writer, category string) int {
	if !uricheck.IsCategory(category) {
		fmt.Fprintf(stderr, "urilint: unknown category %q (want one of %s)\n", category, strings.Join(categories(), ", "))
		return 2
	}
	text, ok := categoryDoc(analyzer.Analyzer.Doc, category)
	if !ok {
		fmt.Fprintf(stderr, "urilint: no documentation for category %q\n", category)
		return 1
	}
	fmt.Fprintf(w, "%s\n\n%s\n\nDocumentation: %s\n", category, text, categoryURL(category))
	return 0
}
