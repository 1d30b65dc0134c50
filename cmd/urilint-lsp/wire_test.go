// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"testing"

	"go.lsp.dev/protocol"
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
