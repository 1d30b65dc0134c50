// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/driver"
	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/cmd/internal/version"
)

// writeSARIF writes es as a SARIF 2.1.0 log with one run of urilint, for
// code-scanning services: one rule per category, one result per finding
// with its related locations, and the analysis errors as notifications
// of an invocation that failed when failed is set. A file below root
// (the repository's root, else the module's: sourceRoot) is named
// relative to it, against the base
// "%SRCROOT%" that originalUriBaseIds maps to root, so that a
// code-scanning service places it in the repository whatever directory
// urilint ran in; another file is a file URI. Nothing in the log quotes source
// code: messages are the analyzer's, which never print a password, and
// the log carries no snippets and no fixes.
func writeSARIF(w io.Writer, es []entry, root string, failed bool) error {
	dir := root
	modVersion, rev := version.Module()
	driver := sarif.NewToolComponent().WithName("urilint").WithInformationURI(analyzer.Analyzer.URL)
	// A module version is a semantic version ("v1.2.3",
	// "v0.0.0-20261125-abcdef", "+dirty" as build metadata); a build
	// without one (go build -buildvcs=false) says 0.0.0-devel.
	semver := strings.TrimPrefix(modVersion, "v")
	if modVersion == "" || modVersion == "(devel)" || modVersion == "(unknown)" {
		semver = "0.0.0-devel"
	}
	driver.WithSemanticVersion(semver)
	if rev == "" {
		rev = semver
	}
	driver.WithVersion(rev)
	run := sarif.NewRun().WithTool(sarif.NewTool().WithDriver(driver))
	run.WithColumnKind("utf16CodeUnits")
	if filepath.IsAbs(root) {
		base := (&url.URL{Scheme: "file", Path: strings.TrimSuffix(filepath.ToSlash(root), "/") + "/"}).String()
		run.WithOriginalUriBaseIds(map[string]sarif.ArtifactLocation{srcRoot: *sarif.NewArtifactLocation().WithURI(base)})
	}
	for _, c := range categories() {
		rule := run.AddRule(c).WithName(ruleName(c)).WithHelpURI(analyzer.CategoryURL(c))
		if doc, ok := analyzer.CategoryDoc(c); ok {
			first, _, _ := strings.Cut(doc, "\n\n")
			rule.WithShortDescription(text(oneLine(first))).WithFullDescription(text(oneLine(first)))
			rule.WithHelp(text(doc))
		}
	}
	cols := columnMapper{}
	inv := sarif.NewInvocation().WithExecutionSuccessful(!failed)
	for _, e := range es {
		if e.err != "" {
			inv.AddToolExecutionNotification(sarif.NewNotification().WithLevel("error").WithMessage(sarif.NewTextMessage(e.pkg + ": " + e.err)))
			continue
		}
		d := e.diag
		rule := d.Category
		if !uricheck.IsCategory(rule) {
			rule = "urilint" // a stale ignore comment
		}
		res := run.CreateResultForRule(rule).WithLevel("warning").
			WithMessage(sarif.NewTextMessage(strings.TrimPrefix(d.Message, d.Category+": ")))
		if loc := cols.location(d.Pos, d.End, dir); loc != nil {
			res.AddLocation(loc)
		}
		for _, r := range d.Related {
			if loc := cols.location(r.Pos, r.End, dir); loc != nil {
				res.AddRelatedLocation(loc.WithMessage(sarif.NewTextMessage(r.Message)))
			}
		}
	}
	run.AddInvocation(inv)
	report := sarif.NewReport()
	report.AddRun(run)
	var buf bytes.Buffer
	if err := report.Write(&buf); err != nil {
		return err
	}
	// The library writes every property, set or not: -1 for an unset
	// index and empty arrays and objects, which SARIF validators warn
	// about. What is unset is left out.
	var log any
	dec := json.NewDecoder(&buf)
	dec.UseNumber()
	if err := dec.Decode(&log); err != nil {
		return err
	}
	data, err := json.MarshalIndent(dropUnset(log), "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// dropUnset returns v, a decoded JSON value, without the properties that
// say nothing: -1 (SARIF's unset index), empty arrays and objects, and
// the empty strings. A run's results stay, even empty: an empty list
// says no result was found.
func dropUnset(v any) any {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			x = dropUnset(x)
			switch x := x.(type) {
			case json.Number:
				if x == "-1" {
					delete(v, k)
					continue
				}
			case []any:
				if len(x) == 0 && k != "results" {
					delete(v, k)
					continue
				}
			case map[string]any:
				if len(x) == 0 {
					delete(v, k)
					continue
				}
			case string:
				if x == "" {
					delete(v, k)
					continue
				}
			}
			v[k] = x
		}
	case []any:
		for i, x := range v {
			v[i] = dropUnset(x)
		}
	}
	return v
}

// ruleNames are the SARIF rule names of the categories: what each
// reports, in the PascalCase SARIF expects, distinct from its id.
var ruleNames = map[string]string{
	"malformed":   "MalformedUri",
	"form":        "WrongFormForCallSite",
	"typo":        "LikelyTypo",
	"credentials": "PasswordInUserinfo",
	"port":        "InvalidPort",
	"nonnormal":   "NotNormalized",
	"join":        "BrokenJoin",
	"hostport":    "HostPortWithoutBrackets",
}

// ruleName returns the SARIF rule name of the category c.
func ruleName(c string) string {
	if n, ok := ruleNames[c]; ok {
		return n
	}
	return "Urilint" + strings.ToUpper(c[:1]) + c[1:]
}

func text(s string) *sarif.MultiformatMessageString {
	return sarif.NewMultiformatMessageString().WithText(s)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// srcRoot is the base the artifact URIs below the source root are
// relative to, as code-scanning services name it.
const srcRoot = "%SRCROOT%"

// artifactLocation returns the SARIF artifact location of file: a
// relative reference against srcRoot when file lies below root, else a
// file URI.
func artifactLocation(file, root string) *sarif.ArtifactLocation {
	if rel := pathBelow(file, root); !filepath.IsAbs(rel) && filepath.IsAbs(file) {
		return sarif.NewSimpleArtifactLocation((&url.URL{Path: filepath.ToSlash(rel)}).EscapedPath()).WithURIBaseID(srcRoot)
	}
	if filepath.IsAbs(file) {
		return sarif.NewSimpleArtifactLocation((&url.URL{Scheme: "file", Path: filepath.ToSlash(file)}).String())
	}
	return sarif.NewSimpleArtifactLocation((&url.URL{Path: filepath.ToSlash(file)}).EscapedPath())
}

// A columnMapper turns go/token's byte columns into the UTF-16 columns
// SARIF counts by default, reading each file once.
type columnMapper map[string][]string // file name to its lines

// location returns the SARIF location of the range pos-end, nil if pos
// has no line.
func (m columnMapper) location(pos, end driver.Position, dir string) *sarif.Location {
	file, line, col := pos.Filename, pos.Line, pos.Column
	if line == 0 {
		return nil
	}
	region := sarif.NewRegion().WithStartLine(line)
	if col > 0 {
		region.WithStartColumn(m.column(file, line, col))
	}
	if end.Filename == file && end.Line >= line {
		region.WithEndLine(end.Line)
		if end.Column > 0 {
			region.WithEndColumn(m.column(file, end.Line, end.Column))
		}
	}
	phys := sarif.NewPhysicalLocation().
		WithArtifactLocation(artifactLocation(file, dir)).
		WithRegion(region)
	return sarif.NewLocationWithPhysicalLocation(phys)
}

// column returns the 1-based UTF-16 column of the 1-based byte column
// col of line in file; col itself when the file cannot be read.
func (m columnMapper) column(file string, line, col int) int {
	lines, ok := m[file]
	if !ok {
		if f, err := os.Open(file); err == nil {
			sc := bufio.NewScanner(f)
			sc.Buffer(nil, 1<<26)
			for sc.Scan() {
				lines = append(lines, sc.Text())
			}
			f.Close()
		}
		m[file] = lines
	}
	if line < 1 || line > len(lines) || col-1 > len(lines[line-1]) {
		return col
	}
	n := 1
	for _, r := range lines[line-1][:col-1] {
		if r == utf8.RuneError {
			n++
			continue
		}
		n += utf16.RuneLen(r)
	}
	return n
}

// sourceRoot returns the directory the SARIF log's paths are relative
// to: the repository's root when one is known (GITHUB_WORKSPACE in a
// GitHub Action, else the git top level), so that code scanning finds
// "svc/pkg/x.go" in a repository whose module lives in svc; else the
// root of the module in dir (the directory of its go.mod, as the go
// command finds it); else dir.
func sourceRoot(dir string) string {
	mod := dir
	cmd := exec.Command("go", "env", "GOMOD")
	cmd.Dir = dir
	out, err := cmd.Output()
	if m := strings.TrimSpace(string(out)); err == nil && filepath.IsAbs(m) && m != os.DevNull {
		mod = filepath.Dir(m)
	}
	if ws := os.Getenv("GITHUB_WORKSPACE"); filepath.IsAbs(ws) {
		if root, ok := ancestor(mod, ws); ok {
			return root
		}
	}
	git := exec.Command("git", "rev-parse", "--show-toplevel")
	git.Dir = mod
	if out, err := git.Output(); err == nil {
		if root, ok := ancestor(mod, strings.TrimSpace(string(out))); ok {
			return root
		}
	}
	return mod
}

// ancestor returns top, a directory that holds dir, spelled as dir is
// (the go command's paths keep the spelling of the working directory,
// git's resolves links), and whether top holds dir.
func ancestor(dir, top string) (string, bool) {
	rd, err1 := filepath.EvalSymlinks(dir)
	rt, err2 := filepath.EvalSymlinks(top)
	if err1 != nil || err2 != nil {
		return "", false
	}
	rel, err := filepath.Rel(rt, rd)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	root := dir
	if rel != "." {
		for range strings.Split(rel, string(filepath.Separator)) {
			root = filepath.Dir(root)
		}
	}
	return root, true
}
