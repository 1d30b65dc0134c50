// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command urilint checks URI strings in Go code against RFC 3986.
//
// Run it standalone (urilint ./...), with -fix, -diff, -json or -sarif,
// or under go vet (go vet -vettool=$(which urilint) ./...). urilint
// -explain CATEGORY prints what a category reports. See the analyzer
// package for what it reports.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/driver"
	"github.com/urilint/urilint/analyzer/uricheck"
)

func main() {
	args := os.Args[1:]
	if len(args) == 1 && (args[0] == "-V=full" || args[0] == "--V=full") {
		printVersion()
		return
	}
	if os.Getenv(childEnv) == "1" {
		checker("")
	}
	// Check the command line once, before any package is analyzed, so
	// that a mistyped flag value is one line, not one error per package.
	o, err := parseArgs(args)
	if errors.Is(err, errUsage) {
		printUsage(os.Stdout)
		return
	}
	if ve := (*vetFlagError)(nil); errors.As(err, &ve) && !ve.first() {
		// Said once, by the first package's process; go vet fails
		// with it, and this package has nothing to add.
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v (urilint -help lists the flags)\n", err)
		os.Exit(2)
	}
	if len(o.args) == 0 && o.command == "" && o.explain == "" && !o.underVet() {
		o.args = []string{"."} // as go vet: the package in the current directory
		o.defaultArgs = true
	}
	switch {
	case o.command == "help":
		printUsage(os.Stdout)
	case o.command == "version":
		printUserVersion(os.Stdout)
	case o.explain != "":
		code := explain(os.Stdout, os.Stderr, o.explain)
		if code == 0 && o.explain == "sinks" && len(o.config.Sinks) > 0 {
			code = explainSinks(os.Stdout, o)
		}
		os.Exit(code)
	case o.underVet():
		if !o.flags && (o.reportDeps || os.Getenv(progressEnv) != "") {
			cfg, err := vetConfig(args[len(args)-1])
			if err == nil {
				noteProgress(cfg.ImportPath)
				if o.reportDeps {
					args[len(args)-1], err = reportAll(args[len(args)-1], cfg)
				}
			}
			if err != nil {
				fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
				os.Exit(1)
			}
		}
		checker(args[len(args)-1])
	case !o.sarif && (o.inProcess || o.context >= 0 && !useSource(o)):
		os.Exit(runCheckerChild(o, args)) // what only the checker prints
	case o.fix:
		os.Exit(runFix(o))
	default:
		os.Exit(runReport(o))
	}
}

// checker runs the x/tools checker (under go vet, unitchecker, on the
// configuration file cfg) on the command line and exits.
func checker(cfg string) {
	// go vet passes the flag on to urilint; the checker must know it.
	flag.Bool(reportDepsFlag, false, "report the findings of packages go vet analyzes only for their facts")
	a := analyzer.WithCategory(analyzer.Analyzer)
	// The checker says a package's type errors through the log, and they
	// quote source text, which may hold a password.
	log.SetOutput(redactingWriter{os.Stderr})
	if strings.HasSuffix(cfg, ".cfg") {
		a = sinksChecked(a, cfg, os.Stderr)
	}
	singlechecker.Main(a)
}

// A redactingWriter writes to w what is written to it, with the
// passwords of its quoted strings redacted (uricheck.RedactQuoted). The
// log writes each message with one Write.
type redactingWriter struct{ w io.Writer }

func (r redactingWriter) Write(p []byte) (int, error) {
	if _, err := io.WriteString(r.w, uricheck.RedactQuoted(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// A lineRedactor writes to w, redacted as redactingWriter does, each
// line written to it: a child's stderr, which comes in pieces that may
// cut a line. Flush writes what is left after the last newline.
type lineRedactor struct {
	w   io.Writer
	buf []byte
}

func (r *lineRedactor) Write(p []byte) (int, error) {
	r.buf = append(r.buf, p...)
	if i := bytes.LastIndexByte(r.buf, '\n'); i >= 0 {
		if _, err := io.WriteString(r.w, uricheck.RedactQuoted(string(r.buf[:i+1]))); err != nil {
			return 0, err
		}
		r.buf = append(r.buf[:0], r.buf[i+1:]...)
	}
	return len(p), nil
}

func (r *lineRedactor) Flush() {
	if len(r.buf) > 0 {
		io.WriteString(r.w, uricheck.RedactQuoted(string(r.buf)))
		r.buf = r.buf[:0]
	}
}

// runReport reports the findings of o's packages as text, JSON or SARIF
// and returns the exit status (with -json and -sarif, 0 whatever the
// findings, as the checker's -json).
func runReport(o *options) int {
	var (
		roots map[string]bool
		total int
		err   error
	)
	if !useSource(o) { // the source driver lists the packages itself
		roots, total, err = listRoots(o.args)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%v\n", err)
			return 1
		}
	}
	var p *progress
	if wantProgress(o.quiet, stderrMode()) && (useVet(o) || useSource(o)) {
		p = newProgress(os.Stderr, time.Now, total)
		p.width = terminalWidth()
	}
	// The driver's diagnostics are printed as they are; go vet's JSON is
	// written for -json alone (and read when go vet or the checker runs
	// underneath).
	var (
		t      tree
		es     []entry
		failed bool
		pkgs   = len(roots) // the packages asked for, not their dependencies
	)
	if useSource(o) {
		res, err := collectSourceRun(o, p)
		if err != nil {
			printCollectError(err)
			return 1
		}
		failed = res.Failed
		pkgs = packageCount(res)
		if o.json {
			t = treeOf(res)
		} else {
			es = entriesOfResult(res)
		}
	} else {
		t, failed, err = collect(o, roots, p)
		if err == nil && !o.json {
			es, err = entriesOf(t)
		}
		if err != nil {
			printCollectError(err)
			return 1
		}
	}
	code := 0
	if failed {
		code = 1 // a package did not build or load; the go command said why
	}
	if o.json {
		data, err := json.MarshalIndent(t, "", "\t")
		if err != nil {
			fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
			return 1
		}
		fmt.Printf("%s\n", data)
		return code
	}
	dir, _ := os.Getwd()
	if o.sarif {
		if err := writeSARIF(os.Stdout, es, sourceRoot(dir), failed); err != nil {
			fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
			return 1
		}
		return code
	}
	findings, errs := printContext(os.Stderr, es, dir, o.context)
	if !o.quiet {
		printSummary(os.Stderr, pkgs, es, failed)
	}
	if errs > 0 {
		code = 1
	}
	if code == 0 && findings > 0 {
		code = 3
	}
	return code
}

// printCollectError prints err, an error of collect: the go command's
// own words as they are, any other prefixed with "urilint: ".
func printCollectError(err error) {
	var ge driver.GoError
	if errors.As(err, &ge) {
		fmt.Fprintf(os.Stderr, "%s\n", ge)
		return
	}
	fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
}

// runFix applies the fixes of o's packages (or prints them as a diff,
// with -diff), then reports the findings whose fix was not applied, and
// returns the exit status: 3 when there are any.
func runFix(o *options) int {
	if !useSource(o) {
		return runCheckerFix(o)
	}
	res, err := collectSourceRun(o, nil)
	if err != nil {
		printCollectError(err)
		return 1
	}
	es := entriesOfResult(res)
	dir, _ := os.Getwd()
	applied, err := applyFixes(es, dir, o.diff, os.Stdout, verifiedReader(res))
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		return 1
	}
	var unfixed []entry
	for i, e := range es {
		if !applied[i] {
			unfixed = append(unfixed, e)
		}
	}
	findings, errs := printText(os.Stderr, unfixed, dir)
	if !o.quiet && !o.diff {
		printSummary(os.Stderr, packageCount(res), unfixed, res.Failed)
	}
	switch {
	case res.Failed || errs > 0:
		return 1
	case findings > 0:
		return 3
	}
	return 0
}

// runCheckerChild runs the x/tools checker on the command line args, as
// a child whose stderr is redacted line by line: the checker prints a
// package's load and type errors itself (packages.PrintErrors), and
// they quote source text that may hold a password. It returns the
// child's exit status.
func runCheckerChild(o *options, args []string) int {
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		return 1
	}
	if o.defaultArgs {
		args = append(args[:len(args):len(args)], ".") // no package named: as go vet, this one
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = checkerEnv(o)
	cmd.Stdin, cmd.Stdout = os.Stdin, os.Stdout
	stderr := &lineRedactor{w: os.Stderr}
	cmd.Stderr = stderr
	err = cmd.Run()
	stderr.Flush()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode()
		}
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		return 1
	}
	return 0
}

// runCheckerFix is runFix through the x/tools checker, for
// URILINT_DRIVER=vet and checker.
func runCheckerFix(o *options) int {
	roots, _, err := listRoots(o.args)
	if err != nil {
		fmt.Fprintf(os.Stderr, "%v\n", err)
		return 1
	}
	// The findings before the fixes, to tell which ones have none.
	t, failed, err := collect(o, roots, nil)
	if err != nil {
		printCollectError(err)
		return 1
	}
	es, err := entriesOf(t)
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		return 1
	}
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		return 1
	}
	extra := []string{"-fix"}
	if o.diff {
		extra = append(extra, "-diff")
	}
	cmd := exec.Command(exe, checkerCommand(o, extra...)...)
	cmd.Env = checkerEnv(o)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		}
		return 1
	}
	var unfixed []entry
	for _, e := range es {
		if e.err != "" || len(e.diag.Fixes) == 0 {
			unfixed = append(unfixed, e)
		}
	}
	dir, _ := os.Getwd()
	findings, errs := printText(os.Stderr, unfixed, dir)
	switch {
	case failed || errs > 0:
		return 1
	case findings > 0:
		return 3
	}
	return 0
}

// packageCount returns how many packages res covers, a package and its
// test variants counted once.
func packageCount(res *driver.Result) int {
	seen := map[string]bool{}
	for _, p := range res.Packages {
		id, _, _ := strings.Cut(p.ID, " [")
		seen[strings.TrimSuffix(id, "_test")] = true
	}
	return len(seen)
}

// printSummary writes the line that ends a run in text: how many
// packages, how many findings and how many of them have a fix, so that
// a clean run says so ("urilint: 12 packages, no findings"), and one
// that could not analyze a package does not read as clean ("urilint: 12
// packages (1 not analyzed), no findings"; failed, when go vet names no
// package). -quiet drops it; go vet, -json and -sarif never print it.
func printSummary(w io.Writer, pkgs int, es []entry, failed bool) {
	findings, fixes := 0, 0
	skipped := map[string]bool{} // packages not analyzed
	for _, e := range es {
		if e.err != "" {
			skipped[strings.TrimSuffix(e.pkg, "_test")] = true
			continue
		}
		findings++
		if len(e.diag.Fixes) > 0 {
			fixes++
		}
	}
	plural := func(n int, word string) string {
		if n == 1 {
			return "1 " + word
		}
		return fmt.Sprintf("%d %ss", n, word)
	}
	line := "urilint: " + plural(pkgs, "package")
	switch {
	case len(skipped) > 0:
		// "no findings" alone would read as a clean run.
		line += fmt.Sprintf(" (%d not analyzed)", len(skipped))
	case failed:
		line += " (not all analyzed)" // go vet names no package it skips
	}
	line += ", "
	switch {
	case findings == 0:
		line += "no findings"
	case fixes > 0:
		line += fmt.Sprintf("%s (%d with fixes)", plural(findings, "finding"), fixes)
	default:
		line += plural(findings, "finding")
	}
	fmt.Fprintln(w, line)
}
