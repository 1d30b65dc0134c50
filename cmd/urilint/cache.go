// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/tools/go/packages"
)

// The source driver's cache: a directory of files named by a package's
// key and what they hold: "d" its findings (the checker's JSON), "f" its
// facts, "x" its export data. Files are written whole (a temporary file
// renamed), so a reader sees an entry or none; a damaged or missing one
// is redone. A file used is touched at most once an hour; once a day,
// files unused for cacheMaxAge are removed.

// cacheEnv names the cache directory; by default it is urilint in the
// user's cache directory (os.UserCacheDir).
const cacheEnv = "URILINT_CACHE"

// cacheVersion changes when what the cache holds or how keys are made
// changes.
const cacheVersion = "urilint source cache 1"

const cacheMaxAge = 5 * 24 * time.Hour

// A cacheKey is the hash of everything a package's results depend on.
type cacheKey [sha256.Size]byte

// A cache is the source driver's cache; a nil *cache caches nothing.
type cache struct {
	dir string
	now func() time.Time
}

// openCache opens the cache in dir (cacheEnv or its default when dir is
// ""), creating it if need be.
func openCache(dir string) (*cache, error) {
	if dir == "" {
		dir = os.Getenv(cacheEnv)
	}
	if dir == "" {
		d, err := os.UserCacheDir()
		if err != nil {
			return nil, fmt.Errorf("no cache directory (set %s): %v", cacheEnv, err)
		}
		dir = filepath.Join(d, "urilint")
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, err
	}
	return &cache{dir: dir, now: time.Now}, nil
}

// salt returns what every key of a run shares: the cache version, the
// executable, the Go release, the build environment (goarch the go
// command's GOARCH) and o's analyzer flags.
func salt(o *options, goarch string) ([]byte, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	f, err := os.Open(exe)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\n%s\n", cacheVersion, runtime.Version(), goarch)
	if _, err := io.Copy(h, f); err != nil {
		return nil, err
	}
	for _, v := range []string{"GOOS", "GOARCH", "GOFLAGS", "CGO_ENABLED", "GOEXPERIMENT", "GOAMD64", "GOARM", "GOARM64", "GO386", "GOWORK"} {
		fmt.Fprintf(h, "%s=%s\n", v, os.Getenv(v))
	}
	for _, a := range o.analyzerSet {
		fmt.Fprintf(h, "flag %q\n", a)
	}
	return h.Sum(nil), nil
}

// packageKey returns the key of p: salt, p's identity, module and files
// (readOnly as fileID takes it), and the keys of its imports (keyOf).
func packageKey(salt []byte, readOnly []string, p *packages.Package, keyOf func(*packages.Package) cacheKey) cacheKey {
	h := sha256.New()
	h.Write(salt)
	fmt.Fprintf(h, "id %q\npath %q\nname %q\n", p.ID, p.PkgPath, p.Name)
	if m := p.Module; m != nil {
		fmt.Fprintf(h, "module %q %q %q\n", m.Path, m.Version, m.GoVersion)
	}
	for _, name := range p.CompiledGoFiles {
		fmt.Fprintf(h, "file %q %s\n", name, fileID(readOnly, name))
	}
	for _, name := range p.OtherFiles {
		fmt.Fprintf(h, "other %q\n", name)
	}
	for _, e := range p.Errors {
		fmt.Fprintf(h, "error %q\n", e.Error())
	}
	for _, path := range slices.Sorted(maps.Keys(p.Imports)) {
		k := keyOf(p.Imports[path])
		fmt.Fprintf(h, "import %q %x\n", path, k[:])
	}
	var k cacheKey
	h.Sum(k[:0])
	return k
}

// fileID returns what identifies the content of the file name: its size
// and time in a folder of readOnly (the module cache and GOROOT, each
// ending in a separator), whose files do not change in place, else a
// hash of its content.
func fileID(readOnly []string, name string) string {
	for _, d := range readOnly {
		if strings.HasPrefix(name, d) {
			fi, err := os.Stat(name)
			if err != nil {
				return "error " + err.Error()
			}
			return "stat " + strconv.FormatInt(fi.Size(), 10) + " " + strconv.FormatInt(fi.ModTime().UnixNano(), 10)
		}
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return "error " + err.Error()
	}
	return fmt.Sprintf("sha256 %x", sha256.Sum256(data))
}

// name returns the file name of key's entry of kind.
func (c *cache) name(key cacheKey, kind string) string {
	s := hex.EncodeToString(key[:])
	return filepath.Join(c.dir, s[:2], s+"-"+kind)
}

// get returns the entry of kind under key.
func (c *cache) get(key cacheKey, kind string) ([]byte, bool) {
	if c == nil {
		return nil, false
	}
	name := c.name(key, kind)
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, false
	}
	c.touch(name)
	return data, true
}

// has reports whether there is an entry of kind under key.
func (c *cache) has(key cacheKey, kind string) bool {
	if c == nil {
		return false
	}
	_, err := os.Stat(c.name(key, kind))
	return err == nil
}

// touch marks the file name used, at most once an hour.
func (c *cache) touch(name string) {
	if fi, err := os.Stat(name); err == nil && c.now().Sub(fi.ModTime()) > time.Hour {
		now := c.now()
		os.Chtimes(name, now, now)
	}
}

// put writes data as the entry of kind under key.
func (c *cache) put(key cacheKey, kind string, data []byte) error {
	if c == nil {
		return nil
	}
	name := c.name(key, kind)
	if err := os.MkdirAll(filepath.Dir(name), 0o777); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(name), "tmp-")
	if err != nil {
		return err
	}
	_, err = io.Copy(f, bytes.NewReader(data))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), name)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// trim removes, once a day, the files not used for cacheMaxAge.
func (c *cache) trim() {
	if c == nil {
		return
	}
	stamp := filepath.Join(c.dir, "trimmed")
	if fi, err := os.Stat(stamp); err == nil && c.now().Sub(fi.ModTime()) < 24*time.Hour {
		return
	}
	os.WriteFile(stamp, nil, 0o666)
	filepath.WalkDir(c.dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path == stamp {
			return nil
		}
		if fi, err := d.Info(); err == nil && c.now().Sub(fi.ModTime()) > cacheMaxAge {
			os.Remove(path)
		}
		return nil
	})
}
