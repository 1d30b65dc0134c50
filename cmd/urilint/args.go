// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urilint/urilint/analyzer"
)

// options is what a command line asks of urilint. parseArgs is the one
// place that reads a command line; the drivers take their decisions from
// options. (When urilint hands over to the x/tools checker or to
// unitchecker, those parse os.Args again for themselves: their flags are
// package-level state that only their Main functions set.)
type options struct {
	command string // "", "help" or "version"

	config      analyzer.Config // -sinks, -normalize, -disable, -test-credentials
	analyzerSet []string        // those flags as given, "-name=value", in order

	explain    string // -explain CATEGORY
	json       bool   // -json
	sarif      bool   // -sarif
	quiet      bool   // -quiet
	fix, diff  bool   // -fix, -diff
	test       bool   // -test (default true)
	context    int    // -c (default -1)
	reportDeps bool   // -report-dependencies (go vet passes it on to urilint)
	flags      bool   // -flags (go vet's protocol)

	// buildFlags are the go command's build flags given (-tags, -mod,
	// -modfile), "-name=value", in order.
	buildFlags []string

	// inProcess is set by the flags that only the x/tools checker in this
	// process honours: -debug, -cpuprofile, -memprofile, -trace, -V.
	inProcess bool
	// defaultArgs says that no package was named: o.args is ".", as
	// go vet's.
	defaultArgs bool

	args []string // package patterns, or under go vet the .cfg file
}

// errUsage is returned by parseArgs for -h and -help.
var errUsage = errors.New("usage")

// newFlagSet returns the flag set of urilint's command line, bound to o.
func newFlagSet(o *options) *flag.FlagSet {
	fs := flag.NewFlagSet("urilint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}

	o.config.BindFlags(fs)

	fs.Bool("version", false, "print urilint's version and exit")
	fs.StringVar(&o.explain, "explain", "", "print the documentation of a category, or a table (tables lists them), and exit")
	fs.BoolVar(&o.sarif, "sarif", false, "print the findings as SARIF 2.1.0")
	fs.BoolVar(&o.quiet, "quiet", false, "print no progress, even on a terminal")
	fs.BoolVar(&o.reportDeps, reportDepsFlag, false, "report the findings of packages go vet analyzes only for their facts (urilint ./... sets it under go vet)")

	fs.BoolVar(&o.json, "json", false, "print the findings as JSON")
	fs.IntVar(&o.context, "c", -1, "print the offending line with this many lines of context")
	fs.BoolVar(&o.fix, "fix", false, "apply the fixes")
	fs.BoolVar(&o.diff, "diff", false, "with -fix, print the fixes as a unified diff and change nothing")
	fs.BoolVar(&o.test, "test", true, "analyze _test.go files too")
	fs.BoolVar(&o.flags, "flags", false, "print the flags in JSON (for go vet)")
	inProcess := func(string) error { o.inProcess = true; return nil }
	fs.Func("debug", "the x/tools checker's debug flags", inProcess)
	fs.Func("cpuprofile", "write a CPU profile to this file", inProcess)
	fs.Func("memprofile", "write a memory profile to this file", inProcess)
	fs.Func("trace", "write a trace log to this file", inProcess)
	fs.Func("V", "print the version for go vet's build cache (-V=full)", inProcess)
	// go vet's legacy flags, which the checker accepts and ignores.
	fs.Bool("source", false, "no effect (deprecated)")
	fs.Bool("v", false, "no effect (deprecated)")
	fs.Bool("all", false, "no effect (deprecated)")
	for _, name := range []string{"tags", "mod", "modfile"} {
		fs.Func(name, "the go command's -"+name+" build flag", func(v string) error {
			o.buildFlags = append(o.buildFlags, "-"+name+"="+v)
			return nil
		})
	}
	return fs
}

// analyzerFlagNames returns the names of the analyzer's flags.
func analyzerFlagNames() map[string]bool {
	var c analyzer.Config
	fs := flag.NewFlagSet("", flag.ContinueOnError)
	c.BindFlags(fs)
	names := map[string]bool{}
	fs.VisitAll(func(f *flag.Flag) { names[f.Name] = true })
	return names
}

// parseArgs parses urilint's command line (without the program name).
// It returns errUsage for -h and -help, and an error for a bad flag, a
// bad flag value or a bad combination.
func parseArgs(args []string) (*options, error) {
	o := new(options)
	fs := newFlagSet(o)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, errUsage
		}
		return nil, err
	}
	o.args = fs.Args()
	names := analyzerFlagNames()
	fs.Visit(func(f *flag.Flag) {
		switch {
		case names[f.Name]:
			o.analyzerSet = append(o.analyzerSet, "-"+f.Name+"="+f.Value.String())
		case f.Name == "version":
			o.command = "version"
		}
	})
	if err := analyzer.Validate(o.config); err != nil {
		if o.underVet() && !o.flags {
			return nil, &vetFlagError{cfg: o.args[0], err: err}
		}
		return nil, err
	}
	// "urilint help" and "urilint version": no package has such an
	// import path, so the words are commands.
	if len(o.args) == 1 && (o.args[0] == "help" || o.args[0] == "version") {
		o.command, o.args = o.args[0], nil
	}
	if o.underVet() {
		return o, nil // go vet checks its own flags
	}
	switch {
	case o.json && o.sarif:
		return nil, errors.New("-json and -sarif exclude each other")
	case o.sarif && o.fix:
		return nil, errors.New("-sarif does not combine with -fix")
	case o.json && o.fix:
		// The files change under the findings' positions: what -json
		// would print is no longer where it says.
		return nil, errors.New("-json does not combine with -fix")
	case o.diff && !o.fix:
		return nil, errors.New("-diff needs -fix")
	}
	return o, nil
}

// A vetFlagError is a flag value urilint cannot use, given by go vet
// on the configuration file cfg of one package.
type vetFlagError struct {
	cfg string
	err error
}

func (e *vetFlagError) Error() string { return e.err.Error() }
func (e *vetFlagError) Unwrap() error { return e.err }

// first reports whether e is the first of the run of go vet that gave
// cfg: go vet runs urilint once per package, the standard library's
// included, each with the same flags, and one line says what is wrong
// with them.
func (e *vetFlagError) first() bool { return firstInRun(e.cfg, "urilint-flag-error") }

// underVet reports whether go vet (or go fix) runs urilint: to ask for
// its flags, or on the configuration file of one package.
func (o *options) underVet() bool {
	return o.flags || len(o.args) == 1 && strings.HasSuffix(o.args[0], ".cfg")
}

// printUsage prints urilint's help.
func printUsage(w io.Writer) {
	fmt.Fprint(w, `urilint checks URI strings in Go code against RFC 3986.

Usage:
	urilint [flags] [PACKAGE...]     report findings (no package: ".", as go vet)
	urilint -json|-sarif PACKAGE...  print the findings as JSON or SARIF 2.1.0 on stdout
	urilint -fix [-diff] PACKAGE...  apply the fixes (or show them), report the rest
	                                 (-fix does not combine with -json or -sarif)
	urilint -explain CATEGORY        print the documentation of a category
	urilint -explain sinks           print the table of functions and fields that take a URI
	urilint -explain sinks -sinks E  and say whether each entry of E names a function
	urilint -explain tables          list what urilint knows of libraries, one table each
	urilint -explain TABLE           print a table's rows
	                                 (go vet warns only where it loads the entry's package)
	urilint -version                 print the version
	go vet -vettool=$(which urilint) [flags] PACKAGE...

Exit status: 0 with no findings, 3 with findings, 1 when a package does
not load, 2 for a bad flag.

The packages are type-checked from source (the go command lists them and
compiles nothing); each package's results are kept in the cache that
URILINT_CACHE names (default: urilint in the user cache directory),
trimmed to URILINT_CACHE_SIZE bytes (default 4 GiB). URILINT_DRIVER=vet
runs go vet's machinery instead, URILINT_DRIVER=checker the x/tools
checker in one process, without a cache.

Flags:
`)
	var o options
	fs := newFlagSet(&o)
	hidden := []string{"V", "all", "source", "v", "flags", "debug", "cpuprofile", "memprofile", "trace", reportDepsFlag}
	fs.VisitAll(func(f *flag.Flag) {
		if slices.Contains(hidden, f.Name) {
			return
		}
		name, usage := flag.UnquoteUsage(f)
		if name != "" {
			name = " " + name
		}
		// As flag.PrintDefaults writes a flag: its default unless zero.
		def := ""
		switch f.DefValue {
		case "", "0", "false":
		default:
			def = " (default " + f.DefValue + ")"
			if name == " string" {
				def = fmt.Sprintf(" (default %q)", f.DefValue)
			}
		}
		fmt.Fprintf(w, "  -%s%s\n    \t%s%s\n", f.Name, name, usage, def)
	})
	fmt.Fprintf(w, "  -help\n    \tprint this help and exit\n")
	fmt.Fprintf(w, "\nCategories: %s (urilint -explain CATEGORY).\nDocumentation: %s\n", strings.Join(categories(), ", "), analyzer.Analyzer.URL)
}
