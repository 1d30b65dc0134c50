// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package golangci_test

import (
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/analyzer/golangci"
)

// TestPlugin loads urilint as golangci-lint does, with settings decoded
// from the YAML-shaped map golangci-lint passes.
func TestPlugin(t *testing.T) {
	newPlugin, err := register.GetPlugin("urilint")
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(map[string]any{"normalize": []any{"empty-path"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("load mode %q, want %q", got, register.LoadModeTypesInfo)
	}
	as, err := p.BuildAnalyzers()
	if err != nil || len(as) != 1 || as[0].Name != "urilint" {
		t.Fatalf("BuildAnalyzers() = %v, %v; want the urilint analyzer", as, err)
	}
	analysistest.Run(t, analysistest.TestData(), as[0], "plugin")
}

func TestPluginBadSettings(t *testing.T) {
	newPlugin, err := register.GetPlugin("urilint")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		settings map[string]any
		want     string
	}{
		{map[string]any{"normalise": []any{"case"}}, `unknown field "normalise"`},
		{map[string]any{"normalize": []any{"everything"}}, `unknown step "everything"`},
		{map[string]any{"sinks": []any{"pkg.F"}}, `want FUNC:ARG[:NEED]`},
	} {
		_, err := newPlugin(tt.settings)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("settings %v: error %v, want one containing %q", tt.settings, err, tt.want)
		}
	}
}

// TestSinksUnmatched checks that a sinks entry that names no function
// of its package is said once, by name, and that an entry that matches
// is not.
func TestSinksUnmatched(t *testing.T) {
	var w strings.Builder
	defer golangci.SetWarnings(&w)()
	newPlugin, err := register.GetPlugin("urilint")
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(map[string]any{"sinks": []any{"pluginsinks.Fetch:0", "pluginsinks.Fecth:0", "other.F:0"}})
	if err != nil {
		t.Fatal(err)
	}
	as, err := p.BuildAnalyzers()
	if err != nil || len(as) != 1 {
		t.Fatalf("BuildAnalyzers() = %v, %v; want one analyzer", as, err)
	}
	// Twice, as golangci-lint analyzes a package and its test variant.
	analysistest.Run(t, analysistest.TestData(), as[0], "pluginsinks")
	analysistest.Run(t, analysistest.TestData(), as[0], "pluginsinks")
	want := `urilint: sinks entry pluginsinks.Fecth matches no function in package pluginsinks; name it as go/types does, with its full import path ("example.com/api.Fetch", "(*example.com/api.Client).Get")` + "\n"
	if w.String() != want {
		t.Errorf("warnings:\n%s\nwant:\n%s", w.String(), want)
	}
}
