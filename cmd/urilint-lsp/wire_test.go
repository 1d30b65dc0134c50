// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.lsp.dev/protocol"

	"github.com/urilint/urilint/analyzer"
)

// TestWire checks the JSON of the messages whose shape clients are known
// to be strict about.
func TestWire(t *testing.T) {
	for _, tt := range []struct {
		name string
		v    any
		want string
	}{{
		// A full-text change has no range: gopls reads an empty range
		// at 0:0 as an insertion at the start of the buffer.
		"full change",
		protocol.DidChangeTextDocumentParams{
			TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: "file:///m.go"}, Version: 2},
			ContentChanges: []protocol.TextDocumentContentChangeEvent{&protocol.TextDocumentContentChangeWholeDocument{Text: "package m\n"}},
		},
		`{"textDocument":{"uri":"file:///m.go","version":2},"contentChanges":[{"text":"package m\n"}]}`,
	}, {
		// A diagnostic's code and message are strings; a publication
		// for a file on disk has no version.
		"publication",
		protocol.PublishDiagnosticsParams{URI: "file:///m.go", Diagnostics: []protocol.Diagnostic{{
			Severity: protocol.DiagnosticSeverityWarning,
			Code:     protocol.String("malformed"),
			Source:   protocol.NewOptional("urilint"),
			Message:  protocol.String("malformed URI"),
		}}},
		`{"uri":"file:///m.go","diagnostics":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"severity":2,"code":"malformed","source":"urilint","message":"malformed URI"}]}`,
	}} {
		b, err := protocol.Marshal(tt.v)
		if err != nil || string(b) != tt.want {
			t.Errorf("%s: %s, %v\nwant %s", tt.name, b, err, tt.want)
		}
	}
}

// TestUndecodable sends the server messages it cannot read: a header
// without a usable Content-Length, a body that is not JSON, one that is
// JSON but no request. JSON-RPC 2.0 answers each with an error of a null
// id (-32700, -32600), and the server goes on to answer the next
// request.
func TestUndecodable(t *testing.T) {
	cs, ss := net.Pipe()
	s := newServer(context.Background(), newLinter(analyzer.Config{}, nil), log.New(io.Discard, "", 0), time.Millisecond)
	done := make(chan error, 1)
	go func() { done <- s.serve(ss) }()
	defer func() {
		cs.Close()
		<-done
	}()
	cs.SetDeadline(time.Now().Add(30 * time.Second))
	in := bufio.NewReader(cs)
	send := func(body string) {
		t.Helper()
		if _, err := fmt.Fprintf(cs, "Content-Length: %d\r\n\r\n%s", len(body), body); err != nil {
			t.Fatal(err)
		}
	}
	receive := func() map[string]any {
		t.Helper()
		n := -1
		for {
			line, err := in.ReadString('\n')
			if err != nil {
				t.Fatal(err)
			}
			line = strings.TrimRight(line, "\r\n")
			if line == "" {
				break
			}
			if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
				n, _ = strconv.Atoi(v)
			}
		}
		body := make([]byte, n)
		if _, err := io.ReadFull(in, body); err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(body, &m); err != nil {
			t.Fatalf("%s: %v", body, err)
		}
		return m
	}
	raw := func(frame string) {
		t.Helper()
		if _, err := io.WriteString(cs, frame); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		name string
		send func()
		code float64
	}{
		{"a body cut short", func() { send(`{"jsonrpc":"2.0","id":1,"method":`) }, -32700},
		{"a body that is no JSON", func() { send(`not json at all`) }, -32700},
		{"JSON that is no request", func() { send(`42`) }, -32600},
		{"no Content-Length", func() { raw("Content-Type: application/vscode-jsonrpc\r\n\r\n") }, -32700},
		{"a negative length", func() { raw("Content-Length: -5\r\n\r\n") }, -32700},
		{"a huge length", func() { raw("Content-Length: 99999999999\r\n\r\n") }, -32700},
		{"a line with no colon", func() { raw("Content-Length: 2\r\nnonsense\r\n\r\n{}") }, -32700},
	} {
		tt.send()
		m := receive()
		e, _ := m["error"].(map[string]any)
		if id, ok := m["id"]; !ok || id != nil || e == nil || e["code"] != tt.code {
			t.Errorf("%s: got %v, want an error of code %v with a null id", tt.name, m, tt.code)
		}
		send(`{"jsonrpc":"2.0","id":7,"method":"$/noSuchRequest"}`)
		if m := receive(); m["id"] != float64(7) {
			t.Errorf("a request after %s: got %v, want its answer", tt.name, m)
		}
	}
	// A body without a length, run into the next message's header.
	body := `{"jsonrpc":"2.0","id":8,"method":"initialize","params":{}}`
	raw(fmt.Sprintf("Content-Type: x\r\n\r\n{\"a\":1}Content-Length: %d\r\n\r\n%s", len(body), body))
	if m := receive(); m["error"] == nil {
		t.Errorf("a message without a length: got %v, want an error", m)
	}
	if m := receive(); m["id"] != float64(8) || m["result"] == nil {
		t.Errorf("initialize after a message without a length: got %v, want its result", m)
	}
}
