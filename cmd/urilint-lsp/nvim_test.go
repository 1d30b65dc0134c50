// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestNeovim runs a real editor as the client: headless Neovim with the
// configuration of testdata/nvim.lua opens the demo, waits for urilint's
// diagnostics, applies the first quick fix offered at one of them and
// writes the file. The file on disk must then be the demo with its
// nonnormal literal normalized, and nothing else changed. It does so
// with urilint-lsp as the server, and with gopls built with urilint
// inside (testdata/gopls/build.sh), where gopls's own diagnostics must
// show too.
//
// It runs when URILINT_E2E=1. Without nvim on PATH the test is skipped,
// unless URILINT_NVIM=required (CI installs Neovim and sets both).
func TestNeovim(t *testing.T) {
	requireE2E(t)
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		if os.Getenv("URILINT_NVIM") == "required" {
			t.Fatal("nvim is not on PATH, and URILINT_NVIM=required")
		}
		t.Skip("nvim is not on PATH (apt-get install neovim)")
	}
	t.Run("urilint-lsp", func(t *testing.T) {
		bin := filepath.Join(t.TempDir(), "urilint-lsp")
		if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
		runNeovim(t, nvim, bin, "")
	})
	t.Run("gopls", func(t *testing.T) {
		// assign is one of gopls's own analyzers (vet's).
		runNeovim(t, nvim, goplsBinary(t), "assign")
	})
}

// runNeovim runs testdata/nvim.lua with server as the language server
// on a copy of the demo, and checks the file it writes. If also is set,
// a self-assignment is added to the demo and Neovim must show a
// diagnostic of that source beside urilint's.
func runNeovim(t *testing.T, nvim, server, also string) {
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	// Not t.TempDir: a server Neovim started (gopls, urilint-lsp) may
	// still write its cache into it after Neovim exits, and t.TempDir's
	// cleanup fails on a directory that is not empty. The directory is
	// removed once they are done, or left to the system's temporary
	// files.
	tmp, err := os.MkdirTemp("", "urilint-nvim-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for range 20 {
			if os.RemoveAll(tmp) == nil {
				return
			}
			time.Sleep(250 * time.Millisecond)
		}
	})
	demo, err := os.ReadFile("../../testdata/demo/demo.go")
	if err != nil {
		t.Fatal(err)
	}
	if also != "" {
		demo = append(demo, "\nfunc selfAssign(x int) int {\n\tx = x\n\treturn x\n}\n"...)
	}
	mod := filepath.Join(tmp, "demo")
	file := filepath.Join(mod, "demo.go")
	if err := os.MkdirAll(mod, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(mod, "go.mod"), []byte("module example.com/demo\n\ngo 1.26\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, demo, 0o666); err != nil {
		t.Fatal(err)
	}
	script, err := filepath.Abs("testdata/nvim.lua")
	if err != nil {
		t.Fatal(err)
	}

	// The go command's build cache stays where it is, not under
	// XDG_CACHE_HOME: a go list the server started for the save may
	// outlive Neovim, and must not write into tmp as it is removed.
	gocache, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		t.Fatalf("go env GOCACHE: %v", err)
	}
	cmd := exec.CommandContext(ctx, nvim, "--headless", "--clean", "-c", "luafile "+script)
	cmd.Dir = mod
	cmd.Env = append(os.Environ(), "URILINT_LSP="+server, "DEMO="+file, "ALSO="+also, "GOPLSCACHE="+filepath.Join(tmp, "gopls"),
		"XDG_CONFIG_HOME="+tmp, "XDG_DATA_HOME="+tmp, "XDG_STATE_HOME="+tmp, "XDG_CACHE_HOME="+tmp,
		"GOCACHE="+strings.TrimSpace(string(gocache)))
	out, err := cmd.CombinedOutput()
	t.Logf("nvim:\n%s", out)
	if err != nil {
		t.Fatalf("nvim: %v", err)
	}
	// The demo's first finding with a fix is Home's: RFC 3986 section
	// 6.2.2 lower-cases scheme and host, decodes %7e, drops the port 80.
	const before, after = `const Home = "HTTP://Example.com:80/%7euser/"`, `const Home = "http://example.com/~user/"`
	if !strings.Contains(string(demo), before) {
		t.Fatalf("the demo has no line %s", before)
	}
	want := strings.Replace(string(demo), before, after, 1)
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("demo.go after Neovim applied the code action:\n%s\nwant:\n%s", got, want)
	}
	for _, c := range []string{"malformed", "form", "typo", "credentials", "port", "nonnormal", "join"} {
		if !strings.Contains(string(out), "[urilint] "+c+": ") {
			t.Errorf("Neovim showed no %s diagnostic from urilint", c)
		}
	}
	if also != "" && !strings.Contains(string(out), "["+also+"] ") {
		t.Errorf("Neovim showed no diagnostic from %s", also)
	}
}
