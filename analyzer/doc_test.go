// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// TestDoc checks the documentation the analyzer carries: doc.go parses,
// the doc starts with the title, and every category has its section, the
// anchor each diagnostic's URL points to.
func TestDoc(t *testing.T) {
	doc, err := extractDoc(docSource)
	if err != nil {
		t.Fatalf("extractDoc(doc.go): %v", err)
	}
	if !strings.HasPrefix(doc, title+"\n") {
		t.Errorf("doc starts with %q, want the title %q", doc[:min(len(doc), 60)], title)
	}
	for _, cat := range uricheck.Categories() {
		if !strings.Contains(doc, "# Category "+cat+"\n") {
			t.Errorf("doc has no section %q", "# Category "+cat)
		}
	}
	if Analyzer.Doc != doc {
		t.Error("Analyzer.Doc is not the extracted doc")
	}
	if _, err := extractDoc("package"); err == nil {
		t.Error("extractDoc of broken Go: no error")
	}
}
