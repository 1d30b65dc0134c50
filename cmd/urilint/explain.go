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

// explain prints the documentation of category to w and returns the exit
// status: 2 for an unknown category.
func explain(w, stderr io.Writer, category string) int {
	if !uricheck.IsCategory(category) {
		fmt.Fprintf(stderr, "urilint: unknown category %q (want one of %s)\n", category, strings.Join(categories(), ", "))
		return 2
	}
	text, ok := analyzer.CategoryDoc(category)
	if !ok {
		fmt.Fprintf(stderr, "urilint: no documentation for category %q\n", category)
		return 1
	}
	fmt.Fprintf(w, "%s\n\n%s\n\nDocumentation: %s\n", category, text, analyzer.CategoryURL(category))
	return 0
}
