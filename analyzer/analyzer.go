// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	_ "embed"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/uricheck"
)

//go:embed doc.go
var docSource string

// title is the analyzer's one-line summary, used if doc.go cannot be read.
const title = "urilint: check URI strings for RFC 3986 validity"

// docURL is where each category's documentation lives; a diagnostic's URL
// is docURL + "#hdr-Category_" + category.
const docURL = "https://pkg.go.dev/github.com/urilint/urilint/analyzer"

// Analyzer is urilint with the default [Config].
var Analyzer = New(Config{})

// New returns a urilint analyzer configured by c. Its flags (-sinks,
// -normalize, -disable, -test-credentials) start from c.
func New(c Config) *analysis.Analyzer {
	cfg := &c
	doc, err := extractDoc(docSource)
	if err != nil {
		doc = title
	}
	a := &analysis.Analyzer{
		Name:      "urilint",
		Doc:       doc,
		URL:       docURL,
		Requires:  []*analysis.Analyzer{inspect.Analyzer},
		FactTypes: []analysis.Fact{new(wrapperFact)},
	}
	cfg.BindFlags(&a.Flags)
	a.Run = func(pass *analysis.Pass) (any, error) {
		s, err := cfg.compile()
		if err != nil {
			return nil, err
		}
		(&checker{pass: pass, settings: s}).run()
		return nil, nil
	}
	return a
}

// extractDoc returns the package comment of the Go source src, from its
// "# Analyzer" heading on.
func extractDoc(src string) (string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", src, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		return "", err
	}
	doc := f.Doc.Text()
	if i := strings.Index(doc, "# Analyzer urilint\n\n"); i >= 0 {
		doc = doc[i+len("# Analyzer urilint\n\n"):]
	}
	return doc, nil
}

// A wrapperFact marks a function whose string parameters reach a URI sink
// unchanged, so that its callers' constants are checked as the sink's.
type wrapperFact struct {
	Args []WrapperArg
}

// A WrapperArg is a parameter of a wrapper function that takes a URI.
type WrapperArg struct {
	Index int
	Need  uricheck.Need
}

func (*wrapperFact) AFact() {}

func (f *wrapperFact) String() string { return "urisink" }

// A checker checks one package.
type checker struct {
	pass     *analysis.Pass
	settings *settings

	wrappers  map[*types.Func][]sink // this package's wrapper functions
	constDecl map[*types.Const]ast.Expr
	skip      map[ast.Expr]bool // literals that are formats, regexps, or already checked
	ignored   map[string]map[int]bool
	testFile  map[*token.File]bool
}

func (c *checker) run() {
	pass := c.pass
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	c.skip = map[ast.Expr]bool{}
	c.constDecl = map[*types.Const]ast.Expr{}
	c.ignored = map[string]map[int]bool{}
	c.testFile = map[*token.File]bool{}

	var files []*ast.File
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.FileStart)
		if tf == nil || ast.IsGenerated(f) {
			continue
		}
		files = append(files, f)
		c.testFile[tf] = strings.HasSuffix(tf.Name(), "_test.go")
		c.collectIgnores(f)
	}

	// Package-level constant declarations, so that findings about a named
	// constant are reported at its declaration. Local ones are met below,
	// before their uses.
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.CONST {
				for _, spec := range gd.Specs {
					c.addConsts(spec.(*ast.ValueSpec))
				}
			}
		}
	}

	c.findWrappers(files)

	// One walk over the checked files: calls (sinks, url.UserPassword, and
	// the arguments that are not URIs), and the string expressions to
	// look at once every call has marked what is not a URI.
	var exprs []inspector.Cursor
	for fileCur := range in.Root().Children() {
		if _, ok := c.testFile[pass.Fset.File(fileCur.Node().Pos())]; !ok {
			continue // generated
		}
		for cur := range fileCur.Preorder((*ast.CallExpr)(nil), (*ast.BasicLit)(nil), (*ast.BinaryExpr)(nil), (*ast.ValueSpec)(nil)) {
			switch n := cur.Node().(type) {
			case *ast.CallExpr:
				c.checkCall(cur, n)
			case *ast.ValueSpec:
				c.addConsts(n)
			case *ast.BasicLit:
				if n.Kind == token.STRING {
					exprs = append(exprs, cur)
				}
			case *ast.BinaryExpr:
				if n.Op == token.ADD {
					exprs = append(exprs, cur)
				}
			}
		}
	}

	// Standalone constants.
	for _, cur := range exprs {
		e := cur.Node().(ast.Expr)
		if c.skip[e] {
			continue
		}
		switch cur.Parent().Node().(type) {
		case *ast.ImportSpec, *ast.Field, *ast.BinaryExpr:
			continue // import paths, struct tags, parts of a concatenation
		}
		v, ok := c.stringValue(e)
		if !ok || !isCandidate(v) || notURIYet(v) {
			continue
		}
		inTable := false
		for range cur.Enclosing((*ast.CompositeLit)(nil)) {
			inTable = true
			break
		}
		c.report(e, v, uricheck.Options{Steps: c.settings.steps}, inTable, nil)
	}
}

// addConsts records the declarations of the constants of vs.
func (c *checker) addConsts(vs *ast.ValueSpec) {
	for i, name := range vs.Names {
		if obj, ok := c.pass.TypesInfo.Defs[name].(*types.Const); ok && i < len(vs.Values) {
			c.constDecl[obj] = vs.Values[i]
		}
	}
}

// checkCall checks a call: a sink's URI arguments, url.UserPassword's
// password, and marks the arguments that are not URIs.
func (c *checker) checkCall(cur inspector.Cursor, call *ast.CallExpr) {
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return
	}
	c.markNonURIArgs(fn, call)
	for _, sk := range c.sinksOf(fn) {
		if sk.Arg < len(call.Args) && !(fn.Signature().Variadic() && sk.Arg >= fn.Signature().Params().Len()-1 && call.Ellipsis.IsValid()) {
			c.checkSinkArg(cur, call, call.Args[sk.Arg], sk)
		}
	}
	if fn.Name() == "UserPassword" && fn.Pkg() != nil && fn.Pkg().Path() == "net/url" && len(call.Args) == 2 {
		c.checkUserPassword(call.Args[1])
	}
}

// inChecked reports whether pos is in a file the analyzer checks.
func (c *checker) inChecked(pos token.Pos) bool {
	_, ok := c.testFile[c.pass.Fset.File(pos)]
	return ok
}

// stringValue returns the constant string value of e.
func (c *checker) stringValue(e ast.Expr) (string, bool) {
	if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
		v, err := strconv.Unquote(lit.Value) // cheaper than a look-up in TypesInfo.Types
		return v, err == nil
	}
	tv, ok := c.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// sinksOf returns the sinks fn is: table entries, and wrappers found in
// this package or, through facts, in others.
func (c *checker) sinksOf(fn *types.Func) []sink {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if fn.Pkg() != nil && c.settings.sinkPkgs[fn.Pkg().Path()] {
		if s := c.settings.sinks[fn.FullName()]; s != nil {
			return s
		}
	}
	if s := c.wrappers[fn]; s != nil {
		return s
	}
	if fn.Pkg() != nil && fn.Pkg() != c.pass.Pkg {
		var f wrapperFact
		if c.pass.ImportObjectFact(fn, &f) {
			var out []sink
			for _, a := range f.Args {
				out = append(out, sink{fn.FullName(), a.Index, a.Need})
			}
			return out
		}
	}
	return nil
}

// findWrappers finds this package's functions whose string parameters
// reach a sink unchanged, until no more are found, and exports a fact
// for each.
func (c *checker) findWrappers(files []*ast.File) {
	c.wrappers = map[*types.Func][]sink{}
	info := c.pass.TypesInfo
	for changed := true; changed; {
		changed = false
		for _, f := range files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil {
					continue
				}
				fn, _ := info.Defs[fd.Name].(*types.Func)
				if fn == nil || c.wrappers[fn] != nil {
					continue
				}
				if args := c.wrapperArgs(fn, fd); len(args) > 0 {
					c.wrappers[fn] = args
					changed = true
				}
			}
		}
	}
	for fn, sinks := range c.wrappers {
		f := &wrapperFact{}
		for _, s := range sinks {
			f.Args = append(f.Args, WrapperArg{s.Arg, s.Need})
		}
		c.pass.ExportObjectFact(fn, f)
	}
}

// wrapperArgs returns the sinks that fn's string parameters reach
// unchanged in its body fd.
func (c *checker) wrapperArgs(fn *types.Func, fd *ast.FuncDecl) []sink {
	info := c.pass.TypesInfo
	params := fn.Signature().Params()
	index := map[*types.Var]int{}
	for i := range params.Len() {
		p := params.At(i)
		if b, ok := p.Type().(*types.Basic); ok && b.Kind() == types.String && !(fn.Signature().Variadic() && i == params.Len()-1) {
			index[p] = i
		}
	}
	if len(index) == 0 {
		return nil
	}
	assigned := map[*types.Var]bool{}
	var found []sink
	seen := map[int]bool{}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok {
					if v, ok := info.Uses[id].(*types.Var); ok {
						assigned[v] = true
					}
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				if id, ok := ast.Unparen(n.X).(*ast.Ident); ok {
					if v, ok := info.Uses[id].(*types.Var); ok {
						assigned[v] = true // its address escapes
					}
				}
			}
		case *ast.CallExpr:
			callee, _ := typeutil.Callee(info, n).(*types.Func)
			if callee == nil || callee == fn {
				return true
			}
			for _, sk := range c.sinksOf(callee) {
				if sk.Arg >= len(n.Args) {
					continue
				}
				id, ok := ast.Unparen(n.Args[sk.Arg]).(*ast.Ident)
				if !ok {
					continue
				}
				v, _ := info.Uses[id].(*types.Var)
				if i, ok := index[v]; ok && !seen[i] {
					seen[i] = true
					found = append(found, sink{fn.FullName(), i, sk.Need})
				}
			}
		}
		return true
	})
	var out []sink
	for _, s := range found {
		if !assigned[params.At(s.Arg)] {
			out = append(out, s)
		}
	}
	return out
}

// markNonURIArgs marks the constant arguments of call that are not URIs:
// printf formats (and the constants they name), and regexps.
func (c *checker) markNonURIArgs(fn *types.Func, call *ast.CallExpr) {
	if fn.Pkg() != nil && (fn.Pkg().Path() == "strings" || fn.Pkg().Path() == "bytes") {
		// Prefixes, suffixes and substrings ("http://" in HasPrefix) are
		// pieces of URIs; normalizing one would change what the code matches.
		for _, a := range call.Args {
			c.markExpr(ast.Unparen(a))
		}
		return
	}
	sig := fn.Signature()
	idx := -1
	if fn.Pkg() != nil && fn.Pkg().Path() == "regexp" {
		idx = 0
	} else if n := sig.Params().Len(); sig.Variadic() && n >= 2 && strings.HasSuffix(fn.Name(), "f") {
		if b, ok := sig.Params().At(n - 2).Type().(*types.Basic); ok && b.Info()&types.IsString != 0 {
			idx = n - 2
		}
	}
	if idx < 0 || idx >= len(call.Args) {
		return
	}
	arg := ast.Unparen(call.Args[idx])
	c.markExpr(arg)
}

// markExpr marks e, and the declaration of the constant it names, as not a URI.
func (c *checker) markExpr(e ast.Expr) {
	c.skip[e] = true
	if id, ok := e.(*ast.Ident); ok {
		if k, ok := c.pass.TypesInfo.Uses[id].(*types.Const); ok {
			if d := c.constDecl[k]; d != nil && !c.skip[d] {
				c.markExpr(ast.Unparen(d))
			}
		}
	}
	if b, ok := e.(*ast.BinaryExpr); ok {
		c.markExpr(ast.Unparen(b.X))
		c.markExpr(ast.Unparen(b.Y))
	}
}

// checkSinkArg checks the argument e of a sink call.
func (c *checker) checkSinkArg(cur inspector.Cursor, call *ast.CallExpr, e ast.Expr, sk sink) {
	v, ok := c.stringValue(e)
	if !ok || notURIYet(v) {
		return
	}
	e = ast.Unparen(e)
	if c.testFile[c.pass.Fset.File(call.Pos())] && (deliberateInput(v) || c.expectsError(cur)) {
		c.skip[e] = true
		return // a test's deliberate input
	}
	var related []analysis.RelatedInformation
	at := e
	if id, ok := e.(*ast.Ident); ok {
		if k, ok := c.pass.TypesInfo.Uses[id].(*types.Const); ok && k.Pkg() == c.pass.Pkg {
			if d := c.constDecl[k]; d != nil && c.inChecked(d.Pos()) {
				at = ast.Unparen(d)
				related = []analysis.RelatedInformation{{Pos: call.Pos(), End: call.End(), Message: "passed to " + sk.Func + " here"}}
			}
		}
	}
	if c.skip[at] {
		return
	}
	c.skip[at] = true
	c.report(at, v, uricheck.Options{Need: sk.Need, Site: sk.Func, Steps: c.settings.steps}, false, related)
}

// checkUserPassword reports a constant password given to url.UserPassword.
func (c *checker) checkUserPassword(e ast.Expr) {
	v, ok := c.stringValue(e)
	if !ok || v == "" || uricheck.IsRedacted(v) || c.settings.disabled[uricheck.Credentials] {
		return
	}
	if c.testFile[c.pass.Fset.File(e.Pos())] && !c.settings.testCredentials {
		return
	}
	c.diag(analysis.Diagnostic{Pos: e.Pos(), End: e.End(), Category: uricheck.Credentials,
		Message: "constant password given to net/url.UserPassword"})
}

// report checks the URI string v, the value of e, and reports its findings.
// inTable says e stands in a composite literal, as test tables do.
func (c *checker) report(e ast.Expr, v string, o uricheck.Options, inTable bool, related []analysis.RelatedInformation) {
	isTest := c.testFile[c.pass.Fset.File(e.Pos())]
	lit, _ := e.(*ast.BasicLit)
	for _, f := range uricheck.Check(v, o) {
		if c.settings.disabled[f.Category] {
			continue
		}
		if isTest && inTable && f.Category != uricheck.Credentials {
			continue // test tables hold bad URIs on purpose
		}
		if isTest && f.Category == uricheck.NonNormal {
			continue // test expectations spell URIs as the code under test writes them
		}
		if isTest && f.Category == uricheck.Credentials && !c.settings.testCredentials {
			continue
		}
		d := analysis.Diagnostic{Pos: e.Pos(), End: e.End(), Category: f.Category, Message: f.Message, Related: related}
		if lit != nil {
			d.Pos, d.End = litRange(lit, f.Offset, f.End)
			if f.Fix != nil {
				msg := "Normalize URI"
				if f.Category == uricheck.Typo {
					msg = "Trim white space"
				}
				d.SuggestedFixes = []analysis.SuggestedFix{{Message: msg, TextEdits: []analysis.TextEdit{{
					Pos: lit.Pos(), End: lit.End(), NewText: []byte(quoteLike(lit.Value, *f.Fix)),
				}}}}
			}
		}
		c.diag(d)
	}
}

// diag reports d unless an //urilint:ignore comment suppresses it.
func (c *checker) diag(d analysis.Diagnostic) {
	p := c.pass.Fset.Position(d.Pos)
	if lines := c.ignored[p.Filename]; lines[p.Line] || lines[p.Line-1] {
		return
	}
	d.URL = docURL + "#hdr-Category_" + d.Category
	c.pass.Report(d)
}

// collectIgnores records the lines of f's //urilint:ignore comments.
func (c *checker) collectIgnores(f *ast.File) {
	for _, g := range f.Comments {
		for _, cm := range g.List {
			if strings.HasPrefix(cm.Text, "//urilint:ignore") {
				p := c.pass.Fset.Position(cm.Slash)
				if c.ignored[p.Filename] == nil {
					c.ignored[p.Filename] = map[int]bool{}
				}
				c.ignored[p.Filename][p.Line] = true
			}
		}
	}
}
