// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf16"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/urilint/urilint/analyzer"
)

// A client drives a server over a pipe, as an editor does over stdio.
type client struct {
	t     testing.TB
	conn  jsonrpc2.Conn
	diags chan protocol.PublishDiagnosticsParams
	wire  chan string   // every notification's params, to look for secrets
	done  chan struct{} // closed when serve returns
	err   error         // serve's result, once done is closed
	stop  func()        // hangs up and waits for the server to stop (idempotent)
	wait  time.Duration // how long waitFor waits (default: a minute)
}

func startServer(t *testing.T, cfg analyzer.Config) *client {
	t.Helper()
	return startServerWith(t, cfg, nil)
}

// startServerWith is startServer with set, if not nil, called on the
// server before it serves.
func startServerWith(t *testing.T, cfg analyzer.Config, set func(*server)) *client {
	t.Helper()
	cs, ss := net.Pipe()
	w := &testWriter{t: t}
	t.Cleanup(w.close) // runs last: the server's goroutines may log until then
	s := newServer(context.Background(), newLinter(cfg, testCache), log.New(w, "server: ", 0), 10*time.Millisecond)
	if set != nil {
		set(s)
	}
	c := newClient(t, cs, nil)
	c.wire = make(chan string, 100)
	go func() { c.err = s.serve(ss); close(c.done) }()
	t.Cleanup(func() {
		c.conn.Close()
		select {
		case <-c.done:
		case <-time.After(10 * time.Second):
			t.Error("the server did not stop after the client hung up")
		}
	})
	return c
}

// newClient speaks LSP over rw. It answers the server's
// workspace/configuration requests with settings, and collects
// diagnostics (and, if c.wire is set, every notification's params).
// The caller closes c.done when the server has stopped.
func newClient(t testing.TB, rw io.ReadWriteCloser, settings any) *client {
	c := &client{
		t:     t,
		diags: make(chan protocol.PublishDiagnosticsParams, 1000),
		done:  make(chan struct{}),
	}
	c.conn = jsonrpc2.NewConn(jsonrpc2.NewHeaderStream(rw), jsonrpc2.WithCodec(codec{}))
	c.conn.Go(context.Background(), func(_ context.Context, req *jsonrpc2.Request) (any, error) {
		params := req.Params() // valid until the handler returns
		if len(params) > 0 && c.wire != nil {
			c.wire <- string(params)
		}
		switch req.Method() {
		case protocol.MethodTextDocumentPublishDiagnostics:
			var p protocol.PublishDiagnosticsParams
			if err := protocol.Unmarshal(params, &p); err != nil {
				t.Errorf("publishDiagnostics: %v", err)
			}
			c.diags <- p
		case protocol.MethodWorkspaceConfiguration:
			var p protocol.ConfigurationParams
			if err := protocol.Unmarshal(params, &p); err != nil {
				return nil, err
			}
			res := make([]any, len(p.Items))
			for i := range res {
				res[i] = settings
			}
			return res, nil
		}
		return nil, nil
	})
	return c
}

// A testWriter logs the server's log lines to the test until it ends.
type testWriter struct {
	t      testing.TB
	mu     sync.Mutex
	closed bool
}

func (w *testWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.closed {
		w.t.Log(strings.TrimSuffix(string(p), "\n"))
	}
	return len(p), nil
}

func (w *testWriter) close() {
	w.mu.Lock()
	w.closed = true
	w.mu.Unlock()
}

func (c *client) call(method string, params, result any) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := c.conn.Call(ctx, method, params, result); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

func (c *client) notify(method string, params any) {
	c.t.Helper()
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

// codeActions asks for the code actions of rng in uri.
func (c *client) codeActions(uri uri.URI, rng protocol.Range, only ...protocol.CodeActionKind) []protocol.CodeAction {
	c.t.Helper()
	var actions []protocol.CodeAction
	c.call("textDocument/codeAction", protocol.CodeActionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: uri},
		Range:        rng,
		Context:      protocol.CodeActionContext{Only: only},
	}, &actions)
	return actions
}

// change replaces the text of the open buffer uri, as a full sync does.
func (c *client) change(uri uri.URI, version int32, text string) {
	c.t.Helper()
	c.notify("textDocument/didChange", protocol.DidChangeTextDocumentParams{
		TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}, Version: version},
		ContentChanges: []protocol.TextDocumentContentChangeEvent{&protocol.TextDocumentContentChangeWholeDocument{Text: text}},
	})
}

// waitDiags returns the next publication for uri of the given version.
func (c *client) waitDiags(uri uri.URI, version int32) protocol.PublishDiagnosticsParams {
	c.t.Helper()
	return c.waitFor(uri, fmt.Sprintf("version %d", version), func(p protocol.PublishDiagnosticsParams) bool {
		return docVersion(p) == version
	})
}

// docVersion is the buffer version of p, 0 if it has none.
func docVersion(p protocol.PublishDiagnosticsParams) int32 {
	v, _ := p.Version.Get()
	return v
}

// code is the code of d, "" if it has none or a number.
func code(d protocol.Diagnostic) string {
	c, _ := d.Code.(protocol.String)
	return string(c)
}

// waitFor returns the next publication for uri that satisfies ok.
func (c *client) waitFor(uri uri.URI, what string, ok func(protocol.PublishDiagnosticsParams) bool) protocol.PublishDiagnosticsParams {
	c.t.Helper()
	wait := c.wait
	if wait == 0 {
		wait = time.Minute
	}
	timeout := time.After(wait)
	for {
		select {
		case p := <-c.diags:
			if p.URI == uri && ok(p) {
				return p
			}
		case <-timeout:
			c.t.Fatalf("no diagnostics for %s with %s", uri, what)
		}
	}
}

// writeModule writes a module holding the given files (paths relative
// to its root) into a new directory.
func writeModule(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	files["go.mod"] = "module example.com/m\n\ngo 1.26\n"
	for name, text := range files {
		name = filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(name), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// utf16Col is the LSP column of the first byte of sub in line: the
// UTF-16 length of what precedes it.
func utf16Col(t *testing.T, line, sub string) uint32 {
	t.Helper()
	i := strings.Index(line, sub)
	if i < 0 {
		t.Fatalf("%q not in %q", sub, line)
	}
	return uint32(len(utf16.Encode([]rune(line[:i]))))
}

// applyEdits applies LSP edits (UTF-16 columns, non-overlapping) to text.
func applyEdits(t *testing.T, text string, edits []protocol.TextEdit) string {
	t.Helper()
	offset := func(p protocol.Position) int {
		lines := strings.SplitAfter(text, "\n")
		if int(p.Line) >= len(lines) {
			t.Fatalf("edit at line %d of a %d-line text", p.Line, len(lines))
		}
		off := 0
		for _, l := range lines[:p.Line] {
			off += len(l)
		}
		units := utf16.Encode([]rune(lines[p.Line]))
		if int(p.Character) > len(units) {
			t.Fatalf("edit at column %d of a %d-unit line", p.Character, len(units))
		}
		return off + len(string(utf16.Decode(units[:p.Character])))
	}
	for i := len(edits) - 1; i >= 0; i-- { // edits come in order; apply from the end
		e := edits[i]
		text = text[:offset(e.Range.Start)] + e.NewText + text[offset(e.Range.End):]
	}
	return text
}

const (
	// The first line has non-ASCII text before the literal: é is one
	// UTF-16 unit in two bytes, 😀 two units in four bytes.
	homeLine = `const Home = /* é😀 */ "HTTP://Example.com:80/%7euser/"`
	apiLine  = `var _, _ = url.Parse("https://example.com/a%zzb")`
)

var demo = "package m\n\nimport \"net/url\"\n\n" + homeLine + "\n\n" + apiLine + "\n"

func TestServer(t *testing.T) {
	dir := writeModule(t, map[string]string{"m.go": demo})
	name := filepath.Join(dir, "m.go")
	uri := fileURI(name)
	c := startServer(t, analyzer.Config{})

	var init protocol.InitializeResult
	var params protocol.InitializeParams
	params.WorkspaceFolders = protocol.NewNullable([]protocol.WorkspaceFolder{{URI: fileURI(dir), Name: "m"}})
	c.call("initialize", params, &init)
	var caps struct {
		TextDocumentSync struct {
			OpenClose bool
			Change    int
			Save      *struct{}
		}
		CodeActionProvider struct{ CodeActionKinds []string }
	}
	b, _ := protocol.Marshal(init.Capabilities)
	if err := json.Unmarshal(b, &caps); err != nil {
		t.Fatal(err)
	}
	if s := caps.TextDocumentSync; !s.OpenClose || s.Change != 1 || s.Save == nil ||
		strings.Join(caps.CodeActionProvider.CodeActionKinds, ",") != "quickfix" {
		t.Errorf("capabilities %s: want open/close, full sync (1), save, quick fixes", b)
	}
	c.notify("initialized", struct{}{})

	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
		URI: uri, LanguageID: "go", Version: 1, Text: demo,
	}})
	p := c.waitDiags(uri, 1)
	if len(p.Diagnostics) != 2 {
		t.Fatalf("got %d diagnostics, want 2: %+v", len(p.Diagnostics), p.Diagnostics)
	}
	home, bad := p.Diagnostics[0], p.Diagnostics[1]

	// nonnormal on line 4 (0-based), from the first part not in normal
	// form (the scheme) to the end of the last (%7e), in UTF-16 columns.
	wantHome := protocol.Range{
		Start: protocol.Position{Line: 4, Character: utf16Col(t, homeLine, `HTTP://`)},
		End:   protocol.Position{Line: 4, Character: utf16Col(t, homeLine, `user/"`)},
	}
	if home.Range != wantHome || code(home) != "nonnormal" || home.Source != protocol.NewOptional("urilint") ||
		home.Severity != protocol.DiagnosticSeverityWarning ||
		!strings.HasSuffix(string(home.CodeDescription.Href), "#hdr-Category_nonnormal") {
		t.Errorf("nonnormal diagnostic = %+v, want range %+v, code nonnormal, source urilint, a warning, a link to its category", home, wantHome)
	}
	if wantHome.Start.Character == uint32(strings.Index(homeLine, "HTTP://")) {
		t.Fatal("the test line does not tell UTF-16 columns from byte columns")
	}
	// malformed: at the '%' of "%zz", three bytes.
	wantBad := protocol.Range{
		Start: protocol.Position{Line: 6, Character: utf16Col(t, apiLine, `%zz`)},
		End:   protocol.Position{Line: 6, Character: utf16Col(t, apiLine, `%zz`) + 3},
	}
	if bad.Range != wantBad || code(bad) != "malformed" {
		t.Errorf("malformed diagnostic = %+v, want range %+v, code malformed", bad, wantBad)
	}

	// The code action at the cursor (an empty range inside the finding).
	cursor := protocol.Range{Start: protocol.Position{Line: 4, Character: wantHome.Start.Character + 3}}
	cursor.End = cursor.Start
	actions := c.codeActions(uri, cursor)
	if len(actions) != 1 || actions[0].Kind == nil || *actions[0].Kind != protocol.CodeActionKindQuickFix || actions[0].Edit == nil {
		t.Fatalf("code actions = %+v, want one quick fix", actions)
	}
	fixed := applyEdits(t, demo, actions[0].Edit.Changes[uri])
	wantFixed := strings.Replace(demo, `"HTTP://Example.com:80/%7euser/"`, `"http://example.com/~user/"`, 1)
	if fixed != wantFixed {
		t.Errorf("the fix gives\n%s\nwant\n%s", fixed, wantFixed)
	}

	// No quick fix where there is nothing to fix, nor for other kinds.
	if actions := c.codeActions(uri, wantBad); len(actions) != 0 {
		t.Errorf("code actions on the malformed URI = %+v, want none", actions)
	}
	if actions := c.codeActions(uri, cursor, protocol.CodeActionKindRefactor); len(actions) != 0 {
		t.Errorf("refactor code actions = %+v, want none", actions)
	}

	// An unsaved edit applies the fix in the buffer only: the server
	// analyzes the buffer, not the file on disk, which still has both.
	c.change(uri, 2, fixed)
	p = c.waitDiags(uri, 2)
	if len(p.Diagnostics) != 1 || code(p.Diagnostics[0]) != "malformed" {
		t.Errorf("after the edit: %+v, want the malformed finding only", p.Diagnostics)
	}
	// A code action asked with the old finding's range finds nothing now.
	if actions := c.codeActions(uri, cursor); len(actions) != 0 {
		t.Errorf("code actions after the fix = %+v, want none", actions)
	}

	// Closing the buffer without saving goes back to the file on disk.
	c.notify("textDocument/didClose", protocol.DidCloseTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}})
	p = c.waitDiags(uri, 0)
	if len(p.Diagnostics) != 2 {
		t.Errorf("after closing: %d diagnostics, want the 2 of the file on disk", len(p.Diagnostics))
	}

	c.call("shutdown", nil, nil)
	c.notify("exit", nil)
	select {
	case <-c.done:
		if c.err != nil {
			t.Errorf("serve after shutdown and exit: %v", c.err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not exit")
	}
}

// TestServerStaleEdits checks that a burst of edits is analyzed once, for
// the last text, and that a buffer that does not compile keeps the last
// findings. It counts the server's analyses (server.ran) and waits on
// them, not on time.
func TestServerStaleEdits(t *testing.T) {
	dir := writeModule(t, map[string]string{"m.go": demo})
	uri := fileURI(filepath.Join(dir, "m.go"))
	runs := make(chan bool, 100) // one per analysis: whether it published
	c := startServerWith(t, analyzer.Config{}, func(s *server) {
		s.ran = func(_ string, published bool) { runs <- published }
		// The package's analysis takes a tenth of a second with its
		// dependencies cached: a delay that a burst sent at once ends
		// within, on a loaded machine too.
		s.delay = time.Second
	})
	nextRun := func() bool {
		t.Helper()
		select {
		case published := <-runs:
			return published
		case <-time.After(time.Minute):
			t.Fatal("no analysis within a minute")
			return false
		}
	}
	// drained checks that every publication the server made so far has
	// been received (the client handles messages in order, so a round
	// trip after them flushes them) and that none is left.
	drained := func(when string) {
		t.Helper()
		c.codeActions(uri, protocol.Range{})
		select {
		case p := <-c.diags:
			t.Errorf("%s: a publication of version %d: %+v", when, docVersion(p), p.Diagnostics)
		default:
		}
	}
	c.call("initialize", protocol.InitializeParams{}, nil)
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, Version: 1, Text: demo}})
	if !nextRun() {
		t.Fatal("the open was analyzed but not published")
	}
	c.waitDiags(uri, 1)
	drained("after the open")

	// The burst (sent at once) ends before any of its timers can fire.
	for v := int32(2); v <= 20; v++ {
		text := strings.Replace(demo, "%zzb", "%zzb"+strings.Repeat("x", int(v)), 1)
		if v == 20 {
			text = strings.Replace(demo, "%zzb", "%41b", 1)
		}
		c.change(uri, v, text)
	}
	if !nextRun() {
		t.Error("the first analysis after the burst did not publish: an earlier version was analyzed")
	}
	p := c.waitDiags(uri, 20)
	if len(p.Diagnostics) != 2 || code(p.Diagnostics[1]) != "nonnormal" {
		t.Errorf("after the edits: %+v, want two nonnormal findings (%%41 and Home)", p.Diagnostics)
	}
	drained("after the burst")
	select {
	case <-runs:
		t.Error("the burst was analyzed more than once")
	default:
	}

	// A syntax error: analyzed, nothing is published, the last findings stay.
	c.change(uri, 21, demo+"func {")
	if nextRun() {
		t.Error("a buffer that does not parse: its analysis published")
	}
	drained("after the syntax error")
}

func TestServerDependents(t *testing.T) {
	const before = "package w\n\nfunc Fetch(u string) {}\n"
	const after = "package w\n\nimport \"net/http\"\n\nfunc Fetch(u string) { http.Get(u) }\n"
	const user = "package b\n\nimport (\n\t\"net/url\"\n\n\t\"example.com/m/w\"\n)\n\n" +
		"func F() {\n\turl.Parse(\"http://a/%zz\")\n\tw.Fetch(\"www.example.com\")\n}\n"
	dir := writeModule(t, map[string]string{})
	for name, text := range map[string]string{"w/w.go": before, "b/b.go": user} {
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	wName, bURI := filepath.Join(dir, "w", "w.go"), fileURI(filepath.Join(dir, "b", "b.go"))
	c := startServer(t, analyzer.Config{})
	c.call("initialize", protocol.InitializeParams{}, nil)
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: bURI, Version: 1, Text: user}})
	if p := c.waitDiags(bURI, 1); len(p.Diagnostics) != 1 {
		t.Fatalf("before: %+v, want the malformed finding only", p.Diagnostics)
	}
	if err := os.WriteFile(wName, []byte(after), 0o666); err != nil {
		t.Fatal(err)
	}
	c.notify("textDocument/didSave", protocol.DidSaveTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: fileURI(wName)}})
	p := c.waitFor(bURI, "2 findings", func(p protocol.PublishDiagnosticsParams) bool { return len(p.Diagnostics) == 2 })
	if code(p.Diagnostics[1]) != "form" {
		t.Errorf("after saving w: %+v, want a form finding for w.Fetch's argument", p.Diagnostics)
	}
}

// TestServerSecrets opens files with a password the analyzer finds:
// in a literal's userinfo, in strings that grow later, in a typo'd
// scheme. Neither the diagnostics nor their code actions, nor anything
// else on the wire, hold it.
func TestServerSecrets(t *testing.T) {
	// Test data: a fake password, which must not appear on the wire.
	const secret = "fake-test-secret"
	diags := secretsOnWire(t, secret, "package m\n\nconst Mirror = \"https://u:"+secret+"@example.com/\"\n")
	if len(diags) != 1 || code(diags[0]) != "credentials" {
		t.Errorf("diagnostics %+v, want one credentials finding", diags)
	}
	diags = secretsOnWire(t, secret, "package m\n\nimport (\n\t\"fmt\"\n\t\"net/http\"\n)\n\n"+
		"func F(rest string) {\n"+
		"\tb := []byte(\"https://ops:"+secret+"\")\n\tb = append(b, rest...)\n\thttp.Get(string(b))\n"+
		"\tt := \"https://ops:"+secret+"\"\n\tt = fmt.Sprint(t, rest)\n\thttp.Get(t)\n"+
		"\thttp.Get(\"http//ops:"+secret+"@h.example/a b\")\n"+
		"}\n")
	if len(diags) < 3 {
		t.Errorf("diagnostics %+v, want one on each string that grows and on the typo", diags)
	}
}

// secretsOnWire opens text as a module's file, asks for the code
// actions of each diagnostic, and reports anything on the wire that
// holds secret; it returns the diagnostics.
func secretsOnWire(t *testing.T, secret, text string) []protocol.Diagnostic {
	t.Helper()
	dir := writeModule(t, map[string]string{"m.go": text})
	uri := fileURI(filepath.Join(dir, "m.go"))
	c := startServer(t, analyzer.Config{})
	c.call("initialize", protocol.InitializeParams{}, nil)
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, Version: 1, Text: text}})
	p := c.waitDiags(uri, 1)
	for _, d := range p.Diagnostics {
		b, _ := protocol.Marshal(c.codeActions(uri, d.Range))
		if strings.Contains(string(b), secret) {
			t.Errorf("the password is in a code action: %s", b)
		}
	}
	for done := false; !done; {
		select {
		case w := <-c.wire:
			if strings.Contains(w, secret) {
				t.Errorf("the password reached the client: %s", w)
			}
		default:
			done = true
		}
	}
	return p.Diagnostics
}

func TestGoFile(t *testing.T) {
	for _, tt := range []struct {
		uri  uri.URI
		name string
		ok   bool
	}{
		{"file:///home/u/m.go", "/home/u/m.go", true},
		{"file:///home/u/a%20b/m.go", "/home/u/a b/m.go", true},
		{"file://localhost/m.go", "/m.go", true},
		{"file:///home/u/go.mod", "", false},
		{"untitled:Untitled-1.go", "", false},
		{"file://server/share/m.go", "", false},
	} {
		name, ok := goFile(tt.uri)
		if name != tt.name || ok != tt.ok {
			t.Errorf("goFile(%q) = %q, %v; want %q, %v", tt.uri, name, ok, tt.name, tt.ok)
		}
		if ok {
			if back, _ := goFile(fileURI(name)); back != name {
				t.Errorf("goFile(fileURI(%q)) = %q", name, back)
			}
		}
	}
}

// TestServerMethods checks the dispatch: a request urilint-lsp does not
// implement is answered "method not found", an unknown notification is
// ignored, and params of the wrong shape are "invalid params".
func TestServerMethods(t *testing.T) {
	c := startServer(t, analyzer.Config{})
	c.call(protocol.MethodInitialize, protocol.InitializeParams{}, nil)
	c.notify("$/unknownNotification", map[string]int{"x": 1})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, tt := range []struct {
		method string
		params any
		code   jsonrpc2.Code
	}{
		{protocol.MethodTextDocumentHover, protocol.HoverParams{}, jsonrpc2.MethodNotFound},
		{protocol.MethodTextDocumentCodeAction, map[string]int{"textDocument": 1}, jsonrpc2.InvalidParams},
		{protocol.MethodTextDocumentCodeAction, nil, jsonrpc2.InvalidParams},
	} {
		_, err := c.conn.Call(ctx, tt.method, tt.params, nil)
		var rpcErr *jsonrpc2.Error
		if !errors.As(err, &rpcErr) || rpcErr.Code != tt.code {
			t.Errorf("%s with %v: error %v, want code %d", tt.method, tt.params, err, tt.code)
		}
	}
	c.call(protocol.MethodShutdown, nil, nil)
	c.notify(protocol.MethodExit, nil)
	select {
	case <-c.done:
		if c.err != nil {
			t.Errorf("serve: %v", c.err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not exit")
	}
}
