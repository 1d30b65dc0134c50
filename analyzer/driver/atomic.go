// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package driver

import (
	"io/fs"
	"os"
	"path/filepath"
)

// WriteFileAtomic replaces the file name with data, whole or not at
// all: it writes a temporary file in name's directory, named from
// pattern as os.CreateTemp names it, gives it the permission bits perm,
// and renames it over name. On failure it removes
// the temporary file. urilint -fix writes fixed files so; the cache
// writes its entries so.
func WriteFileAtomic(name, pattern string, perm fs.FileMode, data ...[]byte) error {
	return writeAtomic(createTemp, name, pattern, perm, data...)
}

// createTemp is os.CreateTemp as a cache's create.
func createTemp(dir, pattern string) (tempFile, error) { return os.CreateTemp(dir, pattern) }

// writeAtomic is WriteFileAtomic with the temporary file made by create
// (a test's may fail as a full disk does).
func writeAtomic(create func(dir, pattern string) (tempFile, error), name, pattern string, perm fs.FileMode, data ...[]byte) error {
	f, err := create(filepath.Dir(name), pattern)
	if err != nil {
		return err
	}
	for _, d := range data {
		if err == nil {
			_, err = f.Write(d)
		}
	}
	if err == nil {
		err = os.Chmod(f.Name(), perm)
	}
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
