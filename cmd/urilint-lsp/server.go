// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"fmt"
	"log"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/urilint/urilint/uricore"
)

// A server answers one client. Its handler runs on the connection's read
// loop and never waits for an analysis: notifications update the open
// documents and schedule a run of the package; requests answer from the
// last results. Runs happen on their own goroutines, one package at a time
// each, the newest superseding the one in flight.
type server struct {
	linter *linter
	log    *log.Logger
	delay  time.Duration // debounce of edits; opens and saves run at once
	ctx    context.Context
	// slot admits one run at a time: a run may analyze a package and
	// its dependencies from source, and two at once only share the cores
	// and double the memory.
	slot chan struct{}

	mu       sync.Mutex
	docs     map[string]*document // open buffers, by file path
	pkgs     map[string]*pkgState // by directory
	shutdown bool
	exited   chan struct{} // closed by the exit notification
	exitOnce sync.Once

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

func newServer(ctx context.Context, l *linter, logger *log.Logger, delay time.Duration) *server {
	return &server{
		linter: l,
		log:    logger,
		delay:  delay,
		ctx:    ctx,
		docs:   map[string]*document{},
		pkgs:   map[string]*pkgState{},
		exited: make(chan struct{}),
		slot:   make(chan struct{}, 1),
	}
}

// A handler answers one method. It runs on the connection's read loop, in
// the order the messages came, and must not wait for an analysis.
type handler func(s *server, conn jsonrpc2.Conn, req *jsonrpc2.Request) (any, error)

// handlers dispatches the methods urilint-lsp implements; other
// notifications are ignored, other requests answered "method not found".
var handlers = map[string]handler{
	protocol.MethodInitialize:                      params((*server).initialize),
	protocol.MethodInitialized:                     ignore,
	protocol.MethodCancelRequest:                   ignore, // every request is answered at once
	protocol.MethodSetTrace:                        ignore,
	protocol.MethodWorkspaceDidChangeConfiguration: ignore,
	protocol.MethodWorkspaceDidChangeWatchedFiles:  ignore,
	protocol.MethodShutdown:                        (*server).shutdownRequest,
	protocol.MethodExit:                            (*server).exit,
	protocol.MethodTextDocumentDidOpen:             params((*server).didOpen),
	protocol.MethodTextDocumentDidChange:           params((*server).didChange),
	protocol.MethodTextDocumentDidSave:             params((*server).didSave),
	protocol.MethodTextDocumentDidClose:            params((*server).didClose),
	protocol.MethodTextDocumentCodeAction:          params((*server).codeAction),
}

// handle is the connection's handler.
func (s *server) handle(conn jsonrpc2.Conn) jsonrpc2.Handler {
	return func(_ context.Context, req *jsonrpc2.Request) (any, error) {
		if h, ok := handlers[req.Method()]; ok {
			return h(s, conn, req)
		}
		if !req.IsCall() {
			return nil, nil // unknown notifications are ignored, as LSP says
		}
		return nil, jsonrpc2.NewError(jsonrpc2.MethodNotFound, "urilint-lsp does not implement "+req.Method())
	}
}

func ignore(*server, jsonrpc2.Conn, *jsonrpc2.Request) (any, error) { return nil, nil }

// params returns the handler that decodes a request's params into a P
// and calls f with them.
func params[P any](f func(s *server, conn jsonrpc2.Conn, p *P) (any, error)) handler {
	return func(s *server, conn jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
		raw := req.Params()
		if len(raw) == 0 {
			return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, req.Method()+": no params")
		}
		p := new(P)
		if err := protocol.Unmarshal(raw, p); err != nil {
			return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, req.Method()+": "+err.Error())
		}
		return f(s, conn, p)
	}
}

func (s *server) initialize(_ jsonrpc2.Conn, p *protocol.InitializeParams) (any, error) {
	if p.ClientInfo.Name != "" {
		v, _ := p.ClientInfo.Version.Get()
		s.log.Printf("client %s %s", p.ClientInfo.Name, v)
	}
	yes, full := true, protocol.TextDocumentSyncKindFull
	return protocol.InitializeResult{
		Capabilities: protocol.ServerCapabilities{
			TextDocumentSync: &protocol.TextDocumentSyncOptions{
				OpenClose: &yes,
				Change:    &full,
				Save:      &protocol.SaveOptions{},
			},
			CodeActionProvider: &protocol.CodeActionOptions{
				CodeActionKinds: []protocol.CodeActionKind{protocol.CodeActionKindQuickFix},
			},
		},
		ServerInfo: protocol.ServerInfo{Name: "urilint-lsp", Version: protocol.NewOptional(serverVersion())},
	}, nil
}

func (s *server) shutdownRequest(jsonrpc2.Conn, *jsonrpc2.Request) (any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.shutdown = true
	for _, st := range s.pkgs {
		s.stop(st)
	}
	return nil, nil
}

func (s *server) exit(jsonrpc2.Conn, *jsonrpc2.Request) (any, error) {
	s.exitOnce.Do(func() { close(s.exited) })
	return nil, nil
}

func (s *server) didOpen(conn jsonrpc2.Conn, p *protocol.DidOpenTextDocumentParams) (any, error) {
	if name, ok := goFile(p.TextDocument.URI); ok {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.docs[name] = &document{version: p.TextDocument.Version, text: []byte(p.TextDocument.Text)}
		s.schedule(conn, filepath.Dir(name), 0)
	}
	return nil, nil
}

func (s *server) didChange(conn jsonrpc2.Conn, p *protocol.DidChangeTextDocumentParams) (any, error) {
	name, ok := goFile(p.TextDocument.URI)
	if !ok || len(p.ContentChanges) == 0 {
		return nil, nil
	}
	// The server asks for full syncs, so the last change is the text.
	var text string
	switch c := p.ContentChanges[len(p.ContentChanges)-1].(type) {
	case *protocol.TextDocumentContentChangeWholeDocument:
		text = c.Text
	case *protocol.TextDocumentContentChangePartial:
		// A client that sends a range with a full sync: the text is
		// still the whole buffer.
		text = c.Text
	default:
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, fmt.Sprintf("didChange: a change of type %T", c))
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.docs[name] = &document{version: p.TextDocument.Version, text: []byte(text)}
	s.schedule(conn, filepath.Dir(name), s.editDelay(filepath.Dir(name)))
	return nil, nil
}

func (s *server) didSave(conn jsonrpc2.Conn, p *protocol.DidSaveTextDocumentParams) (any, error) {
	s.reanalyze(conn, p.TextDocument.URI, false)
	return nil, nil
}

func (s *server) didClose(conn jsonrpc2.Conn, p *protocol.DidCloseTextDocumentParams) (any, error) {
	s.reanalyze(conn, p.TextDocument.URI, true)
	return nil, nil
}

// reanalyze analyzes the package of the file u and the packages that
// import it, after a save or a close (which drops the buffer).
func (s *server) reanalyze(conn jsonrpc2.Conn, u uri.URI, closed bool) {
	name, ok := goFile(u)
	if !ok {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if closed {
		delete(s.docs, name)
	}
	s.schedule(conn, filepath.Dir(name), 0)
	s.scheduleDependents(conn, filepath.Dir(name))
}

func (s *server) codeAction(_ jsonrpc2.Conn, p *protocol.CodeActionParams) (any, error) {
	return s.codeActions(p), nil
}

// schedule runs the analysis of dir's package after delay, superseding any
// pending or running one. s.mu is held.
func (s *server) schedule(conn jsonrpc2.Conn, dir string, delay time.Duration) {
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
func (s *server) scheduleDependents(conn jsonrpc2.Conn, dir string) {
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
func (s *server) run(conn jsonrpc2.Conn, dir string, st *pkgState, gen int) {
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
	// A run superseded meanwhile is stopped and does not publish; what
	// it analyzed stays in the cache for the next.
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
		res, err = analyze(ctx, s.linter, dir, overlay)
		s.linter.cache.Trim() // at most once a day
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
		s.log.Printf("%s: %d findings in %d files (%v; %d packages: %d cached, %d analyzed)",
			dir, n, len(res.files), took.Round(time.Millisecond), res.stats.Packages, res.stats.Cached, res.stats.Analyzed)
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
			p.Version = protocol.NewOptional(v)
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
			if s.ctx.Err() == nil {
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
		return k == protocol.CodeActionKindQuickFix || strings.HasPrefix(string(protocol.CodeActionKindQuickFix), string(k)+".")
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
			kind, preferred := protocol.CodeActionKindQuickFix, len(f.fixes) == 1
			actions = append(actions, protocol.CodeAction{
				Title:       fx.title,
				Kind:        &kind,
				Diagnostics: []protocol.Diagnostic{f.diag},
				IsPreferred: &preferred,
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
func goFile(u uri.URI) (string, bool) {
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
func fileURI(name string) uri.URI {
	return uri.URI("file://" + uricore.Escape(filepath.ToSlash(name), uricore.ComponentPath))
}
