// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/token"
	"sort"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/gencode"
	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// An ignore is a //urilint:ignore comment.
type ignore struct {
	pos     token.Pos
	cats    map[string]bool // nil: every category (the form without categories)
	used    bool
	ownLine bool // the comment stands on a line of its own: it covers the next line
}

// covers reports whether ig suppresses category cat.
func (ig *ignore) covers(cat string) bool { return ig.cats == nil || ig.cats[cat] }

// unusedIgnores returns the //urilint:ignore comments that suppressed
// nothing, in source order, but those with a category that disabled
// says is off (then there was nothing to find).
func (fs *fileSet) unusedIgnores(disabled map[string]bool) []*ignore {
	var unused []*ignore
	for _, lines := range fs.ignores {
		for _, igs := range lines {
			for _, ig := range igs {
				off := false
				for cat := range ig.cats {
					off = off || disabled[cat]
				}
				if !ig.used && !off {
					unused = append(unused, ig)
				}
			}
		}
	}
	sort.Slice(unused, func(i, j int) bool { return unused[i].pos < unused[j].pos })
	return unused
}

// suppressed reports whether an ignore on the line of p, or the line
// above, covers the category cat, and marks it used.
func (fs *fileSet) suppressed(p token.Position, cat string) bool {
	suppressed := false
	for _, line := range []int{p.Line, p.Line - 1} {
		for _, ig := range fs.ignores[p.Filename][line] {
			// One at the end of a line covers that line only, as
			// staticcheck's and golangci-lint's do.
			if ig.covers(cat) && (line == p.Line || ig.ownLine) {
				ig.used, suppressed = true, true
			}
		}
	}
	return suppressed
}

// collectIgnores records f's //urilint:ignore comments:
// "//urilint:ignore CATEGORY[,CATEGORY] reason", or "//urilint:ignore
// reason", which suppresses every category.
func (fs *fileSet) collectIgnores(fset *token.FileSet, f *ast.File) {
	// code[line] is the column of the first node that starts on line,
	// found once a file has an ignore.
	var code map[int]int
	codeBefore := func(p token.Position) bool {
		if code == nil {
			code = map[int]int{}
			ast.Inspect(f, func(n ast.Node) bool {
				if n == nil {
					return false
				}
				if _, ok := n.(*ast.CommentGroup); ok {
					return false
				}
				if _, ok := n.(*ast.Comment); ok {
					return false
				}
				q := fset.Position(n.Pos())
				if c, ok := code[q.Line]; !ok || q.Column < c {
					code[q.Line] = q.Column
				}
				return true
			})
		}
		c, ok := code[p.Line]
		return ok && c < p.Column
	}
	for _, g := range f.Comments {
		for _, cm := range g.List {
			rest, ok := strings.CutPrefix(cm.Text, "//urilint:ignore")
			if !ok || rest != "" && rest[0] != ' ' && rest[0] != '\t' {
				continue
			}
			ig := &ignore{pos: cm.Slash}
			if fields := strings.Fields(rest); len(fields) > 0 {
				cats := map[string]bool{}
				for _, cat := range strings.Split(fields[0], ",") {
					cats[cat] = uricheck.IsCategory(cat)
					if !cats[cat] {
						cats = nil
						break
					}
				}
				ig.cats = cats
			}
			p := fset.Position(cm.Slash)
			ig.ownLine = !codeBefore(p)
			if fs.ignores[p.Filename] == nil {
				fs.ignores[p.Filename] = map[int][]*ignore{}
			}
			fs.ignores[p.Filename][p.Line] = append(fs.ignores[p.Filename][p.Line], ig)
		}
	}
}

// A fileSet holds the checked files: not generated, or written by cgo.
type fileSet struct {
	list    []*ast.File
	test    map[*token.File]bool             // each checked file, and whether it is a _test.go file
	testing map[*token.File]bool             // the checked files that import testing
	cgo     map[*token.File]bool             // the checked files cmd/cgo wrote from the user's
	curs    map[*token.File]inspector.Cursor // the cursor of each checked file
	checked []inspector.Cursor               // the same, in order
	ignores map[string]map[int][]*ignore     // file -> line -> the ignores on it

	examples []*ast.FuncDecl // the Example functions of the test files, once a finding asks
}

// newFileSet reads the files under root: which are checked (all but
// those a tool generated), which are tests, import testing or were
// written by cmd/cgo from the user's, and their ignores.
func newFileSet(fset *token.FileSet, root inspector.Cursor) fileSet {
	fs := fileSet{ignores: map[string]map[int][]*ignore{}, test: map[*token.File]bool{}, testing: map[*token.File]bool{}, cgo: map[*token.File]bool{}, curs: map[*token.File]inspector.Cursor{}}
	for fileCur := range root.Children() {
		f := fileCur.Node().(*ast.File)
		tf := fset.File(f.FileStart)
		if tf == nil {
			continue
		}
		switch gencode.Of(f) {
		case gencode.Tool:
			continue
		case gencode.Cgo:
			fs.cgo[tf] = true
		}
		fs.list = append(fs.list, f)
		fs.checked = append(fs.checked, fileCur)
		fs.curs[tf] = fileCur
		fs.test[tf] = strings.HasSuffix(tf.Name(), "_test.go")
		fs.collectIgnores(fset, f)
		for _, imp := range f.Imports {
			if imp.Path.Value == `"testing"` {
				fs.testing[tf] = true
			}
		}
	}
	return fs
}

// inExample reports whether pos lies in an Example function of a test
// file: documentation that people copy, judged as the package's code
// is (DESIGN.md, "Test files"). An example is what go test and go doc
// take for one: a top-level function without receiver, parameters or
// results whose name is Example or starts with Example.
func (fs *fileSet) inExample(fset *token.FileSet, pos token.Pos) bool {
	if fs.examples == nil {
		fs.examples = []*ast.FuncDecl{}
		for _, f := range fs.list {
			if !fs.test[fset.File(f.Pos())] {
				continue
			}
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if ok && fd.Body != nil && typesutil.IsExample(fd) {
					fs.examples = append(fs.examples, fd)
				}
			}
		}
	}
	for _, fd := range fs.examples {
		if fd.Pos() <= pos && pos < fd.End() {
			return true
		}
	}
	return false
}
