// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

// The drivers to compare with urilint's own (analyzer/driver, the
// default): URILINT_DRIVER=vet runs the go command's vet machinery
// underneath (go vet -vettool=<this executable>), URILINT_DRIVER=checker
// the x/tools checker as a child.
//
//   - go vet: each package is one process that type-checks its own files
//     against its dependencies' export data, which the go command
//     compiles first, and reads their facts from files; the go command
//     caches export data, facts and each package's findings by content
//     hash. go vet cannot do -test=false; that, and a go command of
//     another Go release than urilint's, run the checker instead.
//   - The checker parses and type-checks every package and every
//     dependency from source, bodies included, and keeps all of them
//     until the end: 4.7 GB on the standard library.
//
// Either way the findings arrive as go vet's JSON tree (go vet -json, or
// the checker run as a child with -json), which urilint reads into its
// entries and prints as the default driver's. -fix runs the checker as a
// child (go vet's own -fix applies fixes only to the packages it reports
// on; see reportDepsFlag).

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/version"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"

	"golang.org/x/tools/go/analysis/unitchecker"
)

// reportDepsFlag works around a go vet result-cache bug (see
// vetCacheDropsFindings): under this flag, which only urilint ./...
// passes (so its cache entries are its own), every package reports its
// findings whatever go vet asked; the facts and findings are computed
// anyway, and urilint keeps only those of the packages asked for.
const reportDepsFlag = "report-dependencies"

// vetCacheFixedIn is the first Go release whose go vet keeps a package's
// findings after an earlier run analyzed it only for its facts; "" while
// no release does.
const vetCacheFixedIn = ""

// vetCacheDropsFindings reports whether the go vet of Go release goVersion
// ("go1.26.8") loses findings to its result cache. Since Go 1.26 go vet
// caches each package's output under an action ID that does not cover
// VetxOnly (cmd/go/internal/work/exec.go, vet action): a package analyzed
// only for its facts, as a dependency of the packages asked for, caches
// an empty output, and a later run that asks for that package replays
// it. Seen with go1.26.8 and plain go vet (go vet ./a, then go vet ./...
// misses the printf finding of a's dependency d); no upstream issue was
// found. A development build is taken to have it.
func vetCacheDropsFindings(goVersion string) bool {
	if !version.IsValid(goVersion) {
		return true
	}
	return version.Compare(goVersion, "go1.26") >= 0 &&
		(vetCacheFixedIn == "" || version.Compare(goVersion, vetCacheFixedIn) < 0)
}

// reportAll rewrites cfg, the go vet configuration file name holds, so
// that it asks for the package's findings, not only its facts, and
// returns the name of the file to analyze. The typed configuration keeps
// the fields this x/tools knows; urilint ./... runs it only under the go
// command of urilint's own Go release (sameGo).
func reportAll(name string, cfg *unitchecker.Config) (string, error) {
	if !cfg.VetxOnly {
		return name, nil
	}
	all := *cfg
	all.VetxOnly = false
	data, err := json.Marshal(&all)
	if err != nil {
		return "", err
	}
	// Beside the original, in the go command's work directory, which it
	// removes when it is done.
	name = strings.TrimSuffix(name, ".cfg") + ".all.cfg"
	if err := os.WriteFile(name, data, 0o666); err != nil {
		return "", err
	}
	return name, nil
}

// vetConfig reads the go vet configuration file name.
func vetConfig(name string) (*unitchecker.Config, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var cfg unitchecker.Config
	if err := json.Unmarshal(data, &cfg); err != nil {
		return nil, fmt.Errorf("go vet configuration %s: %v", name, err)
	}
	return &cfg, nil
}

// useVet reports whether go vet can do what o asks.
func useVet(o *options) bool {
	return !useSource(o) && os.Getenv("URILINT_DRIVER") != "checker" && o.test && sameGo()
}

// vetCommand returns the go vet arguments that analyze o's packages.
func vetCommand(o *options, exe string) []string {
	vet := []string{"vet", "-vettool=" + exe}
	if vetCacheDropsFindings(runtime.Version()) {
		vet = append(vet, "-"+reportDepsFlag)
	}
	vet = append(vet, "-json")
	vet = append(vet, o.analyzerSet...)
	vet = append(vet, o.buildFlags...)
	return append(vet, o.args...)
}

// checkerCommand returns the arguments of urilint run as the x/tools
// checker (childEnv set) that do what o asks, with extra added.
func checkerCommand(o *options, extra ...string) []string {
	args := append([]string{}, o.analyzerSet...)
	if !o.test {
		args = append(args, "-test=false")
	}
	args = append(args, extra...)
	return append(args, o.args...)
}

// checkerEnv returns the environment of urilint run as the x/tools
// checker: the checker ignores -tags, but the go command it runs reads
// the build flags from GOFLAGS.
func checkerEnv(o *options) []string {
	env := append(os.Environ(), childEnv+"=1")
	if len(o.buildFlags) > 0 {
		env = append(env, "GOFLAGS="+strings.TrimSpace(os.Getenv("GOFLAGS")+" "+strings.Join(o.buildFlags, " ")))
	}
	return env
}

// childEnv, set to 1, makes urilint the x/tools checker itself, as a child
// of urilint ./...
const childEnv = "URILINT_CHECKER_CHILD"

// collect runs go vet, or the checker as a child, on o's packages (the
// source driver is run by collectSourceRun) and
// returns the findings of the packages o names, and whether a package
// failed to load or build (the go command or the checker said why on
// stderr). p, if not nil, hears of progress.
func collect(o *options, roots map[string]bool, p *progress) (tree, bool, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, false, err
	}
	var cmd *exec.Cmd
	if useVet(o) {
		cmd = exec.Command("go", vetCommand(o, exe)...)
	} else {
		cmd = exec.Command(exe, checkerCommand(o, "-json")...)
		cmd.Env = checkerEnv(o)
	}
	if p != nil {
		if err := p.attach(cmd); err != nil {
			return nil, false, err
		}
		defer p.stop()
	}
	cmd.Stdin = os.Stdin
	// Build errors and vet's own, as they come: type errors quote source
	// text, which may hold a password.
	stderr := &lineRedactor{w: os.Stderr}
	cmd.Stderr = stderr
	if p != nil {
		stderr.w = p.writer(os.Stderr)
	}
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	runErr := cmd.Run()
	stderr.Flush()
	if runErr != nil {
		var ee *exec.ExitError
		if !errors.As(runErr, &ee) {
			return nil, false, runErr
		}
	}
	t, err := decodeTrees(&stdout, roots)
	if err != nil {
		return nil, false, fmt.Errorf("reading the findings: %v", err)
	}
	return t, runErr != nil, nil
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
// cannot read the export data of a newer one. Otherwise the checker does
// the work, as it always has.
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

// listRoots returns the import paths of the packages patterns name, and
// the number of packages they need (themselves included). When the go
// command cannot load them, the error is its own text.
func listRoots(patterns []string) (map[string]bool, int, error) {
	cmd := exec.Command("go", append([]string{"list", "-e", "-deps", "-f", "{{.DepOnly}} {{.ImportPath}}"}, patterns...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil && len(out) == 0 {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return nil, 0, errors.New(msg)
		}
		return nil, 0, fmt.Errorf("go list %s: %v", strings.Join(patterns, " "), err)
	}
	roots := map[string]bool{}
	total := 0
	for _, l := range strings.Split(string(out), "\n") {
		depOnly, path, ok := strings.Cut(l, " ")
		if !ok {
			continue
		}
		total++
		if depOnly == "false" {
			roots[path] = true
		}
	}
	return roots, total, nil
}
