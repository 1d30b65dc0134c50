// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urilint/urilint/uricore"
)

// TestTable checks the generated class table for every byte against the
// ABNF of RFC 3986 Appendix A, written out here independently.
func TestTable(t *testing.T) {
	const (
		alpha     = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
		digit     = "0123456789"
		hexdig    = digit + "ABCDEFabcdef"
		unres     = alpha + digit + "-._~"
		subDelims = "!$&'()*+,;="
		genDelims = ":/?#[]@"
	)
	classes := []struct {
		name  string
		class uint16
		set   string
	}{
		{"ALPHA", uint16(uricore.CAlpha), alpha},
		{"DIGIT", uint16(uricore.CDigit), digit},
		{"HEXDIG", uint16(uricore.CHex), hexdig},
		{"unreserved", uint16(uricore.CUnreserved), unres},
		{"sub-delims", uint16(uricore.CSubDelim), subDelims},
		{"gen-delims", uint16(uricore.CGenDelim), genDelims},
		{"scheme", uint16(uricore.CScheme), alpha + digit + "+-."},
		{"reg-name", uint16(uricore.CRegName), unres + subDelims},
		{"userinfo", uint16(uricore.CUserinfo), unres + subDelims + ":"},
		{"pchar", uint16(uricore.CPchar), unres + subDelims + ":@"},
		{"query", uint16(uricore.CQuery), unres + subDelims + ":@/?"},
		{"segment-nz-nc", uint16(uricore.CSegmentNC), unres + subDelims + "@"},
		{"path", uint16(uricore.CPath), unres + subDelims + ":@/"},
	}
	for c := 0; c < 256; c++ {
		for _, cl := range classes {
			want := c < 128 && strings.IndexByte(cl.set, byte(c)) >= 0
			if got := uint16(uricore.Table[c])&cl.class != 0; got != want {
				t.Errorf("byte %#02x in %s: %v, want %v", c, cl.name, got, want)
			}
		}
	}
}

// TestTableGenerated checks that the committed table.go is what
// gen_table.go writes today.
func TestTableGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	out := filepath.Join(t.TempDir(), "table.go")
	if b, err := exec.Command("go", "run", "gen_table.go", "-o", out).CombinedOutput(); err != nil {
		t.Fatalf("go run gen_table.go: %v\n%s", err, b)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("table.go differs from what gen_table.go writes: run go generate ./uricore")
	}
}
