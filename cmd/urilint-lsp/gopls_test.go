// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"go.lsp.dev/protocol"

	"github.com/urilint/urilint/analyzer/driver"
)

// The gopls tests run the gopls that testdata/gopls/build.sh builds with
// urilint compiled in: the binary named by URILINT_GOPLS (CI builds it
// first), or else one the tests build once (minutes on a cold machine).
// They are end-to-end tests: they run when URILINT_E2E=1 (.ci/run sets
// it), not under a plain go test.

var goplsBuild struct {
	once sync.Once
	dir  string // removed by TestMain
	path string
	err  error
}

// testCache is the driver's cache the tests of one run share: its
// entries are keyed by content, so a test sees only those of its own
// inputs, and net/http is type-checked from source once, not once per
// test. The servers the tests start as processes use it too
// (URILINT_CACHE).
var testCache *driver.Cache

func TestMain(m *testing.M) {
	if os.Getenv(mainEnv) != "" {
		// The test binary as urilint-lsp itself (TestExitWithStdinOpen).
		os.Args = append([]string{"urilint-lsp"}, strings.Fields(os.Getenv(mainEnv))[1:]...)
		main()
		os.Exit(0)
	}
	code := func() int {
		dir, err := os.MkdirTemp("", "urilint-lsp-cache-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(dir)
		if testCache, err = driver.OpenCache(dir, 0); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		os.Setenv(driver.CacheEnv, dir)
		return m.Run()
	}()
	if goplsBuild.dir != "" {
		os.RemoveAll(goplsBuild.dir)
	}
	os.Exit(code)
}

// goplsBinary returns the path of gopls with urilint inside.
func goplsBinary(t testing.TB) string {
	t.Helper()
	requireE2E(t)
	if p := os.Getenv("URILINT_GOPLS"); p != "" {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("URILINT_GOPLS: %v", err)
		}
		return p
	}
	b := &goplsBuild
	b.once.Do(func() {
		b.dir, b.err = os.MkdirTemp("", "urilint-gopls-")
		if b.err != nil {
			return
		}
		b.path = filepath.Join(b.dir, "gopls")
		out, err := exec.Command("../../testdata/gopls/build.sh", b.path).CombinedOutput()
		if err != nil {
			b.err = &buildError{err, out}
		}
	})
	if b.err != nil {
		t.Fatal(b.err)
	}
	return b.path
}

// requireE2E skips t unless URILINT_E2E=1: the end-to-end tests build
// gopls or drive an editor, minutes on a cold machine, and run in CI
// (.ci/run), not in the README's go test ./....
func requireE2E(t testing.TB) {
	t.Helper()
	if os.Getenv("URILINT_E2E") != "1" {
		t.Skip("end-to-end test: set URILINT_E2E=1 to run it (.ci/run does)")
	}
}

type buildError struct {
	err error
	out []byte
}

func (e *buildError) Error() string {
	return "testdata/gopls/build.sh: " + e.err.Error() + "\n" + string(e.out)
}

// pipes are a process's stdout and stdin as one stream.
type pipes struct {
	io.ReadCloser
	io.WriteCloser
}

func (s pipes) Close() error {
	s.WriteCloser.Close()
	return s.ReadCloser.Close()
}

// startGopls starts gopls over stdio in dir, with its own file cache,
// and initializes it as an editor does. settings answers gopls's
// workspace/configuration requests.
func startGopls(t testing.TB, dir string, settings any) *client {
	t.Helper()
	return startProcess(t, goplsBinary(t), dir, settings)
}

// serverEnv is added to the environment of the servers startProcess
// starts.
var serverEnv []string

// startProcess starts the language server bin over stdio in dir, with
// env added to its environment, and initializes it as an editor does.
// settings answers its workspace/configuration requests. gopls gets a
// file cache of its own.
func startProcess(t testing.TB, bin, dir string, settings any, env ...string) *client {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOPLSCACHE="+t.TempDir())
	cmd.Env = append(cmd.Env, serverEnv...)
	cmd.Env = append(cmd.Env, env...)
	stderr := &testWriter{t: t}
	cmd.Stderr = stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := newClient(t, pipes{out, in}, settings)
	go func() { c.err = cmd.Wait(); close(c.done) }()
	c.stop = func() {
		c.conn.Close()
		select {
		case <-c.done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Errorf("%s did not stop after the client hung up", filepath.Base(bin))
		}
		stderr.close()
	}
	t.Cleanup(c.stop)

	// The capabilities an editor declares for diagnostics and quick fixes
	// with their edits inline.
	var caps map[string]any
	if err := json.Unmarshal([]byte(`{
		"workspace": {"configuration": true},
		"textDocument": {
			"synchronization": {"dynamicRegistration": false},
			"publishDiagnostics": {"versionSupport": true, "codeDescriptionSupport": true},
			"codeAction": {"codeActionLiteralSupport": {"codeActionKind": {"valueSet": ["quickfix", "refactor", "source"]}}}
		}
	}`), &caps); err != nil {
		t.Fatal(err)
	}
	c.call("initialize", map[string]any{
		"processId":        os.Getpid(),
		"rootUri":          fileURI(dir),
		"workspaceFolders": []protocol.WorkspaceFolder{{URI: fileURI(dir), Name: "m"}},
		"capabilities":     caps,
	}, nil)
	c.notify("initialized", struct{}{})
	return c
}

// goplsDemo is demo with a finding of one of gopls's own analyzers
// (assign, a vet check) after it.
var goplsDemo = demo + "\nfunc selfAssign(x int) int {\n\tx = x\n\treturn x\n}\n"

// bySource returns the diagnostics of p from the given source.
func bySource(p protocol.PublishDiagnosticsParams, source string) []protocol.Diagnostic {
	var ds []protocol.Diagnostic
	for _, d := range p.Diagnostics {
		if s, _ := d.Source.Get(); s == source {
			ds = append(ds, d)
		}
	}
	return ds
}

// TestGopls checks, at the protocol level, that gopls built by
// testdata/gopls/build.sh publishes urilint's findings beside its own
// analyzers' at exact UTF-16 ranges, offers urilint's fix as a quick fix
// with its edit, and analyzes the buffer after an edit.
func TestGopls(t *testing.T) {
	dir := writeModule(t, map[string]string{"m.go": goplsDemo})
	uri := fileURI(filepath.Join(dir, "m.go"))
	c := startGopls(t, dir, map[string]any{})
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
		URI: uri, LanguageID: "go", Version: 1, Text: goplsDemo,
	}})
	// gopls publishes type-checking results first, analysis after.
	p := c.waitFor(uri, "urilint's and assign's findings", func(p protocol.PublishDiagnosticsParams) bool {
		return len(bySource(p, "urilint")) > 0 && len(bySource(p, "assign")) > 0
	})
	ds := bySource(p, "urilint")
	if len(ds) != 2 {
		t.Fatalf("got %d urilint diagnostics, want 2: %+v", len(ds), ds)
	}
	home, bad := ds[0], ds[1]
	if home.Range.Start.Line > bad.Range.Start.Line {
		home, bad = bad, home
	}
	wantHome := protocol.Range{
		Start: protocol.Position{Line: 4, Character: utf16Col(t, homeLine, `HTTP://`)},
		End:   protocol.Position{Line: 4, Character: utf16Col(t, homeLine, `user/"`)},
	}
	if home.Range != wantHome || code(home) != "nonnormal" || home.Severity != protocol.DiagnosticSeverityWarning ||
		!strings.HasSuffix(string(home.CodeDescription.Href), "#hdr-Category_nonnormal") {
		t.Errorf("nonnormal diagnostic = %+v, want range %+v, code nonnormal, a warning, a link to its category", home, wantHome)
	}
	wantBad := protocol.Range{
		Start: protocol.Position{Line: 6, Character: utf16Col(t, apiLine, `%zz`)},
		End:   protocol.Position{Line: 6, Character: utf16Col(t, apiLine, `%zz`) + 3},
	}
	if bad.Range != wantBad || code(bad) != "malformed" {
		t.Errorf("malformed diagnostic = %+v, want range %+v, code malformed", bad, wantBad)
	}

	// The quick fix at the finding, as an editor asks for it.
	var actions []protocol.CodeAction
	c.call("textDocument/codeAction", protocol.CodeActionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: uri},
		Range:        home.Range,
		Context:      protocol.CodeActionContext{Diagnostics: []protocol.Diagnostic{home}, Only: []protocol.CodeActionKind{protocol.CodeActionKindQuickFix}},
	}, &actions)
	var edits []protocol.TextEdit
	for _, a := range actions {
		if a.Kind == nil || *a.Kind != protocol.CodeActionKindQuickFix || a.Edit == nil || len(a.Diagnostics) != 1 || a.Diagnostics[0].Source != protocol.NewOptional("urilint") {
			continue
		}
		edits = append(edits, a.Edit.Changes[uri]...)
		for _, dc := range a.Edit.DocumentChanges {
			if dc, ok := dc.(*protocol.TextDocumentEdit); ok && dc.TextDocument.URI == uri {
				for _, e := range dc.Edits {
					if e, ok := e.(*protocol.TextEdit); ok {
						edits = append(edits, *e)
					}
				}
			}
		}
		break
	}
	if edits == nil {
		t.Fatalf("code actions = %+v, want urilint's quick fix with its edit", actions)
	}
	fixed := applyEdits(t, goplsDemo, edits)
	wantFixed := strings.Replace(goplsDemo, `"HTTP://Example.com:80/%7euser/"`, `"http://example.com/~user/"`, 1)
	if fixed != wantFixed {
		t.Errorf("the fix gives\n%s\nwant\n%s", fixed, wantFixed)
	}

	// gopls analyzes the buffer, not the file on disk. (A change event
	// without a range replaces the whole text.)
	c.change(uri, 2, fixed)
	p = c.waitFor(uri, "version 2 analyzed", func(p protocol.PublishDiagnosticsParams) bool {
		return docVersion(p) == 2 && len(bySource(p, "assign")) > 0
	})
	if ds := bySource(p, "urilint"); len(ds) != 1 || code(ds[0]) != "malformed" {
		t.Errorf("after the edit: %+v, want the malformed finding only", ds)
	}
}

// TestGoplsSwitchOff checks that gopls's "analyses" setting switches
// urilint off, and that gopls's own analyzers still run.
func TestGoplsSwitchOff(t *testing.T) {
	dir := writeModule(t, map[string]string{"m.go": goplsDemo})
	uri := fileURI(filepath.Join(dir, "m.go"))
	c := startGopls(t, dir, map[string]any{"analyses": map[string]bool{"urilint": false}})
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
		URI: uri, LanguageID: "go", Version: 1, Text: goplsDemo,
	}})
	p := c.waitFor(uri, "assign's finding", func(p protocol.PublishDiagnosticsParams) bool {
		return len(bySource(p, "assign")) > 0
	})
	if ds := bySource(p, "urilint"); len(ds) != 0 {
		t.Errorf(`with "urilint": false, gopls published %+v`, ds)
	}
}
