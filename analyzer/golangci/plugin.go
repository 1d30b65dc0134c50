// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package golangci registers urilint as a golangci-lint v2 module plugin.
// Import it for its side effect in a custom golangci-lint build:
//
//	import _ "github.com/urilint/urilint/analyzer/golangci"
//
// and enable it in .golangci.yml with type "module" (see
// .golangci.example.yml at the root of the module). Its settings are the
// fields of [analyzer.Config]: sinks, normalize, disable, test-credentials.
//
// golangci-lint prints a diagnostic's message but drops its category, so
// under golangci-lint each message starts with the category, as in
// "nonnormal: URI is not normalized (case)". That is what an
// exclusions rule matches on: text: "^nonnormal:".
package golangci

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/driver"
)

// This is the module's only init: golangci-lint finds plugins by
// registration.
func init() { register.Plugin("urilint", New) }

// New decodes golangci-lint's settings for urilint into an
// [analyzer.Config]; an unknown key is an error.
func New(settings any) (register.LinterPlugin, error) {
	c, err := register.DecodeSettings[analyzer.Config](settings)
	if err != nil {
		return nil, fmt.Errorf("urilint settings: %w (known keys: sinks, normalize, disable, test-credentials)", err)
	}
	if err := analyzer.Validate(c); err != nil {
		return nil, fmt.Errorf("urilint settings: %w", err)
	}
	return &plugin{sinksChecked(analyzer.WithCategory(analyzer.New(c)), c.Sinks, warnings)}, nil
}

// warnings is where the plugin says what concerns its settings, not a
// package: golangci-lint's standard error.
var warnings io.Writer = os.Stderr

// sinksChecked returns a copy of a that says on w, once per process, each
// sinks entry that names no function of its package, when it analyzes
// that package: golangci-lint loads every package it lints in one
// process, and an entry with a short path ("api.Fetch") or a typo would
// otherwise check nothing without a word. A function declared only in a
// _test.go file does not count, as for urilint ./...
func sinksChecked(a *analysis.Analyzer, sinks []string, w io.Writer) *analysis.Analyzer {
	var names []string
	for _, spec := range sinks {
		name, _, _ := strings.Cut(strings.TrimSpace(spec), ":")
		names = append(names, name)
	}
	if len(names) == 0 {
		return a
	}
	var said sync.Map // name → true once said
	c := *a
	c.Run = func(pass *analysis.Pass) (any, error) {
		for _, name := range names {
			if !driver.NamesNoFunction(pass, name) {
				continue
			}
			if _, dup := said.LoadOrStore(name, true); !dup {
				fmt.Fprintf(w, "urilint: sinks entry %s matches no function in package %s; name it as go/types does, with its full import path (\"example.com/api.Fetch\", \"(*example.com/api.Client).Get\")\n", name, pass.Pkg.Path())
			}
		}
		return a.Run(pass)
	}
	return &c
}

type plugin struct{ a *analysis.Analyzer }

func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return []*analysis.Analyzer{p.a}, nil
}

func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
