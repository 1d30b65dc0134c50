// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"strings"
)

// CategoryURL returns the address of a category's documentation: the URL
// every diagnostic of that category carries.
func CategoryURL(category string) string {
	return docURL + "#hdr-Category_" + category
}

// section returns the text of doc's "# Category NAME" section, without
// the heading.
func section(doc, category string) (string, bool) {
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

// docURL is where the documentation lives; a diagnostic's URL is its
// category's (CategoryURL).
const docURL = "https://pkg.go.dev/github.com/urilint/urilint/analyzer"
