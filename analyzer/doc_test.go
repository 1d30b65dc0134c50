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
	for _, cat := range uricheck.Categories() {
		text, ok := CategoryDoc(cat)
		if !ok || text == "" || strings.Contains(text, "# Category") {
			t.Errorf("CategoryDoc(%q) = %q, %v; want its section alone", cat, text, ok)
		}
		if want := "https://pkg.go.dev/github.com/urilint/urilint/analyzer#hdr-Category_" + cat; CategoryURL(cat) != want {
			t.Errorf("CategoryURL(%q) = %q, want %q", cat, CategoryURL(cat), want)
		}
	}
	if _, ok := CategoryDoc("typos"); ok {
		t.Error("CategoryDoc(typos): found a section for a name that is no category")
	}
	if Analyzer.Doc != doc {
		t.Error("Analyzer.Doc is not the extracted doc")
	}
	if _, err := extractDoc("package"); err == nil {
		t.Error("extractDoc of broken Go: no error")
	}
}

func TestSection(t *testing.T) {
	doc := "intro\n\n# Category a\n\nA text.\n\nMore.\n\n# Category b\n\nB text.\n"
	for _, tt := range []struct{ cat, want string }{
		{"a", "A text.\n\nMore."},
		{"b", "B text."},
	} {
		if got, ok := section(doc, tt.cat); !ok || got != tt.want {
			t.Errorf("section(%q) = %q, %v; want %q", tt.cat, got, ok, tt.want)
		}
	}
	if _, ok := section(doc, "c"); ok {
		t.Error("section found a section for c")
	}
}
