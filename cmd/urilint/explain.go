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
// status: 2 for an unknown category. "sinks" prints the sinks the -sinks
// flag can add to, "tables" lists every knowledge table, and a table's
// name prints its rows.
func explain(w, stderr io.Writer, category string) int {
	if category == "sinks" {
		fmt.Fprintf(w, "sinks\n\nThe functions whose string parameter takes a URI (FUNC:ARG:NEED, as -sinks\nadds more), then the fields that take one (TYPE.FIELD NEED):\n\n")
		for _, line := range analyzer.SinkTable() {
			fmt.Fprintf(w, "  %s\n", line)
		}
		fmt.Fprintf(w, "\nNEED is one of %s.\n", analyzer.NeedSyntax)
		return 0
	}
	if category == "tables" {
		fmt.Fprintf(w, "tables\n\nWhat urilint knows of the standard library and of libraries, one table each\n(urilint -explain TABLE prints its rows):\n\n")
		tables := analyzer.Tables()
		width := 0
		for _, t := range tables {
			width = max(width, len(t.Name))
		}
		for _, t := range tables {
			fmt.Fprintf(w, "  %-*s  %s (%d rows; pinned to %s)\n", width, t.Name, t.Doc, len(t.Rows), t.Pinned)
		}
		return 0
	}
	for _, t := range analyzer.Tables() {
		if t.Name == category {
			fmt.Fprintf(w, "%s\n\n%s, pinned to %s:\n\n", t.Name, t.Doc, t.Pinned)
			for _, row := range t.Rows {
				fmt.Fprintf(w, "  %s\n", row)
			}
			return 0
		}
	}
	if !uricheck.IsCategory(category) {
		fmt.Fprintf(stderr, "urilint: unknown category %q (want one of %s, sinks, tables, or a table's name)\n", category, strings.Join(categories(), ", "))
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
