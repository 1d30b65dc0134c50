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

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/analyzer"
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
	return &plugin{analyzer.WithCategory(analyzer.New(c))}, nil
}

type plugin struct{ a *analysis.Analyzer }

func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return []*analysis.Analyzer{p.a}, nil
}

func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
