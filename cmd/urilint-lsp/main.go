// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command urilint-lsp is a language server that shows urilint's findings
// in an editor and offers its fixes as quick fixes (code actions).
//
// gopls cannot load third-party analyzers, and golangci-lint's language
// server sends no code actions, so urilint-lsp runs beside gopls: attach
// both to Go files. It speaks LSP over stdin and stdout and logs to stderr.
//
// Usage:
//
//	urilint-lsp [-delay 300ms] [-sinks ...] [-normalize ...] [-disable ...] [-test-credentials]
//
// The analyzer flags are urilint's. On open and save of a Go file it
// analyzes the file's package, tests included, with the editor's unsaved
// buffers in place of the files on disk; edits are analyzed after -delay
// without a new edit, or after as long as the package's last analysis
// took if that is longer. It runs urilint's driver (package
// analyzer/driver), as urilint ./... does, in the same cache directory
// (URILINT_CACHE, by default urilint in the user's cache directory,
// trimmed to URILINT_CACHE_SIZE bytes): the dependencies of a package
// are analyzed too, for their facts, and every package whose inputs did
// not change since an earlier run, in this server or an earlier one, is
// taken from the cache. A package that does not compile keeps its last
// findings until it does.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"strconv"
	"strings"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/driver"
	"github.com/urilint/urilint/cmd/internal/version"
)

func main() {
	var cfg analyzer.Config
	cfg.BindFlags(flag.CommandLine)
	delay := flag.Duration("delay", 300*time.Millisecond, "analyze an edited buffer after this long without a new edit (or as long as the package's last analysis took, if longer)")
	showVersion := flag.Bool("version", false, "print the version and exit")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: urilint-lsp [flags]\n\nA language server (LSP over stdio) for urilint's findings and fixes.\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *showVersion {
		fmt.Println(version.Line("urilint-lsp"))
		return
	}
	logger := log.New(os.Stderr, "urilint-lsp: ", log.LstdFlags)
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	if err := analyzer.Validate(cfg); err != nil {
		logger.Print(err)
		os.Exit(2)
	}
	c, err := driver.OpenDefaultCache()
	if err != nil {
		logger.Printf("%v; running without a cache", err)
		c = nil
	}
	s := newServer(context.Background(), newLinter(cfg, c), logger, *delay)
	logger.Printf("serving on stdio (%s)", serverVersion())
	if err := s.serve(stdio{}); err != nil {
		logger.Print(err)
		os.Exit(1)
	}
}

// serve answers the client on rwc until it exits or hangs up. The error
// is nil after a shutdown request and an exit notification, as LSP asks.
func (s *server) serve(rwc io.ReadWriteCloser) error {
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	s.ctx = ctx
	conn := jsonrpc2.NewConn(newAnswering(rwc), jsonrpc2.WithCodec(codec{}))
	conn.Go(ctx, s.handle(conn))
	defer func() {
		// Close waits for the reader, and a read of a stdin the client
		// keeps open cannot be interrupted: after a moment, the reader
		// is left to the process's exit (LSP: exit ends the server).
		closed := make(chan struct{})
		go func() { conn.Close(); close(closed) }()
		select {
		case <-closed:
		case <-time.After(time.Second):
		}
	}()
	select {
	case <-s.exited:
	case <-conn.Done():
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, st := range s.pkgs {
		s.stop(st)
	}
	if !s.shutdown {
		return fmt.Errorf("the client left without a shutdown request")
	}
	return nil
}

// answering is the LSP header stream of the library, read here so that
// a message that cannot be read is answered as JSON-RPC 2.0 asks and
// the server reads on, where the library's connection would end: a
// header without a usable Content-Length (none, a negative one, one
// over maxBody) or a body that is not JSON gets a parse error (-32700),
// JSON that is no request an invalid-request error (-32600), each with
// a null id, as its id cannot be read. Writes are the library's.
type answering struct {
	jsonrpc2.Stream
	in *bufio.Reader
}

// maxBody is the longest message body read: the library's own limit.
const maxBody = 1 << 30

func newAnswering(rwc io.ReadWriteCloser) *answering {
	return &answering{jsonrpc2.NewHeaderStream(rwc), bufio.NewReader(rwc)}
}

func (s *answering) Read(ctx context.Context) (jsonrpc2.Message, int64, error) {
	for {
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		body, problem, err := s.frame()
		if err != nil {
			return nil, 0, err
		}
		code := jsonrpc2.ParseError
		if problem == "" {
			msg, err := jsonrpc2.DecodeMessage(body)
			if err == nil {
				return msg, int64(len(body)), nil
			}
			problem = err.Error()
			if json.Valid(body) {
				code = jsonrpc2.InvalidRequest
			}
		}
		if _, err := s.Stream.Write(ctx, jsonrpc2.NewResponse(jsonrpc2.ID{}, nil, jsonrpc2.NewError(code, problem))); err != nil {
			return nil, 0, err
		}
	}
}

// frame reads the next header block and the body its Content-Length
// says, or says what is wrong with the header. Without a usable length
// no body is read: the next header block is looked for in what follows,
// and a header line that a body without a newline runs into
// ({…}Content-Length: 52) is found inside the line. The error is io.EOF
// when the client closes the stream between messages.
func (s *answering) frame() (body []byte, problem string, err error) {
	length, started := -1, false
	for {
		line, err := s.in.ReadString('\n')
		if err != nil {
			if err == io.EOF && (started || line != "") {
				err = io.ErrUnexpectedEOF
			}
			return nil, "", err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if !started {
				continue // between messages
			}
			break
		}
		started = true
		if i := strings.Index(strings.ToLower(line), "content-length:"); i > 0 {
			line = line[i:]
		}
		name, value, ok := strings.Cut(line, ":")
		switch {
		case !ok:
			problem = fmt.Sprintf("header line %q has no colon", line)
		case strings.EqualFold(strings.TrimSpace(name), "Content-Length"):
			n, err := strconv.Atoi(strings.TrimSpace(value))
			switch {
			case err != nil || n < 0:
				problem = fmt.Sprintf("Content-Length %q is no length", strings.TrimSpace(value))
			case n > maxBody:
				problem = fmt.Sprintf("Content-Length %d is over the limit of %d bytes", n, maxBody)
			default:
				length = n
			}
		}
	}
	if length < 0 {
		if problem == "" {
			problem = "a message without Content-Length"
		}
		return nil, problem, nil
	}
	body = make([]byte, length)
	if _, err := io.ReadFull(s.in, body); err != nil {
		return nil, "", io.ErrUnexpectedEOF
	}
	return body, problem, nil
}

// codec encodes params and results with protocol's union-aware
// Marshal and Unmarshal (encoding/json/v2), as protocol's own
// connections do.
type codec struct{}

func (codec) Marshal(v any) ([]byte, error) {
	if m, ok := v.(jsonrpc2.RawMessage); ok {
		return m, nil
	}
	return protocol.Marshal(v)
}

func (codec) Unmarshal(data []byte, v any) error { return protocol.Unmarshal(data, v) }

type stdio struct{}

func (stdio) Read(p []byte) (int, error)  { return os.Stdin.Read(p) }
func (stdio) Write(p []byte) (int, error) { return os.Stdout.Write(p) }
func (stdio) Close() error {
	return os.Stdin.Close()
}

// serverVersion is the module version urilint-lsp was built from,
// "(devel)" when the build info does not say.
func serverVersion() string {
	if v, _ := version.Module(); v != "" && v != "(unknown)" {
		return v
	}
	return "(devel)"
}
