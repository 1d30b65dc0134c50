// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package driver

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The cache is a directory of entries, one file per package key. An
// entry holds all a package's analysis left: its findings, its facts and
// its export data. It is written whole (a temporary file renamed) and
// verified on read:
//
//	magic (16 bytes)
//	key (32): the entry's own key, so that a valid entry under another
//	          key's name (copied, linked) is damage too
//	output hash (32): the hash of the facts and export data, which keys
//	                  the packages that import this one
//	body length (8, big-endian)
//	body hash (32)
//	header hash (32): of the 120 bytes before it
//	body: entryBody, encodeBody: the same bytes in every process
//
// An entry that is missing, short, or whose hashes do not match is no
// entry: the package is analyzed again. A reader that needs only the
// output hash (a package whose importers are cached too) reads and
// verifies the header; the body is verified when it is used.
//
// An entry used is touched at most once per touchInterval; Trim removes
// entries unused for MaxAge plus touchInterval (the go command's margin:
// an entry in use is never older than that), temporary files left by a
// killed run, and the oldest entries while the cache is over its size
// budget.

const (
	magic         = "urilint cache 4\n"
	headerSize    = len(magic) + 32 + 32 + 8 + 32 + 32
	touchInterval = time.Hour

	// MaxAge is how long an unused entry stays in the cache.
	MaxAge = 5 * 24 * time.Hour

	// DefaultBudget is the size the cache is trimmed to by default.
	DefaultBudget = 4 << 30
)

// A Key names a package's entry: the hash of everything its analysis
// depends on.
type Key [sha256.Size]byte

// An outHash is the hash of a package's facts and export data: what its
// importers see of it.
type outHash [sha256.Size]byte

// A Cache is the driver's cache directory. A nil *Cache caches nothing.
type Cache struct {
	dir    string
	budget int64
	now    func() time.Time

	// create creates the temporary file an entry is written to; tests
	// replace it to make writes fail.
	create func(dir, pattern string) (tempFile, error)
}

// A tempFile is the file an entry is written to before it is renamed.
type tempFile interface {
	io.WriteCloser
	Name() string
}

// OpenCache opens the cache in dir, creating it (private to the user) if
// need be. budget is the size Trim keeps it within (DefaultBudget if 0).
func OpenCache(dir string, budget int64) (*Cache, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	if budget <= 0 {
		budget = DefaultBudget
	}
	return &Cache{
		dir:    dir,
		budget: budget,
		now:    time.Now,
		create: createTemp,
	}, nil
}

// CacheEnv names the cache directory; by default it is urilint in the
// user's cache directory (os.UserCacheDir).
const CacheEnv = "URILINT_CACHE"

// CacheSizeEnv, in bytes, is the size the cache is trimmed to
// (DefaultBudget by default).
const CacheSizeEnv = "URILINT_CACHE_SIZE"

// OpenDefaultCache opens the cache CacheEnv names, or the default one,
// trimmed to CacheSizeEnv: the cache urilint ./... and urilint-lsp share.
func OpenDefaultCache() (*Cache, error) {
	dir := os.Getenv(CacheEnv)
	if dir == "" {
		d, err := os.UserCacheDir()
		if err != nil {
			return nil, fmt.Errorf("no cache directory (set %s): %v", CacheEnv, err)
		}
		dir = filepath.Join(d, "urilint")
	}
	var budget int64
	if s := os.Getenv(CacheSizeEnv); s != "" {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("%s=%q: want a size in bytes", CacheSizeEnv, s)
		}
		budget = n
	}
	return OpenCache(dir, budget)
}

// Dir returns the cache's directory.
func (c *Cache) Dir() string { return c.dir }

// An entryBody is what an entry holds.
type entryBody struct {
	Diagnostics []Diagnostic
	Facts       []byte // encodeFacts
	Export      []byte // gcexportdata
	API         []byte // apiHash of the package's types: what its importers' type-checks depend on
}

// encodeBody encodes e as a function of its content alone, so that two
// processes write the same entry byte for byte: the findings as JSON,
// then the facts, the export data and the API hash, each after its
// length.
func encodeBody(e *entryBody) ([]byte, error) {
	diags, err := json.Marshal(e.Diagnostics)
	if err != nil {
		return nil, err
	}
	var b []byte
	for _, part := range [][]byte{diags, e.Facts, e.Export, e.API} {
		b = binary.BigEndian.AppendUint64(b, uint64(len(part)))
		b = append(b, part...)
	}
	return b, nil
}

// decodeBody decodes a body encodeBody wrote.
func decodeBody(b []byte) (*entryBody, error) {
	var parts [4][]byte
	for i := range parts {
		if len(b) < 8 {
			return nil, errors.New("short entry body")
		}
		n := binary.BigEndian.Uint64(b)
		b = b[8:]
		if uint64(len(b)) < n {
			return nil, errors.New("short entry body")
		}
		parts[i], b = b[:n:n], b[n:]
	}
	if len(b) != 0 {
		return nil, errors.New("trailing bytes in the entry body")
	}
	e := &entryBody{Facts: parts[1], Export: parts[2], API: parts[3]}
	if err := json.Unmarshal(parts[0], &e.Diagnostics); err != nil {
		return nil, err
	}
	return e, nil
}

// hashOutput returns the output hash of facts and of the API hash of
// the package's types. Not of its export data's bytes: a package
// type-checked against its imports' source and one against their
// export data record the imported objects' positions differently, and
// the output hash, which its importers' keys cover, must be a function
// of its inputs alone (DESIGN.md, the driver), whatever else the cache
// held when it was analyzed.
func hashOutput(facts, api []byte) outHash {
	h := sha256.New()
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(len(facts)))
	h.Write(n[:])
	h.Write(facts)
	h.Write(api)
	var o outHash
	h.Sum(o[:0])
	return o
}

// name returns the file name of key's entry.
func (c *Cache) name(key Key) string {
	s := hex.EncodeToString(key[:])
	return filepath.Join(c.dir, s[:2], s)
}

// header returns the output hash of key's entry after checking its
// header; the body is checked when it is read.
func (c *Cache) header(key Key) (outHash, bool) {
	if c == nil {
		return outHash{}, false
	}
	name := c.name(key)
	f, err := os.Open(name)
	if err != nil {
		return outHash{}, false
	}
	defer f.Close()
	var h [headerSize]byte
	if _, err := io.ReadFull(f, h[:]); err != nil {
		return outHash{}, false
	}
	out, _, _, ok := parseHeader(h[:], key)
	if ok {
		c.touch(name)
	}
	return out, ok
}

// parseHeader checks the header h of key's entry and returns what it
// says.
func parseHeader(h []byte, key Key) (out outHash, bodyLen uint64, bodyHash [32]byte, ok bool) {
	if len(h) < headerSize || string(h[:len(magic)]) != magic {
		return
	}
	sum := sha256.Sum256(h[:headerSize-32])
	if !bytes.Equal(sum[:], h[headerSize-32:headerSize]) {
		return
	}
	p := h[len(magic):]
	if !bytes.Equal(p[:len(key)], key[:]) {
		return // another key's entry
	}
	p = p[len(key):]
	copy(out[:], p)
	bodyLen = binary.BigEndian.Uint64(p[32:])
	copy(bodyHash[:], p[40:])
	return out, bodyLen, bodyHash, true
}

// get returns key's entry and its output hash, if it is whole.
func (c *Cache) get(key Key) (*entryBody, outHash, bool) {
	if c == nil {
		return nil, outHash{}, false
	}
	name := c.name(key)
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, outHash{}, false
	}
	out, n, sum, ok := parseHeader(data, key)
	if !ok || uint64(len(data)-headerSize) != n || sha256.Sum256(data[headerSize:]) != sum {
		return nil, outHash{}, false
	}
	e, err := decodeBody(data[headerSize:])
	if err != nil {
		return nil, outHash{}, false
	}
	if hashOutput(e.Facts, e.API) != out {
		return nil, outHash{}, false
	}
	c.touch(name)
	return e, out, true
}

// touch marks the file name used, at most once per touchInterval.
func (c *Cache) touch(name string) {
	if fi, err := os.Stat(name); err == nil && c.now().Sub(fi.ModTime()) > touchInterval {
		now := c.now()
		os.Chtimes(name, now, now)
	}
}

// put writes e as key's entry and returns its output hash. A write that
// fails leaves no entry.
func (c *Cache) put(key Key, e *entryBody) (outHash, error) {
	out := hashOutput(e.Facts, e.API)
	if c == nil {
		return out, nil
	}
	body, err := encodeBody(e)
	if err != nil {
		return out, err
	}
	h := make([]byte, 0, headerSize)
	h = append(h, magic...)
	h = append(h, key[:]...)
	h = append(h, out[:]...)
	h = binary.BigEndian.AppendUint64(h, uint64(len(body)))
	sum := sha256.Sum256(body)
	h = append(h, sum[:]...)
	hsum := sha256.Sum256(h)
	h = append(h, hsum[:]...)

	name := c.name(key)
	if err := os.MkdirAll(filepath.Dir(name), 0o700); err != nil {
		return out, err
	}
	if err := writeAtomic(c.create, name, "tmp-", 0o600, h, body); err != nil {
		return out, fmt.Errorf("writing the cache: %v", err)
	}
	return out, nil
}

// Trim removes, at most once a day, the entries unused for MaxAge plus
// the touch interval, temporary files older than the touch interval
// (left by a run that was killed), and then the least recently used
// entries while the cache is larger than its budget. An entry used in
// the last touch interval is never removed.
func (c *Cache) Trim() {
	if c == nil {
		return
	}
	now := c.now()
	stamp := filepath.Join(c.dir, "trimmed")
	if fi, err := os.Stat(stamp); err == nil && now.Sub(fi.ModTime()) < 24*time.Hour && now.After(fi.ModTime()) {
		return
	}
	os.WriteFile(stamp, nil, 0o600)
	type file struct {
		path  string
		size  int64
		mtime time.Time
	}
	var (
		kept  []file
		total int64
	)
	filepath.WalkDir(c.dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path == stamp {
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			return nil
		}
		age := now.Sub(fi.ModTime())
		switch {
		case strings.HasPrefix(d.Name(), "tmp-") && age > touchInterval:
			os.Remove(path)
		case age > MaxAge+touchInterval:
			os.Remove(path)
		default:
			kept = append(kept, file{path, fi.Size(), fi.ModTime()})
			total += fi.Size()
		}
		return nil
	})
	if total <= c.budget {
		return
	}
	slices.SortFunc(kept, func(a, b file) int { return a.mtime.Compare(b.mtime) })
	for _, f := range kept {
		if total <= c.budget || now.Sub(f.mtime) <= touchInterval {
			break
		}
		if os.Remove(f.path) == nil {
			total -= f.size
		}
	}
}
