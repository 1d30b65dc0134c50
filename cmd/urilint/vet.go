// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

// The standalone driver. urilint ./... runs the go command's vet
// machinery underneath (go vet -vettool=<this executable>), as a CI that
// uses go vet does, rather than the x/tools checker in this process:
//
//   - Memory: the checker parses and type-checks every package and every
//     dependency from source, bodies included (urilint's facts come from
//     dependency bodies), and keeps all of them until the end: 4.7 GB on
//     the standard library. Under go vet each package is one process that
//     type-checks its own files against its dependencies' export data and
//     reads their facts from files, then exits.
//   - Time: the go command caches export data, facts and each package's
//     findings by content hash (its action IDs cover the files, the
//     dependencies' IDs, build tags, go.mod, the Go version, the vet flags
//     and this executable's build ID, from -V=full), runs packages in
//     parallel, and after an edit redoes only the packages whose inputs
//     changed. staticcheck's runner does the same with its own cache; the
//     go command's is the one every Go user already has.
//
// This driver keeps the checker's user interface: it asks go vet for
// JSON, prints the findings as the checker does (position: message, each
// once though the package and its test variant both report it, ordered
// by package), and exits as the checker does: 3 with findings, 1 when a
// package fails to load or analyze, 0 otherwise (always 0 with -json).
// What go vet cannot do (-test=false, -c, the -debug and profiling
// flags) runs the checker in this process as before, and so do -fix and
// -diff (see reportDepsFlag) and a go command of another Go release than
// urilint's. URILINT_DRIVER=checker forces the checker.

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"

	"github.com/urilint/urilint/analyzer"
)

// reportDepsFlag works around a go vet result-cache bug of Go 1.26
// (seen with 1.26.8): a package analyzed only for its facts, as a
// dependency of the packages asked for ("VetxOnly"), caches an empty
// output, and a later run that asks for that package replays it, so its
// findings are lost. Under this flag, which only urilint ./... passes (so
// its cache entries are its own), every package reports its findings
// whatever go vet asked; the facts and findings are computed anyway, and
// runVet keeps only those of the packages asked for.
const reportDepsFlag = "report-dependencies"

// reportAllOf rewrites the go vet configuration file that args ends with
// so that it asks for the package's findings, not only its facts.
func reportAllOf(args []string) error {
	name := args[len(args)-1]
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var cfg map[string]json.RawMessage
	if err := json.Unmarshal(data, &cfg); err != nil {
		return fmt.Errorf("go vet configuration %s: %v", name, err)
	}
	if string(cfg["VetxOnly"]) != "true" {
		return nil
	}
	cfg["VetxOnly"] = json.RawMessage("false")
	if data, err = json.Marshal(cfg); err != nil {
		return err
	}
	// Beside the original, in the go command's work directory, which it
	// removes when it is done.
	name = strings.TrimSuffix(name, ".cfg") + ".all.cfg"
	if err := os.WriteFile(name, data, 0o666); err != nil {
		return err
	}
	args[len(args)-1] = name
	return nil
}

// vetArgs returns the go vet arguments that do what args asks of the
// standalone checker, and whether go vet can do it.
func vetArgs(args []string) (vet, patterns []string, asJSON, ok bool) {
	if os.Getenv("URILINT_DRIVER") == "checker" {
		return nil, nil, false, false
	}
	fs := flag.NewFlagSet("urilint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	// The analyzer's flags, passed on as given.
	analyzer.Analyzer.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
	ownFlags := map[string]bool{}
	analyzer.Analyzer.Flags.VisitAll(func(f *flag.Flag) { ownFlags[f.Name] = true })
	// The checker's flags (golang.org/x/tools/go/analysis/internal/checker).
	fixFlag := fs.Bool("fix", false, "")
	diff := fs.Bool("diff", false, "")
	jsonFlag := fs.Bool("json", false, "")
	test := fs.Bool("test", true, "")
	context := fs.Int("c", -1, "")
	var inProcess bool
	for _, name := range []string{"debug", "cpuprofile", "memprofile", "trace", "V"} {
		fs.Func(name, "", func(string) error { inProcess = true; return nil })
	}
	fs.BoolFunc("flags", "", func(string) error { inProcess = true; return nil })
	if err := fs.Parse(args); err != nil || inProcess || !*test || *context >= 0 || *fixFlag || fs.NArg() == 0 {
		return nil, nil, false, false // the checker reports bad flags and usage as ever
	}
	exe, err := os.Executable()
	if err != nil || !sameGo() {
		return nil, nil, false, false
	}
	vet = []string{"vet", "-vettool=" + exe, "-" + reportDepsFlag, "-json"}
	fs.Visit(func(f *flag.Flag) {
		if ownFlags[f.Name] {
			vet = append(vet, "-"+f.Name+"="+f.Value.String())
		}
	})
	_ = diff // -diff without -fix does nothing, as in the checker
	return append(vet, fs.Args()...), fs.Args(), *jsonFlag, true
}

// runVet runs go vet with vet's arguments and reports the findings of
// the packages that patterns name as the checker does; it returns the
// exit status.
func runVet(vet, patterns []string, asJSON bool) int {
	roots, err := listRoots(patterns)
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		return 1
	}
	cmd := exec.Command("go", vet...)
	cmd.Stdin = os.Stdin
	cmd.Stderr = os.Stderr // build errors and vet's own, as they come
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	runErr := cmd.Run()
	if runErr != nil {
		var ee *exec.ExitError
		if !errors.As(runErr, &ee) {
			fmt.Fprintf(os.Stderr, "urilint: %v\n", runErr)
			return 1
		}
	}
	tree, err := decodeTrees(&stdout, roots)
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: reading go vet's output: %v\n", err)
		return 1
	}
	code := 0
	if runErr != nil {
		code = 1 // a package did not build or load; go vet said why
	}
	if asJSON {
		data, err := json.MarshalIndent(tree, "", "\t")
		if err != nil {
			fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
			return 1
		}
		fmt.Printf("%s\n", data)
		return code
	}
	var out strings.Builder
	seen := map[diagKey]bool{}
	findings := 0
	for _, id := range slices.Sorted(maps.Keys(tree)) {
		for _, name := range slices.Sorted(maps.Keys(tree[id])) {
			var res result
			if err := json.Unmarshal(tree[id][name], &res.diags); err != nil {
				if err := json.Unmarshal(tree[id][name], &res.err); err != nil || res.err.Error == "" {
					fmt.Fprintf(os.Stderr, "urilint: unexpected go vet output for %s: %s\n", id, tree[id][name])
					return 1
				}
				fmt.Fprintf(&out, "%s: %s\n", name, res.err.Error)
				code = 1
				continue
			}
			for _, d := range res.diags {
				k := diagKey{d.Posn, d.End, name, d.Message}
				if seen[k] {
					continue // reported by the package and by its test variant
				}
				seen[k] = true
				findings++
				fmt.Fprintf(&out, "%s: %s\n", d.Posn, d.Message)
			}
		}
	}
	os.Stderr.WriteString(out.String())
	if code == 0 && findings > 0 {
		code = 3
	}
	return code
}

// A tree is go vet's JSON output: analyzer results by package ID, then
// by analyzer name: a list of diagnostics, or {"error": ...}.
type tree map[string]map[string]json.RawMessage

// decodeTrees merges the JSON objects go vet prints, one per package,
// keeping those of the packages in roots (by import path) and of their
// test variants.
func decodeTrees(r io.Reader, roots map[string]bool) (tree, error) {
	all := tree{}
	dec := json.NewDecoder(r)
	for {
		var t tree
		if err := dec.Decode(&t); err == io.EOF {
			return all, nil
		} else if err != nil {
			return nil, err
		}
		for id, byName := range t {
			path, _, _ := strings.Cut(id, " ") // "p", "p [p.test]", "p_test [p.test]"
			if !roots[path] && !roots[strings.TrimSuffix(path, "_test")] {
				continue
			}
			if all[id] == nil {
				all[id] = map[string]json.RawMessage{}
			}
			for name, res := range byName {
				all[id][name] = mergeResults(all[id][name], res)
			}
		}
	}
}

// sameGo reports whether the go command is the Go release urilint was
// built with: go vet refuses a vet tool built by an older Go, and a tool
// cannot read the export data of a newer one. Otherwise the checker in
// process does the work, as it always has.
func sameGo() bool {
	out, err := exec.Command("go", "env", "GOVERSION").Output()
	return err == nil && strings.TrimSpace(string(out)) == runtime.Version()
}

// mergeResults merges two results of one analyzer under one package ID:
// go vet names a package and its test variant alike (the test variant's
// files are a superset), and under reportDepsFlag both report. The
// union keeps each diagnostic once; an error wins.
func mergeResults(a, b json.RawMessage) json.RawMessage {
	if a == nil {
		return b
	}
	var da, db []json.RawMessage
	if json.Unmarshal(a, &da) != nil {
		return a
	}
	if json.Unmarshal(b, &db) != nil {
		return b
	}
	seen := map[string]bool{}
	var all []json.RawMessage
	for _, d := range append(da, db...) {
		var buf bytes.Buffer
		if json.Compact(&buf, d) == nil && !seen[buf.String()] {
			seen[buf.String()] = true
			all = append(all, d)
		}
	}
	merged, err := json.Marshal(all)
	if err != nil {
		return a
	}
	return merged
}

// listRoots returns the import paths of the packages patterns name.
func listRoots(patterns []string) (map[string]bool, error) {
	cmd := exec.Command("go", append([]string{"list", "-e", "-f", "{{.ImportPath}}"}, patterns...)...)
	cmd.Stderr = io.Discard // go vet says the same again
	out, err := cmd.Output()
	if err != nil && len(out) == 0 {
		return nil, fmt.Errorf("go list %s: %v", strings.Join(patterns, " "), err)
	}
	roots := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		roots[p] = true
	}
	return roots, nil
}

type result struct {
	diags []struct {
		Posn    string `json:"posn"`
		End     string `json:"end"`
		Message string `json:"message"`
	}
	err struct {
		Error string `json:"error"`
	}
}

type diagKey struct{ posn, end, analyzer, message string }
