// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package driver

import (
	"crypto/sha256"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
)

// salt returns what every key of a run shares: the cache version, the
// executable, the Go release, the go command's build environment and
// cfg's salt. The build flags are not in it: what they change of a
// package (its files, its module) is in its key.
func salt(env map[string]string, cfg *Config) ([]byte, error) {
	code, err := codeIdentity()
	if err != nil {
		return nil, err
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\n%s\n", cacheVersion, runtime.Version(), code)
	for _, k := range slices.Sorted(maps.Keys(env)) {
		fmt.Fprintf(h, "env %s=%q\n", k, env[k])
	}
	fmt.Fprintf(h, "tests %v\ngenerated unread %v\nsalt %x\n", cfg.Tests, cfg.GeneratedUnread, cfg.Salt)
	return h.Sum(nil), nil
}

// codeIdentity returns what identifies the analyzers' code in the
// running executable, computed once: its build's identity (buildIdentity)
// where the build says exactly what it was built from, so that urilint
// and urilint-lsp built from one version share entries; else the hash of
// the executable's bytes.
var codeIdentity = sync.OnceValues(func() (string, error) {
	if bi, ok := debug.ReadBuildInfo(); ok {
		if id, ok := buildIdentity(bi); ok {
			return id, nil
		}
	}
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	f, err := os.Open(exe)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return fmt.Sprintf("executable %x", h.Sum(nil)), nil
})

// buildIdentity returns the identity of a build that says exactly what
// it was built from: the main module's version and sum (which fix its
// dependencies' versions) and the build settings (Go release, tags,
// flags, environment, VCS revision), but not the main package's path
// nor its list of dependencies, so that two commands built from one
// version of the module share it. A build
// from modified sources, without a version, or with a dependency
// replaced by a directory has none: its code is known only from its
// bytes.
func buildIdentity(bi *debug.BuildInfo) (string, bool) {
	v := bi.Main.Version
	if v == "" || v == "(devel)" || strings.Contains(v, "+dirty") {
		return "", false
	}
	var b strings.Builder
	fmt.Fprintf(&b, "go %s\nmain %s %s %s\n", bi.GoVersion, bi.Main.Path, v, bi.Main.Sum)
	// The main module's version fixes the versions of the dependencies
	// the two commands share (they list different ones: each its own).
	for _, d := range bi.Deps {
		if d.Replace != nil && d.Replace.Version == "" {
			return "", false // a directory: its content is not named
		}
	}
	for _, s := range bi.Settings {
		if s.Key == "vcs.modified" && s.Value == "true" {
			return "", false
		}
		if s.Key == "vcs.time" {
			continue // the revision says it
		}
		fmt.Fprintf(&b, "setting %s=%q\n", s.Key, s.Value)
	}
	return fmt.Sprintf("build %x", sha256.Sum256([]byte(b.String()))), true
}

// keyOf sets n's key and file hashes and returns the content of its
// files that can change (the others are read when parsed).
func (r *run) keyOf(n *node) (map[string][]byte, error) {
	p := n.pkg
	h := sha256.New()
	h.Write(r.salt)
	fmt.Fprintf(h, "id %q\npath %q\nname %q\n", p.ID, p.PkgPath, p.Name)
	if m := p.Module; m != nil {
		fmt.Fprintf(h, "module %q %q %q\n", m.Path, m.Version, m.GoVersion)
	}
	src := map[string][]byte{}
	n.files = map[string][sha256.Size]byte{}
	ids := func(kind string, names []string) error {
		for _, name := range names {
			if r.isReadOnly(name) {
				fi, err := os.Stat(name)
				if err != nil {
					return err
				}
				fmt.Fprintf(h, "%s %q stat %d %d\n", kind, name, fi.Size(), fi.ModTime().UnixNano())
				continue
			}
			data, err := r.readFile(name)
			if err != nil {
				return err
			}
			sum := sha256.Sum256(data)
			if r.goCache != "" && strings.HasPrefix(name, r.goCache) {
				// A test main or cgo's output, written into the build
				// cache: its content, not where the cache lies.
				fmt.Fprintf(h, "%s built %q sha256 %x\n", kind, filepath.Base(name), sum)
			} else {
				fmt.Fprintf(h, "%s %q sha256 %x\n", kind, name, sum)
			}
			if kind == "file" {
				src[name] = data
				n.files[name] = sum
			}
		}
		return nil
	}
	if err := ids("file", p.CompiledGoFiles); err != nil {
		return nil, err
	}
	if err := ids("other", p.OtherFiles); err != nil {
		return nil, err
	}
	for _, e := range p.Errors {
		fmt.Fprintf(h, "error %q\n", e.Error())
	}
	for _, path := range slices.Sorted(maps.Keys(p.Imports)) {
		for _, imp := range n.imports {
			if imp.pkg == p.Imports[path] {
				fmt.Fprintf(h, "import %q %x\n", path, imp.out)
			}
		}
	}
	h.Sum(n.key[:0])
	return src, nil
}

// isReadOnly reports whether name lies in a folder whose files do not
// change in place, and is not overlaid.
func (r *run) isReadOnly(name string) bool {
	if _, ok := r.cfg.Overlay[name]; ok {
		return false
	}
	for _, d := range r.readOnly {
		if strings.HasPrefix(name, d) {
			return true
		}
	}
	return false
}

// readFile returns the content of the file name: the overlay's, or the
// disk's.
func (r *run) readFile(name string) ([]byte, error) {
	if data, ok := r.cfg.Overlay[name]; ok {
		return data, nil
	}
	return os.ReadFile(name)
}
