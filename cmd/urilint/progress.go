// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// A first run of urilint ./... on a module with many dependencies can
// take minutes before anything is printed: the go command compiles every
// dependency for its export data, and analyzes each for its facts. On a
// terminal, after a quiet spell, urilint shows on stderr what it is at,
// on one line that it rewrites and clears before anything else is
// printed there.
//
// Each urilint that go vet starts appends the import path of its package
// to the file progressEnv names; the progress reads the file as it grows.

// progressEnv names the file that urilint under go vet appends the import
// path of each package it analyzes to.
const progressEnv = "URILINT_PROGRESS"

const (
	progressQuiet = 3 * time.Second        // silence before progress shows
	progressEvery = 500 * time.Millisecond // how often it is redrawn
)

// wantProgress reports whether progress shows: on a terminal, without
// -quiet.
func wantProgress(quiet bool, mode os.FileMode) bool {
	return !quiet && mode&os.ModeCharDevice != 0
}

// stderrMode returns the mode of standard error, 0 if unknown.
func stderrMode() os.FileMode {
	fi, err := os.Stderr.Stat()
	if err != nil {
		return 0
	}
	return fi.Mode()
}

// A progress tells a person at a terminal how far a run is.
type progress struct {
	w     io.Writer
	now   func() time.Time
	total int // packages go vet may analyze (cached ones are not)
	width int // the terminal's columns: the line is cut to fit, lest it wrap and "\r" leave it behind; 0: not cut

	mu      sync.Mutex
	start   time.Time
	quiet   time.Time // the last output on w, other than progress
	shown   bool      // a progress line is on the screen
	done    int       // packages started
	current string    // the package analyzed last
	partial []byte    // an incomplete line of the progress file

	inProcess bool // the packages are done in this process (the source driver)
	listed    bool // the source driver knows how many packages it does

	file    *os.File
	stopped chan struct{}
	wg      sync.WaitGroup
}

// newProgress returns a progress that writes to w, reading the time from
// now, for a run of about total packages.
func newProgress(w io.Writer, now func() time.Time, total int) *progress {
	t := now()
	return &progress{w: w, now: now, total: total, start: t, quiet: t}
}

// attach makes cmd, a go vet run, report to p, and starts redrawing.
func (p *progress) attach(cmd *exec.Cmd) error {
	f, err := os.CreateTemp("", "urilint-progress")
	if err != nil {
		return err
	}
	p.file = f
	if cmd.Env == nil {
		cmd.Env = os.Environ()
	}
	cmd.Env = append(cmd.Env, progressEnv+"="+f.Name())
	buf := make([]byte, 32*1024)
	p.redraw(func() {
		for {
			n, _ := f.Read(buf)
			if n == 0 {
				break
			}
			p.read(buf[:n])
		}
	})
	return nil
}

// begin starts redrawing for a run in this process, which tells p of
// each package done (note).
func (p *progress) begin() {
	p.inProcess = true
	p.redraw(func() {})
}

// redraw redraws the progress line every progressEvery, after calling
// update, until stop.
func (p *progress) redraw(update func()) {
	p.stopped = make(chan struct{})
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		t := time.NewTicker(progressEvery)
		defer t.Stop()
		for {
			select {
			case <-p.stopped:
				return
			case <-t.C:
			}
			update()
			p.tick()
		}
	}()
}

// setTotal sets the number of packages the run does.
func (p *progress) setTotal(n int) {
	p.mu.Lock()
	p.total = n
	p.listed = true
	p.mu.Unlock()
}

// note tells p that the package id is done.
func (p *progress) note(id string) {
	p.read([]byte(id + "\n"))
}

// stop stops redrawing and clears the progress line.
func (p *progress) stop() {
	if p.stopped != nil {
		close(p.stopped)
		p.wg.Wait()
		if p.file != nil {
			p.file.Close()
			os.Remove(p.file.Name())
		}
		p.stopped = nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.clear()
}

// read takes in data from the progress file: import paths, one a line.
func (p *progress) read(data []byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.partial = append(p.partial, data...)
	for {
		i := bytes.IndexByte(p.partial, '\n')
		if i < 0 {
			return
		}
		if line := strings.TrimSpace(string(p.partial[:i])); line != "" {
			p.done++
			p.current = line
		}
		p.partial = p.partial[i+1:]
	}
}

// tick redraws the progress line once nothing else has been printed for
// progressQuiet.
func (p *progress) tick() {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	if now.Sub(p.quiet) < progressQuiet {
		return
	}
	fmt.Fprintf(p.w, "\r%s\033[K", fit(p.line(now), p.width))
	p.shown = true
}

// fit returns line cut to fit in width columns with one to spare (a
// line that fills the last column wraps on some terminals), ending in
// "…" where it was cut; width 0 leaves it whole.
func fit(line string, width int) string {
	if width <= 1 || utf8.RuneCountInString(line) < width {
		return line
	}
	r := []rune(line)
	return string(r[:width-2]) + "…"
}

// terminalWidth returns the columns of the terminal progress writes on:
// $COLUMNS where the shell exports it, else 80, the width of most.
func terminalWidth() int {
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	return 80
}

// line returns the progress line at time now.
func (p *progress) line(now time.Time) string {
	elapsed := now.Sub(p.start).Truncate(time.Second)
	if p.inProcess {
		if !p.listed {
			return fmt.Sprintf("urilint: listing the packages, %s", elapsed)
		}
		return fmt.Sprintf("urilint: done %d of %d packages, %s; now %s (the first run type-checks them all; later runs reuse the cache)", p.done, p.total, elapsed, p.current)
	}
	if p.done == 0 {
		return fmt.Sprintf("urilint: building the dependencies of about %d packages, %s (the first run builds them; later runs reuse the build cache)", p.total, elapsed)
	}
	done := min(p.done, p.total)
	return fmt.Sprintf("urilint: analyzed %d of about %d packages, %s; now %s", done, p.total, elapsed, p.current)
}

// clear removes the progress line from the screen.
func (p *progress) clear() {
	if p.shown {
		io.WriteString(p.w, "\r\033[K")
		p.shown = false
	}
}

// writer returns a writer to w that clears the progress line before it
// writes and starts a new quiet spell.
func (p *progress) writer(w io.Writer) io.Writer {
	return writerFunc(func(b []byte) (int, error) {
		p.mu.Lock()
		defer p.mu.Unlock()
		p.clear()
		p.quiet = p.now()
		return w.Write(b)
	})
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(b []byte) (int, error) { return f(b) }

// noteProgress appends the import path of the package that cfgPath
// configures to the progress file, if urilint ./... asked for one.
func noteProgress(importPath string) {
	name := os.Getenv(progressEnv)
	if name == "" {
		return
	}
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return
	}
	f.WriteString(importPath + "\n") // one small write: appends do not interleave
	f.Close()
}
