// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"flag"
	"fmt"
	"strings"

	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// Config configures an analyzer built by [New]. The zero Config is the
// default. The golangci-lint plugin decodes its settings into it, and the
// command-line flags fill it.
type Config struct {
	// Sinks adds functions that take a URI, each "FUNC:ARG[:NEED]":
	// FUNC as types.Func.FullName writes it ("example.com/api.Fetch",
	// "(*example.com/api.Client).Do"), ARG the index of the URI parameter,
	// NEED one of reference (the default), http, request, request-uri.
	Sinks []string `json:"sinks" mapstructure:"sinks"`
	// Normalize names the normalization steps a nonnormal finding counts:
	// case, percent-encoding, dot-segments, default-port, empty-path,
	// ipv6. Empty means case, percent-encoding, dot-segments, default-port.
	Normalize []string `json:"normalize" mapstructure:"normalize"`
	// Disable names categories not to report.
	Disable []string `json:"disable" mapstructure:"disable"`
	// TestCredentials reports credentials in _test.go files too.
	TestCredentials bool `json:"test-credentials" mapstructure:"test-credentials"`
}

// settings is a Config checked and compiled for a run.
type settings struct {
	table           sinkTable // the sinks: the standard library's and -sinks
	steps           uricore.Steps
	disabled        map[string]bool
	testCredentials bool
}

// compile checks c and compiles it.
func (c *Config) compile() (*settings, error) {
	s := &settings{disabled: map[string]bool{}, testCredentials: c.TestCredentials}
	s.table = sinkTable{sinks: map[string][]sink{}, sinkPkgs: map[string]bool{}, sinkNames: map[string]bool{}}
	for _, sk := range stdSinks {
		s.table.add(sk)
	}
	for _, sk := range libSinks {
		s.table.add(sk)
	}
	for _, spec := range c.Sinks {
		sk, err := parseSink(strings.TrimSpace(spec))
		if err != nil {
			return nil, err
		}
		s.table.add(sk)
	}
	s.steps = uricheck.DefaultSteps
	if len(c.Normalize) > 0 {
		s.steps = 0
		for _, name := range c.Normalize {
			st, ok := uricheck.StepByName(strings.TrimSpace(name))
			if !ok {
				return nil, fmt.Errorf("normalize: unknown step %q (want %s)", name, uricheck.StepFlagNames())
			}
			s.steps |= st
		}
	}
	for _, cat := range c.Disable {
		cat = strings.TrimSpace(cat)
		if !uricheck.IsCategory(cat) {
			return nil, fmt.Errorf("disable: unknown category %q (want one of %s)", cat, strings.Join(uricheck.Categories(), ", "))
		}
		s.disabled[cat] = true
	}
	return s, nil
}

// listFlag is a comma-separated list flag bound to a []string.
type listFlag struct{ p *[]string }

func (l listFlag) String() string {
	if l.p == nil {
		return ""
	}
	return strings.Join(*l.p, ",")
}

func (l listFlag) Set(v string) error {
	*l.p = nil
	for _, x := range strings.Split(v, ",") {
		if x = strings.TrimSpace(x); x != "" {
			*l.p = append(*l.p, x)
		}
	}
	return nil
}

// BindFlags binds c's fields to flags of fs: -sinks, -normalize,
// -disable, -test-credentials, as urilint and urilint-lsp take them.
func (c *Config) BindFlags(fs *flag.FlagSet) {
	fs.Var(listFlag{&c.Sinks}, "sinks", "comma-separated extra URI sinks, each FUNC:ARG[:NEED]; NEED is "+NeedSyntax+" (urilint -explain sinks)")
	fs.Var(listFlag{&c.Normalize}, "normalize", "comma-separated normalization steps nonnormal counts ("+uricheck.StepFlagNames()+"; default "+uricheck.StepsFlag(uricheck.DefaultSteps)+")")
	fs.Var(listFlag{&c.Disable}, "disable", "comma-separated categories not to report")
	fs.BoolVar(&c.TestCredentials, "test-credentials", c.TestCredentials, "report credentials in _test.go files too")
}

// Salt returns what an analysis with c depends on besides its code and
// its inputs: every flag BindFlags binds, with its value, in name order.
// A cache keyed by it never serves the results of other settings, and a
// flag added to BindFlags is in it without anyone listing it (urilint
// and urilint-lsp both key their caches with it).
func (c Config) Salt() []byte {
	fs := flag.NewFlagSet("salt", flag.ContinueOnError)
	c.BindFlags(fs) // c is a copy: its fields are the flags' values
	var b strings.Builder
	fs.VisitAll(func(f *flag.Flag) { fmt.Fprintf(&b, "flag -%s=%q\n", f.Name, f.Value.String()) })
	return []byte(b.String())
}

// Validate reports whether c is a valid configuration, so that a bad one
// fails before any package is analyzed.
func Validate(c Config) error {
	_, err := c.compile()
	return err
}
