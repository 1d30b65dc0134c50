// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"go.lsp.dev/protocol"
	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/uricore"
)

// A server answers one client. Its handler runs on the connection's read
// loop and never waits for an analysis: notifications update the open
// documents and schedule a run of the package; requests answer from the
// last results. Runs happen on their own goroutines, one package at a time
// each, the newest superseding the one in flight.
type server struct {
	analyzer *analysis.Analyzer
	log      *log.Logger
	delay    time.Duration // debounce of edits; opens and saves run at once
	facts    *factCache    // the facts of dependencies, for the fast path
	ctx      context.Context
	// slot admits one run at a time: a run loads a package and all its
	// dependencies from source, and two at once only share the cores and
	// double the memory.
	slot chan struct{}

	mu       sync.Mutex
	docs     map[string]*document // open buffers, by file path
	pkgs     map[string]*pkgState // by directory
	shutdown bool
	exited   chan struct{}

	// ran, if set (by tests), is called once for every analysis run,
	// when the run is over: with whether it published its findings.
	ran func(dir string, published bool)
}

// A document is an open buffer.
type document struct {
	version int32
	text    []byte
}

// A pkgState is what the server knows of one directory's package.
type pkgState struct {
	gen    int                // bumped by every schedule; a run publishes only if still current
	timer  *time.Timer        // the pending run
	cancel context.CancelFunc // of the run in flight
	took   time.Duration      // how long the last analysis took
	key    string             // cache key of res
	res    *result            // the last complete result
	// versions holds, per file, the buffer version res was computed
	// from (-1: the file on disk); a fix applies only to that version.
	versions  map[string]int32
	published map[string]bool // files whose last publication was not empty
	pub       sync.Mutex      // orders publications of this package
}

func newServer(ctx context.Context, a *analysis.Analyzer, logger *log.Logger, delay time.Duration) *server {
	return &server{
		analyzer: a,
		log:      logger,
		delay:    delay,
		ctx:      ctx,
		docs:     map[string]*document{},
		pkgs:     map[string]*pkgState{},
		exited:   make(chan struct{}),
		slot:     make(chan struct{}, 1),
		facts:    newFactCache(),
	}
}

// handle is the connection's handler.
func (s *server) handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
	switch req.Method {
	case "initialize":
		var p protocol.InitializeParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		if p.ClientInfo != nil {
			s.log.Printf("client %s %s", p.ClientInfo.Name, p.ClientInfo.Version)
		}
		return protocol.InitializeResult{
			Capabilities: protocol.ServerCapabilities{
				TextDocumentSync: protocol.TextDocumentSyncOptions{
					OpenClose: true,
					Change:    protocol.TextDocumentSyncKindFull,
					Save:      &protocol.SaveOptions{},
				},
				CodeActionProvider: protocol.CodeActionOptions{
					CodeActionKinds: []protocol.CodeActionKind{protocol.QuickFix},
				},
			},
			ServerInfo: &protocol.ServerInfo{Name: "urilint-lsp", Version: version()},
		}, nil
	case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles":
		return nil, nil
	case "shutdown":
		s.mu.Lock()
		s.shutdown = true
		for _, st := range s.pkgs {
			s.stop(st)
		}
		s.mu.Unlock()
		return nil, nil
	case "exit":
		close(s.exited)
		return nil, nil
	case "textDocument/didOpen":
		var p protocol.DidOpenTextDocumentParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		if name, ok := goFile(p.TextDocument.URI); ok {
			s.mu.Lock()
			s.docs[name] = &document{version: p.TextDocument.Version, text: []byte(p.TextDocument.Text)}
			s.schedule(conn, filepath.Dir(name), 0)
			s.mu.Unlock()
		}
		return nil, nil
	case "textDocument/didChange":
		var p protocol.DidChangeTextDocumentParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		name, ok := goFile(p.TextDocument.URI)
		if !ok || len(p.ContentChanges) == 0 {
			return nil, nil
		}
		// The server asks for full syncs, so the last change is the text.
		text := p.ContentChanges[len(p.ContentChanges)-1].Text
		s.mu.Lock()
		s.docs[name] = &document{version: p.TextDocument.Version, text: []byte(text)}
		s.schedule(conn, filepath.Dir(name), s.editDelay(filepath.Dir(name)))
		s.mu.Unlock()
		return nil, nil
	case "textDocument/didSave", "textDocument/didClose":
		var p protocol.DidCloseTextDocumentParams // both carry textDocument.uri
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		if name, ok := goFile(p.TextDocument.URI); ok {
			s.mu.Lock()
			if req.Method == "textDocument/didClose" {
				delete(s.docs, name)
			}
			s.schedule(conn, filepath.Dir(name), 0)
			s.scheduleDependents(conn, filepath.Dir(name))
			s.mu.Unlock()
		}
		return nil, nil
	case "textDocument/codeAction":
		var p protocol.CodeActionParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		return s.codeActions(&p), nil
	}
	if req.Notif {
		return nil, nil // unknown notifications are ignored, as LSP says
	}
	return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "urilint-lsp does not implement " + req.Method}
}

func unmarshal(req *jsonrpc2.Request, v any) error {
	if req.Params == nil {
		return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: req.Method + ": no params"}
	}
	if err := json.Unmarshal(*req.Params, v); err != nil {
		return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: req.Method + ": " + err.Error()}
	}
	return nil
}

// schedule runs the analysis of dir's package after delay, superseding any
// pending or running one. s.mu is held.
func (s *server) schedule(conn *jsonrpc2.Conn, dir string, delay time.Duration) {
	if s.shutdown {
		return
	}
	st := s.pkgs[dir]
	if st == nil {
		st = &pkgState{published: map[string]bool{}}
		s.pkgs[dir] = st
	}
	s.stop(st)
	st.gen++
	gen := st.gen
	st.timer = time.AfterFunc(delay, func() { s.run(conn, dir, st, gen) })
}

// scheduleDependents schedules a run of every package with an open buffer
// that imports dir's package, whose facts may have changed. s.mu is held.
func (s *server) scheduleDependents(conn *jsonrpc2.Conn, dir string) {
	open := map[string]bool{}
	for name := range s.docs {
		open[filepath.Dir(name)] = true
	}
	for d, st := range s.pkgs {
		if open[d] && st.res != nil && st.res.deps[dir] {
			st.key = "" // its inputs include dir's files, which its key does not
			s.schedule(conn, d, s.editDelay(d))
		}
	}
}

// editDelay is how long an edited buffer of dir must stay unchanged before
// it is analyzed: -delay, or as long as the package's last analysis took
// if that is longer, so that typing in a package that takes seconds to
// load keeps at most about half of the machine busy. s.mu is held.
func (s *server) editDelay(dir string) time.Duration {
	if st := s.pkgs[dir]; st != nil && st.took > s.delay {
		return st.took
	}
	return s.delay
}

// stop cancels st's pending and running analyses. s.mu is held.
func (s *server) stop(st *pkgState) {
	if st.timer != nil {
		st.timer.Stop()
	}
	if st.cancel != nil {
		st.cancel()
		st.cancel = nil
	}
}

// run analyzes dir's package as of generation gen and publishes the result
// unless a newer generation superseded it meanwhile.
func (s *server) run(conn *jsonrpc2.Conn, dir string, st *pkgState, gen int) {
	select {
	case s.slot <- struct{}{}:
		defer func() { <-s.slot }()
	case <-s.ctx.Done():
		return
	}
	s.mu.Lock()
	if st.gen != gen || s.shutdown {
		s.mu.Unlock()
		return
	}
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	st.cancel = cancel
	overlay := map[string][]byte{}
	versions := map[string]int32{}
	for name, d := range s.docs {
		overlay[name] = d.text
		versions[name] = d.version
	}
	res, cachedKey := st.res, st.key
	s.mu.Unlock()

	key := cacheKey(dir, overlay)
	published := false
	if res == nil || key != cachedKey {
		if s.ran != nil {
			defer func() { s.ran(dir, published) }()
		}
		start := time.Now()
		var err error
		res, err = analyze(ctx, s.analyzer, dir, overlay, s.facts)
		if ctx.Err() != nil {
			return // superseded; the newer run publishes
		}
		if err != nil {
			s.log.Printf("%s: %v", dir, err)
			return
		}
		n := 0
		for _, fs := range res.files {
			n += len(fs)
		}
		took := time.Since(start)
		s.mu.Lock()
		st.took = took
		s.mu.Unlock()
		how := "full"
		if res.fast {
			how = "dependencies' facts cached"
		}
		s.log.Printf("%s: %d findings in %d files (%v, %s)", dir, n, len(res.files), took.Round(time.Millisecond), how)
		if len(res.errs) > 0 {
			// While a buffer does not compile, keep showing the last
			// findings rather than flashing them away.
			s.log.Printf("%s: not analyzed: %s", dir, strings.Join(res.errs, "; "))
			return
		}
	}

	st.pub.Lock()
	defer st.pub.Unlock()
	s.mu.Lock()
	if st.gen != gen {
		s.mu.Unlock()
		return
	}
	st.key, st.res = key, res
	st.versions = map[string]int32{}
	var pubs []protocol.PublishDiagnosticsParams
	for _, name := range slices.Sorted(maps.Keys(res.files)) {
		fs := res.files[name]
		v, open := versions[name]
		if !open {
			v = -1
		}
		st.versions[name] = v
		if len(fs) == 0 && !st.published[name] {
			continue
		}
		p := protocol.PublishDiagnosticsParams{URI: fileURI(name), Diagnostics: []protocol.Diagnostic{}}
		if open {
			p.Version = uint32(v)
		}
		for _, f := range fs {
			p.Diagnostics = append(p.Diagnostics, f.diag)
		}
		st.published[name] = len(fs) > 0
		pubs = append(pubs, p)
	}
	for name := range st.published {
		if _, ok := res.files[name]; !ok { // a file no longer in the package
			delete(st.published, name)
			pubs = append(pubs, protocol.PublishDiagnosticsParams{URI: fileURI(name), Diagnostics: []protocol.Diagnostic{}})
		}
	}
	s.mu.Unlock()
	for _, p := range pubs {
		if err := conn.Notify(s.ctx, "textDocument/publishDiagnostics", p); err != nil {
			if !errors.Is(err, jsonrpc2.ErrClosed) {
				s.log.Printf("publish %s: %v", p.URI, err)
			}
			return
		}
	}
	published = true
}

// codeActions returns the quick fixes of the findings that overlap the
// requested range, if the findings are of the buffer's current version.
func (s *server) codeActions(p *protocol.CodeActionParams) []protocol.CodeAction {
	actions := []protocol.CodeAction{}
	if len(p.Context.Only) > 0 && !slices.ContainsFunc(p.Context.Only, func(k protocol.CodeActionKind) bool {
		return k == protocol.QuickFix || strings.HasPrefix(string(protocol.QuickFix), string(k)+".")
	}) {
		return actions
	}
	name, ok := goFile(p.TextDocument.URI)
	if !ok {
		return actions
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.pkgs[filepath.Dir(name)]
	if st == nil || st.res == nil {
		return actions
	}
	current := int32(-1)
	if d, ok := s.docs[name]; ok {
		current = d.version
	}
	if v, ok := st.versions[name]; !ok || v != current {
		return actions // the findings are of another text
	}
	for _, f := range st.res.files[name] {
		if !overlaps(f.diag.Range, p.Range) {
			continue
		}
		for _, fx := range f.fixes {
			actions = append(actions, protocol.CodeAction{
				Title:       fx.title,
				Kind:        protocol.QuickFix,
				Diagnostics: []protocol.Diagnostic{f.diag},
				IsPreferred: len(f.fixes) == 1,
				Edit:        &protocol.WorkspaceEdit{Changes: fx.edits},
			})
		}
	}
	return actions
}

// overlaps reports whether a and b share a position; an empty range (a
// cursor) at either end of the other counts.
func overlaps(a, b protocol.Range) bool {
	return comparePos(a.Start, b.End) <= 0 && comparePos(b.Start, a.End) <= 0
}

// goFile returns the path of a file: URI naming a Go file.
func goFile(u protocol.DocumentURI) (string, bool) {
	r, err := uricore.Parse(string(u))
	if err != nil || !strings.EqualFold(r.Scheme, "file") || (r.Host != "" && r.Host != "localhost") {
		return "", false
	}
	p, err := uricore.Unescape(r.Path)
	if err != nil || !strings.HasSuffix(p, ".go") {
		return "", false
	}
	return filepath.Clean(filepath.FromSlash(p)), true
}

// fileURI returns the file: URI of the absolute path name.
func fileURI(name string) protocol.DocumentURI {
	return protocol.DocumentURI("file://" + uricore.Escape(filepath.ToSlash(name), uricore.ComponentPath))
}
