// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"github.com/aymanbagabas/go-udiff"

	"github.com/urilint/urilint/analyzer/driver"
)

// A textEdit is one edit of a suggested fix: the bytes [Start, End) of
// the file Filename (an absolute path) are replaced by New.
type textEdit driver.Edit

// overlaps reports whether a and b, two edits of the same file, cannot
// both be applied: their ranges overlap, or both insert at one offset,
// where the order of the two insertions would be arbitrary.
func (a textEdit) overlaps(b textEdit) bool {
	if a.Start == a.End && b.Start == b.End {
		return a.Start == b.Start
	}
	return a.Start < b.End && b.Start < a.End
}

// applyFixes applies the first suggested fix of each finding of es, as
// the x/tools checker does, to the original bytes of each file, which
// read returns: nothing is reformatted, so line endings, comment
// alignment and every byte no edit touches stay as they are.
//
// A fix's edits are applied all together or not at all. Entries are
// taken in order; a fix is skipped when one of its edits has offsets
// outside its file or overlaps an edit already accepted (two different
// insertions at one offset overlap). An edit identical to one already
// accepted (same file, offsets and text, as when a package and its test
// variant report the same finding) is applied once and does not make its
// fix conflict. applied[i] reports whether the fix of es[i] was applied;
// it is false for an error entry, a finding without fix, or a fix
// without edits.
//
// Without diff, each file whose content changes is replaced by a new
// file with the same permission bits. With diff, no file is changed:
// out receives, in file order, a unified diff of each changed file,
// named by its path relative to dir when it lies below dir (else its
// absolute path), with forward slashes, so that `patch -p0` run in dir
// applies it.
//
// applyFixes returns the first error of read, of writing a file
// or of writing to out; files already written when writing fails stay
// written.
func applyFixes(es []entry, dir string, diff bool, out io.Writer, read func(name string) ([]byte, error)) (applied []bool, err error) {
	applied = make([]bool, len(es))
	src := map[string][]byte{}       // original content of each file
	edits := map[string][]textEdit{} // edits accepted for each file
	for i, e := range es {
		if e.err != "" || len(e.diag.Fixes) == 0 {
			continue
		}
		fix := e.diag.Fixes[0]
		var accept []textEdit // edits of fix not accepted before
		ok := len(fix.Edits) > 0
		for _, de := range fix.Edits {
			ed := textEdit(de)
			if _, seen := src[ed.Filename]; !seen {
				data, err := read(ed.Filename)
				if err != nil {
					return nil, err
				}
				src[ed.Filename] = data
			}
			if ed.Start < 0 || ed.Start > ed.End || ed.End > len(src[ed.Filename]) {
				ok = false
				break
			}
			if slices.Contains(edits[ed.Filename], ed) || slices.Contains(accept, ed) {
				continue
			}
			if slices.ContainsFunc(edits[ed.Filename], ed.overlaps) || slices.ContainsFunc(accept, ed.overlaps) {
				ok = false
				break
			}
			accept = append(accept, ed)
		}
		if !ok {
			continue
		}
		for _, ed := range accept {
			edits[ed.Filename] = append(edits[ed.Filename], ed)
		}
		applied[i] = true
	}

	for _, name := range slices.Sorted(maps.Keys(edits)) {
		var uedits []udiff.Edit
		for _, ed := range edits[name] {
			uedits = append(uedits, udiff.Edit{Start: ed.Start, End: ed.End, New: ed.New})
		}
		old := string(src[name])
		fixed, err := udiff.Apply(old, uedits)
		if err != nil {
			return nil, fmt.Errorf("fixing %s: %v", name, err)
		}
		if fixed == old {
			continue
		}
		if !diff {
			if err := replaceFile(name, []byte(fixed)); err != nil {
				return nil, err
			}
			continue
		}
		label := diffName(name, dir)
		unified, err := udiff.ToUnified(label, label, old, udiff.Lines(old, fixed), udiff.DefaultContextLines)
		if err != nil {
			return nil, fmt.Errorf("diffing %s: %v", name, err)
		}
		if _, err := io.WriteString(out, unified); err != nil {
			return nil, err
		}
	}
	return applied, nil
}

// diffName returns the name of file in a diff read by `patch -p0` in
// dir: its path relative to dir when it lies below dir, else file, with
// forward slashes.
func diffName(file, dir string) string {
	if rel, err := filepath.Rel(dir, file); err == nil && filepath.IsLocal(rel) {
		file = rel
	}
	return filepath.ToSlash(file)
}

// replaceFile replaces the content of the file name (or of the file a
// symbolic link name leads to) with data, keeping its permission bits,
// so that the file is never left half written (driver.WriteFileAtomic).
func replaceFile(name string, data []byte) error {
	name, err := filepath.EvalSymlinks(name)
	if err != nil {
		return err
	}
	info, err := os.Stat(name)
	if err != nil {
		return err
	}
	return driver.WriteFileAtomic(name, "."+filepath.Base(name)+".urilint-*", info.Mode().Perm(), data)
}
