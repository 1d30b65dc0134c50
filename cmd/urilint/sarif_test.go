// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xeipuuv/gojsonschema"

	"github.com/urilint/urilint/analyzer"
)

// sarifErrors returns how data fails the published SARIF 2.1.0 schema
// in testdata.
func sarifErrors(t *testing.T, data []byte) []string {
	t.Helper()
	schema, err := os.ReadFile("testdata/sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	res, err := gojsonschema.Validate(gojsonschema.NewBytesLoader(schema), gojsonschema.NewBytesLoader(data))
	if err != nil {
		t.Fatalf("validating SARIF: %v\n%s", err, data)
	}
	var errs []string
	for _, e := range res.Errors() {
		errs = append(errs, e.String())
	}
	return errs
}

// validateSARIF validates data against the published SARIF 2.1.0 schema.
func validateSARIF(t *testing.T, data []byte) {
	t.Helper()
	for _, e := range sarifErrors(t, data) {
		t.Errorf("SARIF does not match the 2.1.0 schema: %s", e)
	}
}

// TestSARIFSchema checks that the schema check catches a log that does
// not match.
func TestSARIFSchema(t *testing.T) {
	for _, bad := range []string{
		`{"version":"2.1.0"}`,
		`{"version":"2.1.0","runs":[{"tool":{"driver":{}}}]}`,
		`{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"x"}},"results":[{"message":{"text":"m"},"level":"severe"}]}]}`,
	} {
		if len(sarifErrors(t, []byte(bad))) == 0 {
			t.Errorf("%s passes the SARIF schema", bad)
		}
	}
	if errs := sarifErrors(t, []byte(`{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"x"}},"results":[{"message":{"text":"m"},"level":"warning"}]}]}`)); len(errs) > 0 {
		t.Errorf("a minimal log fails the SARIF schema: %v", errs)
	}
}

// sarifLog is the part of a SARIF log the tests read.
type sarifLog struct {
	Version string
	Runs    []struct {
		ColumnKind string
		Tool       struct {
			Driver struct {
				Name           string
				InformationURI string
				Rules          []struct {
					ID      string
					HelpURI string
				}
			}
		}
		Invocations []struct {
			ExecutionSuccessful        bool
			ToolExecutionNotifications []struct{ Message struct{ Text string } }
		}
		OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
		Results            []struct {
			RuleID    string
			RuleIndex int
			Level     string
			Message   struct{ Text string }
			Locations []struct {
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI       string
						URIBaseID string `json:"uriBaseId"`
					}
					Region struct{ StartLine, StartColumn, EndLine, EndColumn int }
				}
			}
			RelatedLocations []struct {
				Message          struct{ Text string }
				PhysicalLocation struct {
					ArtifactLocation struct{ URI string }
				}
			}
		}
	}
}

// TestWriteSARIF checks the SARIF log of findings: valid against the
// schema, one rule per category with its documentation URL, positions in
// UTF-16 columns, related locations, analysis errors as notifications,
// and no source text (the line below holds a password).
func TestWriteSARIF(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nconst s = \"é\" + \"https://admin:pa55-in-source@h/\"\n"
	file := filepath.Join(dir, "p", "p.go")
	if err := os.MkdirAll(filepath.Dir(file), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	col := strings.Index(src[strings.Index(src, "const"):], `"https`) + 1 // byte column of the literal
	d := diagnostic{
		Category: "credentials",
		Posn:     file + ":3:" + itoa(col),
		End:      file + ":3:" + itoa(col+26),
		Message:  "credentials: URI has a password in its userinfo",
		Related:  []jsonRel{{filepath.Join(filepath.Dir(dir), "elsewhere.go") + ":7:2", "", "passed to net/http.Get here"}},
	}.model()
	es := []entry{
		{pkg: "example.com/p", diag: d},
		{pkg: "example.com/q", err: "analysis skipped due to errors in package"},
	}
	var buf bytes.Buffer
	if err := writeSARIF(&buf, es, dir, true); err != nil {
		t.Fatal(err)
	}
	validateSARIF(t, buf.Bytes())
	if strings.Contains(buf.String(), "pa55-in-source") {
		t.Errorf("SARIF holds the password:\n%s", buf.String())
	}
	var log sarifLog
	if err := json.Unmarshal(buf.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 {
		t.Fatalf("SARIF version %q with %d runs, want 2.1.0 with one", log.Version, len(log.Runs))
	}
	run := log.Runs[0]
	if run.Tool.Driver.Name != "urilint" || len(run.Tool.Driver.Rules) != len(categories()) {
		t.Errorf("driver %q with %d rules, want urilint with one per category", run.Tool.Driver.Name, len(run.Tool.Driver.Rules))
	}
	for i, r := range run.Tool.Driver.Rules {
		if r.ID != categories()[i] || r.HelpURI != analyzer.CategoryURL(r.ID) {
			t.Errorf("rule %d: %q with help %q", i, r.ID, r.HelpURI)
		}
	}
	if len(run.Results) != 1 {
		t.Fatalf("%d results, want 1", len(run.Results))
	}
	r := run.Results[0]
	loc := r.Locations[0].PhysicalLocation
	// "é" is two bytes and one UTF-16 code unit: the column moves one left.
	if r.RuleID != "credentials" || run.Tool.Driver.Rules[r.RuleIndex].ID != "credentials" || r.Level != "warning" ||
		r.Message.Text != "URI has a password in its userinfo" ||
		loc.ArtifactLocation.URI != "p/p.go" || loc.ArtifactLocation.URIBaseID != "%SRCROOT%" || loc.Region.StartLine != 3 || loc.Region.StartColumn != col-1 ||
		loc.Region.EndLine != 3 || loc.Region.EndColumn != col+25 || run.ColumnKind != "utf16CodeUnits" {
		t.Errorf("result: %+v (column kind %q), want credentials at p/p.go:3:%d-%d", r, run.ColumnKind, col-1, col+25)
	}
	if base := run.OriginalURIBaseIDs["%SRCROOT%"].URI; base != (&url.URL{Scheme: "file", Path: filepath.ToSlash(dir) + "/"}).String() {
		t.Errorf("originalUriBaseIds[%%SRCROOT%%] = %q, want the file URI of %s/", base, dir)
	}
	if len(r.RelatedLocations) != 1 || r.RelatedLocations[0].Message.Text != "passed to net/http.Get here" ||
		!strings.HasPrefix(r.RelatedLocations[0].PhysicalLocation.ArtifactLocation.URI, "file:///") {
		t.Errorf("related locations: %+v, want one outside dir as a file URI", r.RelatedLocations)
	}
	if inv := run.Invocations; len(inv) != 1 || inv[0].ExecutionSuccessful || len(inv[0].ToolExecutionNotifications) != 1 ||
		!strings.Contains(inv[0].ToolExecutionNotifications[0].Message.Text, "example.com/q: analysis skipped") {
		t.Errorf("invocations: %+v, want one failed with the error of example.com/q", inv)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
