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

// TestUndecodable sends the server a body that is not JSON and one that
// is JSON but no request: JSON-RPC 2.0 answers each with an error of a
// null id (-32700, -32600), and the server goes on to answer the next
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
	for _, tt := range []struct {
		body string
		code float64
	}{
		{`{"jsonrpc":"2.0","id":1,"method":`, -32700},
		{`not json at all`, -32700},
		{`42`, -32600},
	} {
		send(tt.body)
		m := receive()
		e, _ := m["error"].(map[string]any)
		if id, ok := m["id"]; !ok || id != nil || e == nil || e["code"] != tt.code {
			t.Errorf("%q: got %v, want an error of code %v with a null id", tt.body, m, tt.code)
		}
	}
	send(`{"jsonrpc":"2.0","id":7,"method":"initialize","params":{}}`)
	if m := receive(); m["id"] != float64(7) || m["result"] == nil {
		t.Errorf("initialize after the bad messages: got %v, want its result", m)
	}
}
