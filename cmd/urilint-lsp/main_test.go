// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// mainEnv, set to "urilint-lsp ARGS…", makes the test binary run
// urilint-lsp's main with ARGS (TestMain).
const mainEnv = "URILINT_LSP_TEST_MAIN"

// TestExitWithStdinOpen starts urilint-lsp itself, as an editor does,
// and sends initialize, shutdown and exit while keeping its stdin open:
// the server exits, with status 0 (LSP: exit ends the server).
func TestExitWithStdinOpen(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), mainEnv+"=urilint-lsp")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for _, msg := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`,
		`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`,
		`{"jsonrpc":"2.0","method":"exit"}`,
	} {
		fmt.Fprintf(stdin, "Content-Length: %d\r\n\r\n%s", len(msg), msg)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("urilint-lsp after shutdown and exit: %v", err)
		}
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatal("urilint-lsp did not exit on exit while its stdin stayed open")
	}
}

// TestVersionFlag checks that urilint-lsp -version prints its version
// line, as urilint -version and uri -version do.
func TestVersionFlag(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), mainEnv+"=urilint-lsp -version")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.HasPrefix(string(out), "urilint-lsp ") {
		t.Errorf("urilint-lsp -version: %v, %q; want its version line", err, out)
	}
}
