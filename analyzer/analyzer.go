// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	_ "embed"
	"go/parser"
	"go/token"
	"reflect"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/analysis/passes/printf"

	"github.com/urilint/urilint/analyzer/internal/index"
	"github.com/urilint/urilint/analyzer/internal/testpolicy"
	"github.com/urilint/urilint/analyzer/uricheck"
)

//go:embed doc.go
var docSource string

// title is the analyzer's one-line summary, used if doc.go cannot be read.
const title = "urilint: check URI strings for RFC 3986 validity"

// Analyzer is urilint with the default [Config].
var Analyzer = New(Config{})

// New returns a urilint analyzer configured by c. Its flags (-sinks,
// -normalize, -disable, -test-credentials) start from c.
func New(c Config) *analysis.Analyzer {
	cfg := &c
	doc, err := extractDoc(docSource)
	if err != nil {
		doc = title
	}
	a := &analysis.Analyzer{
		Name:       "urilint",
		Doc:        doc,
		URL:        docURL,
		Requires:   []*analysis.Analyzer{inspect.Analyzer, printf.Analyzer, index.Analyzer},
		ResultType: reflect.TypeFor[*Result](),
		FactTypes:  []analysis.Fact{new(wrapperFact), new(testpolicy.HelperFact), new(resolveFact), new(varFact), new(senderFact), new(readerFact), new(completerFact), new(joinerFact), new(elemFact), new(urlTextFact)},
	}
	cfg.BindFlags(&a.Flags)
	// The flags are set after New and before the first run; the settings
	// are compiled again only if the Config has changed since.
	var (
		mu       sync.Mutex
		compiled Config
		last     *settings
	)
	a.Run = func(pass *analysis.Pass) (any, error) {
		mu.Lock()
		if last == nil || !reflect.DeepEqual(compiled, *cfg) {
			s, err := cfg.compile()
			if err != nil {
				mu.Unlock()
				return nil, err
			}
			compiled = Config{
				Sinks:           slices.Clone(cfg.Sinks),
				Normalize:       slices.Clone(cfg.Normalize),
				Disable:         slices.Clone(cfg.Disable),
				TestCredentials: cfg.TestCredentials,
			}
			last = s
		}
		s := last
		mu.Unlock()
		c := &checker{pass: pass, settings: s}
		return c.run(), nil
	}
	return a
}

// WithCategory returns a copy of a whose messages start with their
// category ("typo: scheme \"htps\" looks like a misspelling of \"https\""),
// so that text output, which shows no category, tells which -disable
// value or ignore applies. cmd/urilint and the golangci-lint plugin use it.
func WithCategory(a *analysis.Analyzer) *analysis.Analyzer {
	w := *a
	w.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Report = func(d analysis.Diagnostic) {
			if d.Category != "" {
				d.Message = d.Category + ": " + d.Message
			}
			pass.Report(d)
		}
		return a.Run(&p)
	}
	return &w
}

// extractDoc returns the package comment of the Go source src, from its
// "# Analyzer" heading on.
func extractDoc(src string) (string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", src, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		return "", err
	}
	doc := f.Doc.Text()
	if i := strings.Index(doc, "# Analyzer urilint\n\n"); i >= 0 {
		doc = doc[i+len("# Analyzer urilint\n\n"):]
	}
	return doc, nil
}

// CategoryDoc returns the documentation of a category of findings ("typo",
// "join"): the text of its section of the package documentation, without
// the heading. ok is false for a name that is not a category.
func CategoryDoc(category string) (doc string, ok bool) {
	if !uricheck.IsCategory(category) {
		return "", false
	}
	return section(Analyzer.Doc, category)
}
