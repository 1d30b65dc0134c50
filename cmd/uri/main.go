// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command uri inspects URI references with urilint's strict RFC 3986
// engine, uricore.
//
// Usage:
//
//	uri parse [-json=false] [REF...]
//	uri normalize [-json=false] [REF...]
//	uri resolve [-json=false] [-strict=false] BASE [REF...]
//	uri check [-json=false] [STRING...]
//
//	uri help
//	uri version
//
// With no REF arguments each command reads one input per line from
// standard input (for resolve, a line may also be BASE<TAB>REF) and
// prints one JSON object per input, in order. Undefined components are
// null, defined but empty ones "". The exit status is 0 even when inputs
// are invalid, and 2 for a usage error.
//
// check reports what urilint would report for the string as a URI
// constant; a password in the input is redacted in the output.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/cmd/internal/version"
	"github.com/urilint/urilint/uricore"
)

const usage = `usage:
	uri parse [-json=false] [REF...]
	uri normalize [-json=false] [REF...]
	uri resolve [-json=false] [-strict=false] BASE [REF...]
	uri check [-json=false] [STRING...]
	uri help
	uri version
With no REF arguments, uri reads one input per line from standard input.
-json=false prints a form for people; resolve -strict=false takes RFC 3986
§5.2.2's non-strict branch. The exit status is 0 even when inputs are
invalid, and 2 for a usage error.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs the command line args and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	cmd := args[0]
	switch cmd {
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	case "version", "-version", "--version":
		fmt.Fprintln(stdout, version.Line("uri"))
		return 0
	}
	fs := flag.NewFlagSet("uri "+cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage) }
	asJSON := fs.Bool("json", true, "print JSON lines; false prints a form for people")
	strict := fs.Bool("strict", true, "resolve: take RFC 3986 §5.2.2's strict branch (false: a ref with the base's scheme loses it)")
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0 // fs.Usage printed the help
		}
		return 2
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	out := &printer{w: w, json: *asJSON}

	var each func(line string)
	switch cmd {
	case "parse":
		each = out.parse
	case "normalize":
		each = out.normalize
	case "check":
		each = out.check
	case "resolve":
		rest := fs.Args()
		if len(rest) == 0 {
			// Lines of BASE<TAB>REF.
			each = func(line string) {
				base, ref, ok := strings.Cut(line, "\t")
				if !ok {
					fmt.Fprintf(stderr, "uri resolve: line %q is not BASE<TAB>REF\n", line)
					return
				}
				out.resolve(base, ref, *strict)
			}
			return forEachLine(stdin, each, stderr)
		}
		base := rest[0]
		each = func(ref string) { out.resolve(base, ref, *strict) }
		if len(rest) == 1 {
			return forEachLine(stdin, func(line string) {
				if b, r, ok := strings.Cut(line, "\t"); ok {
					out.resolve(b, r, *strict)
				} else {
					each(line)
				}
			}, stderr)
		}
		for _, ref := range rest[1:] {
			each(ref)
		}
		return 0
	default:
		fmt.Fprintf(stderr, "uri: unknown command %q (uri help lists the commands)\n", cmd)
		return 2
	}
	if fs.NArg() == 0 {
		return forEachLine(stdin, each, stderr)
	}
	for _, a := range fs.Args() {
		each(a)
	}
	return 0
}

// forEachLine calls f with each line of r, without its line ending.
func forEachLine(r io.Reader, f func(string), stderr io.Writer) int {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 16<<20)
	for sc.Scan() {
		f(strings.TrimSuffix(sc.Text(), "\r"))
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(stderr, "uri:", err)
		return 1
	}
	return 0
}

type printer struct {
	w    *bufio.Writer
	json bool
}

type jsonError struct {
	Offset int    `json:"offset"`
	Code   string `json:"code"`
}

func errorOf(err error) *jsonError {
	var pe *uricore.ParseError
	if errors.As(err, &pe) {
		return &jsonError{pe.Offset, string(pe.Code)}
	}
	return nil
}

// opt returns a pointer to s when defined, for JSON's null.
func opt(s string, defined bool) *string {
	if !defined {
		return nil
	}
	return &s
}

func (p *printer) emit(v any) {
	enc := json.NewEncoder(p.w)
	enc.SetEscapeHTML(false)
	enc.Encode(v) // writes to a bufio.Writer; its error surfaces at Flush
}

func (p *printer) parse(in string) {
	r, err := uricore.Parse(in)
	if !p.json {
		p.caret(in, err)
		if err == nil {
			for _, c := range []struct {
				name string
				v    *string
			}{
				{"scheme", opt(r.Scheme, r.Scheme != "")},
				{"userinfo", opt(r.UserInfo, r.HasUserInfo)},
				{"host", opt(r.Host, r.HasAuthority)},
				{"port", opt(r.Port, r.HasPort)},
				{"path", &r.Path},
				{"query", opt(r.Query, r.HasQuery)},
				{"fragment", opt(r.Fragment, r.HasFragment)},
			} {
				if c.v != nil {
					fmt.Fprintf(p.w, "  %-9s %q\n", c.name+":", *c.v)
				} else {
					fmt.Fprintf(p.w, "  %-9s (undefined)\n", c.name+":")
				}
			}
		}
		return
	}
	p.emit(struct {
		Input    string     `json:"input"`
		Valid    bool       `json:"valid"`
		Scheme   *string    `json:"scheme"`
		UserInfo *string    `json:"userinfo"`
		Host     *string    `json:"host"`
		Port     *string    `json:"port"`
		Path     string     `json:"path"`
		Query    *string    `json:"query"`
		Fragment *string    `json:"fragment"`
		Error    *jsonError `json:"error"`
	}{
		in, err == nil,
		opt(r.Scheme, r.Scheme != ""), opt(r.UserInfo, r.HasUserInfo), opt(r.Host, r.HasAuthority),
		opt(r.Port, r.HasPort), r.Path, opt(r.Query, r.HasQuery), opt(r.Fragment, r.HasFragment),
		errorOf(err),
	})
}

func (p *printer) normalize(in string) {
	n, err := uricore.Normalize(in)
	if !p.json {
		p.caret(in, err)
		if err == nil {
			fmt.Fprintf(p.w, "  normalized: %s\n", n)
		}
		return
	}
	p.emit(struct {
		Input      string     `json:"input"`
		Normalized *string    `json:"normalized"`
		Error      *jsonError `json:"error"`
	}{in, opt(n, err == nil), errorOf(err)})
}

func (p *printer) resolve(base, ref string, strict bool) {
	var target *string
	b, err := uricore.ParseURI(base)
	if err == nil {
		var r uricore.Reference
		if r, err = uricore.Parse(ref); err == nil {
			t := b.Resolve(r)
			if !strict {
				t = b.ResolveNonStrict(r)
			}
			target = opt(t.String(), true)
		}
	}
	if !p.json {
		fmt.Fprintf(p.w, "base: %s\nref:  %s\n", base, ref)
		if err != nil {
			var pe *uricore.ParseError
			errors.As(err, &pe)
			p.caret(pe.Input, err)
		} else {
			fmt.Fprintf(p.w, "  target: %s\n", *target)
		}
		return
	}
	p.emit(struct {
		Base   string     `json:"base"`
		Ref    string     `json:"ref"`
		Target *string    `json:"target"`
		Error  *jsonError `json:"error"`
	}{base, ref, target, errorOf(err)})
}

type jsonFinding struct {
	Category string  `json:"category"`
	Offset   int     `json:"offset"`
	Message  string  `json:"message"`
	Fix      *string `json:"fix"`
}

func (p *printer) check(in string) {
	fs := uricheck.Check(in, uricheck.Options{Steps: uricheck.DefaultSteps, Whole: true})
	shown, at := uricheck.Redact(in)
	if !p.json {
		fmt.Fprintln(p.w, shown)
		if len(fs) == 0 {
			fmt.Fprintln(p.w, "  no findings")
		}
		for _, f := range fs {
			fmt.Fprintf(p.w, "%s^ %s: %s\n", strings.Repeat(" ", caretColumn(shown, at(f.Offset))), f.Category, f.Message)
			if f.Fix != nil {
				fmt.Fprintf(p.w, "  fix: %s\n", *f.Fix)
			}
		}
		return
	}
	out := struct {
		Input    string        `json:"input"`
		Findings []jsonFinding `json:"findings"`
	}{shown, []jsonFinding{}}
	for _, f := range fs {
		out.Findings = append(out.Findings, jsonFinding{f.Category, at(f.Offset), f.Message, f.Fix})
	}
	p.emit(out)
}

// caret prints in and, when err is a ParseError, a caret under the
// offending byte and the error's code.
func (p *printer) caret(in string, err error) {
	fmt.Fprintln(p.w, in)
	var pe *uricore.ParseError
	if errors.As(err, &pe) {
		fmt.Fprintf(p.w, "%s^ %s at offset %d\n", strings.Repeat(" ", caretColumn(in, pe.Offset)), pe.Code, pe.Offset)
	}
}

// caretColumn returns the column of byte offset off in s as a terminal
// shows it: one column per rune.
func caretColumn(s string, off int) int {
	if off > len(s) {
		off = len(s)
	}
	return len([]rune(s[:off]))
}
