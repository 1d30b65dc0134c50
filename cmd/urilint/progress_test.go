// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func TestWantProgress(t *testing.T) {
	for _, tt := range []struct {
		quiet bool
		mode  os.FileMode
		want  bool
	}{
		{false, os.ModeDevice | os.ModeCharDevice, true}, // a terminal
		{true, os.ModeDevice | os.ModeCharDevice, false}, // -quiet
		{false, 0, false},                // a file
		{false, os.ModeNamedPipe, false}, // a pipe
	} {
		if got := wantProgress(tt.quiet, tt.mode); got != tt.want {
			t.Errorf("wantProgress(%v, %v) = %v, want %v", tt.quiet, tt.mode, got, tt.want)
		}
	}
}

// TestProgress drives a progress with a fake clock: silent for the first
// seconds, then a line it rewrites in place, cleared before other output
// and at the end.
func TestProgress(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	var screen bytes.Buffer
	p := newProgress(&screen, clock, 10)

	now = now.Add(2 * time.Second)
	p.tick()
	if screen.Len() != 0 {
		t.Fatalf("progress after 2s of silence: %q", screen.String())
	}
	now = now.Add(1 * time.Second)
	p.tick()
	if want := "\rurilint: building the dependencies of about 10 packages, 3s (the first run builds them; later runs reuse the build cache)\033[K"; screen.String() != want {
		t.Fatalf("progress after 3s:\n%q\nwant\n%q", screen.String(), want)
	}

	screen.Reset()
	p.read([]byte("fmt\nnet/ht"))
	p.read([]byte("tp\nexample.com/m/"))
	now = now.Add(1500 * time.Millisecond)
	p.tick()
	if want := "\rurilint: analyzed 2 of about 10 packages, 4s; now net/http\033[K"; screen.String() != want {
		t.Fatalf("progress line:\n%q\nwant\n%q", screen.String(), want)
	}

	// Other output clears the line and starts a quiet spell.
	screen.Reset()
	io.WriteString(p.writer(&screen), "# example.com/m\nm.go:1:1: syntax error\n")
	if !strings.HasPrefix(screen.String(), "\r\033[K# example.com/m\n") {
		t.Fatalf("output after progress: %q, want the line cleared first", screen.String())
	}
	screen.Reset()
	now = now.Add(2 * time.Second)
	p.tick()
	if screen.Len() != 0 {
		t.Fatalf("progress 2s after other output: %q", screen.String())
	}
	now = now.Add(time.Second)
	p.tick()
	if !strings.Contains(screen.String(), "analyzed 2 of about 10 packages, 7s") {
		t.Fatalf("progress 3s after other output: %q", screen.String())
	}

	screen.Reset()
	p.stop()
	if screen.String() != "\r\033[K" {
		t.Errorf("stop wrote %q, want the line cleared", screen.String())
	}
	screen.Reset()
	p.stop()
	if screen.Len() != 0 {
		t.Errorf("a second stop wrote %q", screen.String())
	}
}

// TestProgressSource drives the progress of the source driver, which
// lists the packages itself and then tells of each one done.
func TestProgressSource(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	var screen bytes.Buffer
	p := newProgress(&screen, clock, 0)
	p.inProcess = true

	now = now.Add(3 * time.Second)
	p.tick()
	if want := "\rurilint: listing the packages, 3s\033[K"; screen.String() != want {
		t.Fatalf("progress while listing:\n%q\nwant\n%q", screen.String(), want)
	}
	screen.Reset()
	p.setTotal(5)
	p.note("fmt")
	p.note("example.com/m [example.com/m.test]")
	now = now.Add(time.Second)
	p.tick()
	if want := "\rurilint: done 2 of 5 packages, 4s; now example.com/m [example.com/m.test] (the first run type-checks them all; later runs reuse the cache)\033[K"; screen.String() != want {
		t.Fatalf("progress line:\n%q\nwant\n%q", screen.String(), want)
	}
	screen.Reset()
	p.stop()
	if screen.String() != "\r\033[K" {
		t.Errorf("stop wrote %q, want the line cleared", screen.String())
	}
}

// TestProgressFits checks that the progress line is cut to the
// terminal's width, with a column to spare: a line that wraps leaves
// its first part on the screen when "\r" rewrites it.
func TestProgressFits(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var screen bytes.Buffer
	p := newProgress(&screen, func() time.Time { return now }, 10)
	p.width = 80
	p.inProcess = true
	p.setTotal(300)
	p.note("github.com/example/a-rather-long-module-path/internal/and/a/deep/package [github.com/example/a-rather-long-module-path/internal/and/a/deep/package.test]")
	now = now.Add(3 * time.Second)
	p.tick()
	line := strings.TrimSuffix(strings.TrimPrefix(screen.String(), "\r"), "\033[K")
	if n := utf8.RuneCountInString(line); n > 79 || !strings.HasPrefix(line, "urilint: done 1 of 300 packages, 3s; now ") || !strings.HasSuffix(line, "…") {
		t.Errorf("progress line of %d columns on an 80-column terminal:\n%q", n, line)
	}
	if got := fit("short", 80); got != "short" {
		t.Errorf("fit(short) = %q", got)
	}
}
