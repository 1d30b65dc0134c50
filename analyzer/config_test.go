// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer_test

import (
	"bytes"
	"flag"
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer"
)

// TestSalt checks that the cache salt is derived from the flags, not
// listed by hand (issue 54): every flag BindFlags binds changes it when
// set, so a flag added to the analyzer can never serve another
// setting's cached results; and equal settings give equal salts.
func TestSalt(t *testing.T) {
	var def analyzer.Config
	base := def.Salt()
	if !bytes.Equal(base, analyzer.Config{}.Salt()) {
		t.Fatal("two default configurations have different salts")
	}
	names := flag.NewFlagSet("", flag.ContinueOnError)
	def.BindFlags(names)
	n := 0
	names.VisitAll(func(f *flag.Flag) {
		n++
		var c analyzer.Config
		fs := flag.NewFlagSet("", flag.ContinueOnError)
		c.BindFlags(fs)
		value := "join"
		if f.DefValue == "false" {
			value = "true"
		}
		if err := fs.Set(f.Name, value); err != nil {
			t.Fatalf("-%s=%s: %v", f.Name, value, err)
		}
		if bytes.Equal(c.Salt(), base) {
			t.Errorf("-%s=%s leaves the salt as it is: a cache would serve the default's results", f.Name, value)
		}
	})
	if n < 4 {
		t.Errorf("BindFlags binds %d flags, want the analyzer's four or more", n)
	}
}

// TestSinkTableParses checks that every sink -explain sinks prints, as
// the -sinks flag writes it, is one the -sinks flag accepts.
func TestSinkTableParses(t *testing.T) {
	for _, line := range analyzer.SinkTable() {
		if strings.Contains(line, " ") {
			continue // a library type's field: TYPE.FIELD NEED
		}
		if err := analyzer.Validate(analyzer.Config{Sinks: []string{line}}); err != nil {
			t.Errorf("-explain sinks prints %q, which -sinks refuses: %v", line, err)
		}
	}
}
