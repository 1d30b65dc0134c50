// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/unitchecker"
)

func TestParseArgs(t *testing.T) {
	for _, tt := range []struct {
		args        []string
		command     string
		analyzerSet []string
		patterns    []string
		wantErr     string // substring; "usage" for errUsage
	}{
		{args: []string{"-version"}, command: "version"},
		{args: []string{"version"}, command: "version"},
		{args: []string{"help"}, command: "help"},
		{args: []string{"-h"}, wantErr: "usage"},
		{args: []string{"--help"}, wantErr: "usage"},
		{args: []string{"./version"}, patterns: []string{"./version"}},
		{args: []string{"version", "./..."}, patterns: []string{"version", "./..."}},
		{args: []string{"-normalize", "case", "--disable=join", "./..."}, analyzerSet: []string{"-disable=join", "-normalize=case"}, patterns: []string{"./..."}},
		{args: []string{"-sinks=a.F:0", "-sinks=b.G:1", "p"}, analyzerSet: []string{"-sinks=b.G:1"}, patterns: []string{"p"}},
		{args: []string{"-disable=typos", "./..."}, wantErr: `unknown category "typos"`},
		{args: []string{"-sinks=pkg.F:x", "./..."}, wantErr: "pkg.F:x"},
		{args: []string{"-json", "-sarif", "./..."}, wantErr: "exclude each other"},
		{args: []string{"-fix", "-json", "./..."}, wantErr: "-json does not combine with -fix"},
		{args: []string{"-fix", "-sarif", "./..."}, wantErr: "-sarif does not combine with -fix"},
		{args: []string{"-diff", "./..."}, wantErr: "-diff needs -fix"},
		{args: []string{"-nosuchflag", "./..."}, wantErr: "nosuchflag"},
		// Under go vet, which checks its own flags.
		{args: []string{"-json", "-normalize=case", "/w/b001/vet.cfg"}, analyzerSet: []string{"-normalize=case"}, patterns: []string{"/w/b001/vet.cfg"}},
		{args: []string{"-diff", "/w/b001/vet.cfg"}, patterns: []string{"/w/b001/vet.cfg"}},
	} {
		o, err := parseArgs(tt.args)
		if tt.wantErr != "" {
			if err == nil || !(tt.wantErr == "usage" && errors.Is(err, errUsage) || strings.Contains(err.Error(), tt.wantErr)) {
				t.Errorf("parseArgs(%q): %v, want error with %q", tt.args, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("parseArgs(%q): %v", tt.args, err)
			continue
		}
		if o.command != tt.command || !slices.Equal(o.analyzerSet, tt.analyzerSet) || !slices.Equal(o.args, tt.patterns) {
			t.Errorf("parseArgs(%q) = command %q, analyzer flags %q, args %q; want %q, %q, %q",
				tt.args, o.command, o.analyzerSet, o.args, tt.command, tt.analyzerSet, tt.patterns)
		}
	}
}

// TestUsage checks that the help names every flag a user sets and every
// category, and says what urilint does without a package (checks ".",
// TestNoPackages) and with -fix -json (refuses it, TestParseArgs).
func TestUsage(t *testing.T) {
	var b bytes.Buffer
	printUsage(&b)
	for _, s := range []string{"-version", "-explain", "-sarif", "-quiet", "-fix", "-diff", "-json", "-sinks", "-disable", "-normalize", "-test-credentials", "join",
		`urilint [flags] [PACKAGE...]     report findings (no package: ".", as go vet)`,
		"(-fix does not combine with -json or -sarif)",
		// Defaults, as flag.PrintDefaults writes them.
		"analyze _test.go files too (default true)", "context (default -1)", "default case,percent-encoding,dot-segments,default-port)"} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("usage lacks %s:\n%s", s, b.String())
		}
	}
}

func TestExplain(t *testing.T) {
	for _, c := range categories() {
		var out, errOut bytes.Buffer
		if code := explain(&out, &errOut, c); code != 0 {
			t.Errorf("explain(%q) = %d: %s", c, code, errOut.String())
		}
		text := out.String()
		if !strings.HasPrefix(text, c+"\n\n") || strings.Contains(text, "# Category") ||
			!strings.Contains(text, "https://pkg.go.dev/github.com/urilint/urilint/analyzer#hdr-Category_"+c+"\n") {
			t.Errorf("explain(%q) printed:\n%s", c, text)
		}
	}
	var out, errOut bytes.Buffer
	out.Reset()
	if code := explain(&out, &errOut, "sinks"); code != 0 ||
		!strings.Contains(out.String(), "github.com/rabbitmq/amqp091-go.Dial:0:url=amqp|amqps") ||
		!strings.Contains(out.String(), "github.com/redis/go-redis/v9.Options.Addr address") {
		t.Errorf("explain(sinks) = %d, printed:\n%s\nwant the table with amqp091-go.Dial and go-redis's Options.Addr", code, out.String())
	}
	out.Reset()
	if code := explain(&out, &errOut, "typos"); code != 2 || out.Len() > 0 ||
		!strings.Contains(errOut.String(), `unknown category "typos" (want one of malformed, form,`) {
		t.Errorf("explain(typos) = %d, stdout %q, stderr %q; want 2 and an error naming the categories", code, out.String(), errOut.String())
	}
}

// TestUserVersion checks the line -version prints (the package
// cmd/internal/version checks its parts for the builds a user meets).
func TestUserVersion(t *testing.T) {
	var b bytes.Buffer
	printUserVersion(&b)
	if f := strings.Fields(b.String()); len(f) < 4 || f[0] != "urilint" || f[1] != "version" || f[len(f)-1] != runtime.Version() || !strings.HasSuffix(b.String(), runtime.Version()+"\n") {
		t.Errorf("-version printed %q, want urilint version VERSION [vcs.revision=REV] GOVERSION and a newline", b.String())
	}
}

func TestShortPosn(t *testing.T) {
	dir := filepath.FromSlash("/home/u/m")
	for _, tt := range []struct{ in, want string }{
		{"/home/u/m/web/web.go:9:15", "web/web.go:9:15"},
		{"/home/u/m/a.go:1:2", "a.go:1:2"},
		{"/home/u/other/a.go:1:2", "../other/a.go:1:2"}, // shorter, as go vet prints it
		{"/home/u/mm/a.go:1:2", "../mm/a.go:1:2"},
		{"/a.go:1:2", "/a.go:1:2"}, // "../../../a.go" is longer
		{"/home/u/m/a.go:3", "a.go:3"},
		{"rel/a.go:1:2", "rel/a.go:1:2"},
		{"-", "-"},
	} {
		in := filepath.FromSlash(tt.in)
		if got := shortPosn(in, dir); got != filepath.FromSlash(tt.want) {
			t.Errorf("shortPosn(%q) = %q, want %q", in, got, tt.want)
		}
	}
}

func TestVetCacheGate(t *testing.T) {
	for v, want := range map[string]bool{
		"go1.26":    true,
		"go1.26.8":  true,
		"go1.27rc1": true, // no release fixes it yet
		"go1.25.5":  false,
		"devel go1.27-abc123 Mon Jan 1 00:00:00 2026 +0000": true,
	} {
		if got := vetCacheDropsFindings(v); got != want {
			t.Errorf("vetCacheDropsFindings(%q) = %v, want %v", v, got, want)
		}
	}
}

// TestReportAll checks that the rewritten go vet configuration asks for
// findings and keeps every other field.
func TestReportAll(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "vet.cfg")
	in := unitchecker.Config{
		ID: "example.com/d", ImportPath: "example.com/d", GoVersion: "go1.26", GoFiles: []string{"/m/d/d.go"},
		PackageFile: map[string]string{"net/http": "/c/http.a"}, PackageVetx: map[string]string{"net/http": "/c/http.vetx"},
		VetxOnly: true, VetxOutput: "/w/vet.out", Stdout: "/w/vet.stdout",
	}
	data, _ := json.Marshal(in)
	if err := os.WriteFile(name, data, 0o666); err != nil {
		t.Fatal(err)
	}
	cfg, err := vetConfig(name)
	if err != nil {
		t.Fatal(err)
	}
	all, err := reportAll(name, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if all == name {
		t.Fatal("reportAll kept the VetxOnly configuration")
	}
	got, err := vetConfig(all)
	if err != nil {
		t.Fatal(err)
	}
	want := in
	want.VetxOnly = false
	gotJSON, _ := json.Marshal(got)
	wantJSON, _ := json.Marshal(want)
	if !bytes.Equal(gotJSON, wantJSON) {
		t.Errorf("rewritten configuration:\n%s\nwant:\n%s", gotJSON, wantJSON)
	}
	in.VetxOnly = false
	if same, err := reportAll(name, &in); err != nil || same != name {
		t.Errorf("reportAll of a configuration that asks for findings = %q, %v; want %q", same, err, name)
	}
}
