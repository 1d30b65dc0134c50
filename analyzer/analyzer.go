// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"net/url"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"weak"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/analysis/passes/printf"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/testpolicy"
	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

//go:embed doc.go
var docSource string

// title is the analyzer's one-line summary, used if doc.go cannot be read.
const title = "urilint: check URI strings for RFC 3986 validity"

// docURL is where the documentation lives; a diagnostic's URL is its
// category's (CategoryURL).
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
		Requires:  []*analysis.Analyzer{inspect.Analyzer, printf.Analyzer},
		FactTypes: []analysis.Fact{new(wrapperFact), new(testpolicy.HelperFact), new(resolveFact), new(varFact), new(senderFact)},
	}
	cfg.BindFlags(&a.Flags)
	// The flags are set after New and before the first run; the settings
	// are compiled again only if the Config has changed since.
	var (
		mu       sync.Mutex
		compiled Config
		last     *settings
	)
	a.Run = func(pass *analysis.Pass) (any, error) {
		mu.Lock()
		if last == nil || !reflect.DeepEqual(compiled, *cfg) {
			s, err := cfg.compile()
			if err != nil {
				mu.Unlock()
				return nil, err
			}
			compiled = Config{
				Sinks:           slices.Clone(cfg.Sinks),
				Normalize:       slices.Clone(cfg.Normalize),
				Disable:         slices.Clone(cfg.Disable),
				TestCredentials: cfg.TestCredentials,
			}
			last = s
		}
		s := last
		mu.Unlock()
		c := &checker{pass: pass, settings: s}
		c.printf, _ = pass.ResultOf[printf.Analyzer].(*printf.Result)
		c.run()
		return nil, nil
	}
	return a
}

// WithCategory returns a copy of a whose messages start with their
// category ("typo: scheme \"htps\" looks like a misspelling of \"https\""),
// so that text output, which shows no category, tells which -disable
// value or ignore applies. cmd/urilint and the golangci-lint plugin use it.
func WithCategory(a *analysis.Analyzer) *analysis.Analyzer {
	w := *a
	w.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Report = func(d analysis.Diagnostic) {
			if d.Category != "" {
				d.Message = d.Category + ": " + d.Message
			}
			pass.Report(d)
		}
		return a.Run(&p)
	}
	return &w
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
	Args []wrapperArg
}

// A wrapperArg is a parameter of a wrapper function that takes a URI. Its
// fields are exported for gob, which encodes facts.
type wrapperArg struct {
	Index int
	Need  uricheck.Need
}

func (*wrapperFact) AFact() {}

// String prints the fact with its content: "urisink(#0 http)", each
// parameter with the need it is passed on to, as the -sinks flag names
// it.
func (f *wrapperFact) String() string {
	var items []string
	for _, a := range f.Args {
		items = append(items, fmt.Sprintf("#%d %s", a.Index, needName(a.Need)))
	}
	return factString("urisink", items)
}

// factString prints a fact named name with its items: "name(a, b)".
func factString(name string, items []string) string {
	return name + "(" + strings.Join(items, ", ") + ")"
}

// A callSite is a call of the checked files and its static callee, if
// it has one: the callee is looked up once, for every step that needs it.
type callSite struct {
	cur inspector.Cursor
	fn  *types.Func
}

// A use is a place where a string is used as a URI or as a component of
// one: a sink's argument, or a field of a url.URL.
type use struct {
	cur       inspector.Cursor // the call or the composite literal or assignment
	expr      ast.Expr         // the argument or the field's value
	tmpl      template
	opts      uricheck.Options
	component string // "" for a whole URI, else the url.URL field: Scheme, Host, ...
	where     string // "passed to net/http.Get", "used as url.URL.Host"
	need      uricheck.Need
	arg       int // for a sink call, the index of the argument

	role       testpolicy.Role // in a test file, what the test does with the string here
	classified bool            // role is set
	written    bool            // the template is a value written to a field the argument reads
}

// A finding is a diagnostic about one literal (or expression), before
// the policies of test files, ignores and disabled categories.
type finding struct {
	lit  *ast.BasicLit // nil: report at expr
	expr ast.Expr
	pos  token.Pos
	end  token.Pos
	cat  string
	msg  string
	fix  *analysis.SuggestedFix
	use  *use // nil for a standalone constant

	textOnly bool // judged by its text alone: no sink receives it

	dropped string                        // join: the base's last segment a resolution drops
	related []analysis.RelatedInformation // join: the resolutions a base breaks
}

// A checker checks one package. Its state is grouped by what owns it:
// each group is filled by one phase of run and read by the later ones.
type checker struct {
	pass      *analysis.Pass
	settings  *settings
	printf    *printf.Result
	inspector *inspector.Inspector

	files  fileSet     // the checked files and what each is
	values valueIndex  // constants, locals and control flow, found on first use
	sinks  sinkIndex   // what takes a URI: sinks, wrappers, senders
	vars   varIndex    // fields and package variables that hold URIs
	tests  roleIndex   // what a test does with each literal
	joins  joinIndex   // bases, resolutions and resolution wrappers
	notURI notURIIndex // what flows where a URI is not meant
	uses   []*use      // every place a string is used as a URI or a part of one
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

	testTexts map[string]bool // the text of each string literal of a test file, once a fix asks
}

// A valueIndex follows values: constants, the writes of locals, control
// flow, each found when first asked about.
type valueIndex struct {
	constDecl  map[*types.Const]ast.Expr     // built by constDeclOf on first use
	consts     []*ast.ValueSpec              // the constant declarations
	locals     map[*types.Var]*local         // the writes found so far (localOf)
	scanned    map[ast.Node]bool             // the top-level declarations whose writes are in locals
	allScanned bool                          // every checked declaration's are
	graphs     map[*ast.BlockStmt]*flowGraph // control-flow graphs, built on first use
	budget     int                           // steps left to the eval under way
	funcDecls  map[*types.Func]*ast.FuncDecl // built by allFuncDecls on first use
	parsedVars map[*types.Var]ast.Expr       // memo of parsedVar: the constant a package *url.URL variable is parsed from, or nil
	names      map[*types.Func]string        // memo of FullName
}

// A sinkIndex knows what takes a URI: the sink table's functions, this
// package's wrappers and senders, and other packages' through facts.
type sinkIndex struct {
	reachable   bool                        // the package reaches a sink package (reachesSink)
	wrappers    map[*types.Func][]sink      // this package's wrappers
	senders     map[*types.Func][]int       // this package's functions that send a request parameter
	memo        map[*types.Func][]sink      // memo of sinksOf
	printfKinds map[*types.Func]printf.Kind // memo of printfKind
	roles       map[*types.Func]paramRole   // memo of nonURIRole
}

// A varIndex knows the fields and package variables that hold URIs:
// those this package passes to sinks, and other packages' by facts.
type varIndex struct {
	sinks    map[*types.Var]*varFact     // this package's fields and variables passed to sinks (facts for exported ones)
	notURI   map[*types.Var]bool         // this package's fields and variables passed where a URI is not meant
	writes   []varWrite                  // values written to exported fields and variables
	imported map[*types.Var]*varFact     // memo of other packages' facts
	fields   map[*types.Var]*fieldWrites // writes of unexported string fields
}

// A roleIndex holds what the tests of the package do with literals.
type roleIndex struct {
	policy  *testpolicy.Policy
	lit     map[*ast.BasicLit]testpolicy.Role // roles of standalone literals in test files
	useLit  map[*ast.BasicLit]testpolicy.Role // roles of literals in test files, combined over their uses
	written map[*ast.BasicLit]testpolicy.Role // memo of roleOf for values written to fields
}

// A joinIndex holds what join needs: url.URL writes and resolutions.
type joinIndex struct {
	urlVars   map[types.Object]*urlWrites  // writes of url.URL variables and fields
	resolvers map[*types.Func][]resolveArg // this package's resolution wrappers
	imported  map[*types.Func][]resolveArg // memo of other packages' resolution facts
	resolving map[ast.Expr]bool            // references that are a resolution wrapper's own parameter
}

// A notURIIndex holds the literals and expressions that flow where a
// URI is not meant, and what they are there.
type notURIIndex struct {
	lits  map[*ast.BasicLit]textRole
	exprs map[ast.Expr]textRole // calls and concatenations (checkSlips asks about them)
}

// classify decides, once, the test role of each use and standalone
// literal in a test file that has a finding: the test policy reads the
// test's statements, so only strings with something to report are worth
// it. Reporting reads the roles.
//
// The uses of one literal are combined, in any order: a literal that one
// use needs to work and another feeds in on purpose (expects it to fail,
// pins it) is deliberate, and every finding of it is silent.
func (c *checker) classify(fs []finding, litUses map[*ast.BasicLit][]*use) {
	for _, f := range fs {
		if !c.files.test[c.pass.Fset.File(f.pos)] {
			continue
		}
		switch u := f.use; {
		case u != nil && f.lit == nil:
			if !u.classified {
				c.classifyUse(u)
			}
		case u != nil:
			if _, done := c.tests.useLit[f.lit]; done {
				continue
			}
			role := testpolicy.Unread
			for _, o := range litUses[f.lit] {
				role = testpolicy.Combine(role, c.roleOf(o, f.lit))
			}
			c.tests.useLit[f.lit] = role
		case u == nil && f.lit != nil:
			if _, done := c.tests.lit[f.lit]; !done {
				c.tests.lit[f.lit] = c.tests.policy.LiteralRole(f.lit, false)
			}
		}
	}
}

// classifyUse decides the test role of u, a use of no literal or of
// a call's argument.
func (c *checker) classifyUse(u *use) {
	u.classified = true
	if _, ok := u.cur.Node().(*ast.CallExpr); ok {
		u.role = c.tests.policy.UseRole(u.cur, u.arg)
	} else if l, ok := ast.Unparen(u.expr).(*ast.BasicLit); ok {
		u.role = c.tests.policy.LiteralRole(l, true) // a url.URL part
	}
}

// roleOf returns the test role of lit at its use u. A value written to
// a field (a test table's row, a fixture's) takes the role of what the
// test does with the literal there; other uses have one role whatever
// literal of theirs is asked about.
func (c *checker) roleOf(u *use, lit *ast.BasicLit) testpolicy.Role {
	if u.written {
		r, ok := c.tests.written[lit]
		if !ok {
			r = c.tests.policy.LiteralRole(lit, true)
			c.tests.written[lit] = r
		}
		return r
	}
	if !u.classified {
		c.classifyUse(u)
	}
	return u.role
}

// A policyHost answers the test policy's questions from the checker's
// knowledge of sinks, wrappers and formats.
type policyHost struct{ c *checker }

func (h policyHost) URIArgs(fn *types.Func) []testpolicy.URIArg {
	var args []testpolicy.URIArg
	for _, sk := range h.c.sinksOf(fn) {
		// A request's URL (http.NewRequest, http.Get) is meant to be
		// sent; url.Parse and a request target (httptest.NewRequest,
		// url.ParseRequestURI) are only read.
		sends := sk.Need != uricheck.NeedReference && sk.Need != uricheck.NeedRequestURI
		args = append(args, testpolicy.URIArg{Index: sk.Arg, Sends: sends})
	}
	return args
}

func (h policyHost) Wrapper(fn *types.Func) bool { return len(h.c.sinks.wrappers[fn]) > 0 }

func (h policyHost) NotURI(fn *types.Func) bool {
	if role, _ := h.c.nonURIRole(fn); role != roleNone {
		return true
	}
	return h.c.printfKind(fn) != printf.KindNone
}

func (h policyHost) StringPrintf(fn *types.Func) bool { return h.c.stringPrintf(fn) }

func (h policyHost) LocalValue(v *types.Var) ast.Expr { return h.c.localValue(v) }

func (h policyHost) FullName(fn *types.Func) string { return h.c.fullName(fn) }

func (h policyHost) SendsRequest(fn *types.Func, i int) bool { return h.c.sendsRequest(fn, i) }

// externalTest reports whether the package is an external test package:
// package p_test, whose files are all _test.go files. No package can
// import it.
func (c *checker) externalTest() bool {
	if !strings.HasSuffix(c.pass.Pkg.Name(), "_test") {
		return false
	}
	for _, test := range c.files.test {
		if !test {
			return false
		}
	}
	return len(c.files.test) > 0
}

// How a file was generated.
const (
	byUser = iota // not generated
	byTool        // generated: nothing in it is checked
	byCgo         // written by cmd/cgo from a user's file with import "C"
)

// generated tells whether f is generated code, as ast.IsGenerated does,
// and, if so, whether cmd/cgo rewrote it from a user's file: its "Code
// generated by cmd/cgo" header does not make it generated code, and its
// //line directives lead positions back to the user's file.
//
// Unlike ast.IsGenerated, it stops at the package clause instead of
// reading every comment of the file.
func generated(f *ast.File) int {
	const prefix = "// Code generated "
	gen, cgo := false, false
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break // the comments are in source order
		}
		for _, cm := range g.List {
			if cm.Pos() > f.Package || !strings.Contains(cm.Text, prefix) {
				continue
			}
			cgo = cgo || strings.HasPrefix(cm.Text, "// Code generated by cmd/cgo;")
			for line := range strings.SplitSeq(cm.Text, "\n") {
				if rest, ok := strings.CutPrefix(line, prefix); ok && strings.HasSuffix(rest, " DO NOT EDIT.") {
					gen = true
				}
			}
		}
	}
	switch {
	case !gen:
		return byUser
	case cgo:
		return byCgo
	}
	return byTool
}

// funcDecl returns the declaration of fn in the checked files, or nil.
func (c *checker) funcDecl(fn *types.Func) *ast.FuncDecl {
	return c.allFuncDecls()[fn]
}

// allFuncDecls returns the functions declared in the checked files,
// indexed on first use: most packages need none.
func (c *checker) allFuncDecls() map[*types.Func]*ast.FuncDecl {
	if c.values.funcDecls == nil {
		c.values.funcDecls = map[*types.Func]*ast.FuncDecl{}
		for _, f := range c.files.list {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					if fn, ok := c.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
						c.values.funcDecls[fn] = fd
					}
				}
			}
		}
	}
	return c.values.funcDecls
}

// mayBeCandidate reports whether the string literal lit may be a
// candidate, from its source text alone: every candidate holds a ':' or
// "//" (isCandidate), written as such or through an escape.
func mayBeCandidate(lit *ast.BasicLit) bool {
	v := lit.Value
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case ':', '\\':
			return true
		case '/':
			if i+1 < len(v) && v[i+1] == '/' {
				return true
			}
		}
	}
	return false
}

// isConcat reports whether the sum e is a string concatenation: a
// literal operand, which a well-typed sum has the kind of, tells without
// a lookup of e's type.
func isConcat(info *types.Info, e *ast.BinaryExpr) bool {
	for _, op := range [...]ast.Expr{e.Y, e.X} {
		if lit, ok := ast.Unparen(op).(*ast.BasicLit); ok {
			return lit.Kind == token.STRING
		}
	}
	return typesutil.IsString(info.TypeOf(e))
}

// anyCandidate reports whether one of lits could be a standalone URI.
func (c *checker) anyCandidate(lits []inspector.Cursor) bool {
	for _, cur := range lits {
		if lit, ok := cur.Node().(*ast.BasicLit); ok {
			if v, ok := unquote(lit); ok && isCandidate(v) {
				return true
			}
		} else if v, ok := c.stringValue(cur.Node().(ast.Expr)); ok && isCandidate(v) {
			return true
		}
	}
	return false
}

// reachesSink reports whether pkg is, or imports directly or not, the
// package of a sink of the table or of -sinks.
//
// The answer is kept for the other packages of the run (settings.reach):
// a package's imports do not change once it is type-checked, and each
// package would otherwise walk its whole import graph again.
func (c *checker) reachesSink(pkg *types.Package) bool {
	key := weak.Make(pkg)
	if r, ok := c.settings.reach.Load(key); ok {
		return r.(bool)
	}
	r := c.settings.sinkPkgs[pkg.Path()]
	for _, imp := range pkg.Imports() {
		if r {
			break
		}
		r = c.reachesSink(imp) // imports form no cycle
	}
	if _, loaded := c.settings.reach.LoadOrStore(key, r); !loaded {
		// The entry goes when the package does: a long-lived process
		// (gopls) type-checks packages again and again.
		reach := &c.settings.reach
		runtime.AddCleanup(pkg, func(key weak.Pointer[types.Package]) { reach.Delete(key) }, key)
	}
	return r
}

// reportAll applies the policies to fs and reports what remains, once
// per position and category, in source order. The findings of one
// literal from several uses are one diagnostic: the use with the
// strictest need names it (then the first sink name, so that the order
// of statements does not matter), and Related lists every use of the
// literal.
func (c *checker) reportAll(fs []finding, litUses map[*ast.BasicLit][]*use) {
	type key struct {
		pos token.Pos
		cat string
	}
	groups := map[key][]finding{}
	var keys []key
	for _, f := range fs {
		k := key{f.pos, f.cat}
		if c.settings.disabled[f.cat] || !c.keep(f) {
			continue
		}
		if groups[k] == nil {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], f)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].pos != keys[j].pos {
			return keys[i].pos < keys[j].pos
		}
		return keys[i].cat < keys[j].cat
	})
	for _, k := range keys {
		g := groups[k]
		sort.SliceStable(g, func(i, j int) bool { return g[i].before(g[j]) })
		f := g[0]
		d := analysis.Diagnostic{Pos: f.pos, End: f.end, Category: f.cat, Message: f.msg}
		// An edit of a file cmd/cgo wrote would not reach the user's file.
		if f.fix != nil && c.fixAgreed(f, fs, litUses[f.lit]) && !c.files.cgo[c.pass.Fset.File(f.pos)] && !c.fixChangesTest(f) && !addsRootPath(f, litUses[f.lit]) {
			d.SuggestedFixes = []analysis.SuggestedFix{*f.fix}
		}
		seen := map[ast.Expr]bool{}
		var uses []*use
		if f.use != nil && f.lit != nil {
			for _, u := range litUses[f.lit] {
				if !within(f.lit, u.expr) && !seen[u.expr] {
					seen[u.expr] = true
					uses = append(uses, u)
				}
			}
		}
		sort.Slice(uses, func(i, j int) bool { return uses[i].expr.Pos() < uses[j].expr.Pos() })
		for _, u := range uses {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.expr.Pos(), End: u.expr.End(), Message: u.where + " here"})
		}
		d.Related = append(d.Related, f.related...)
		c.diag(d)
	}
}

// addsRootPath reports whether f's fix writes the empty path of a URI
// as "/" where that can change what the program does: anywhere but in
// a literal written where a request is sent to it, the string may be a
// base that
// code extends ("https://api.example.com" + "/v1"), hands to an SDK that
// refuses a trailing "/", or prints. (Found on prometheus: a scaleway
// endpoint and a flag's default.)
func addsRootPath(f finding, uses []*use) bool {
	if f.cat != uricheck.NonNormal || f.fix == nil || f.lit == nil || len(f.fix.TextEdits) != 1 {
		return false // a nonnormal fix replaces the whole literal
	}
	old, ok1 := unquote(f.lit)
	now, ok2 := unquote(&ast.BasicLit{Kind: token.STRING, Value: string(f.fix.TextEdits[0].NewText)})
	if !ok1 || !ok2 {
		return false
	}
	a, errA := uricore.Parse(old)
	b, errB := uricore.Parse(now)
	if errA != nil || errB != nil || !a.HasAuthority || a.Path != "" || b.Path != "/" {
		return false
	}
	if len(uses) == 0 {
		return true
	}
	for _, u := range uses {
		// Written at the call itself: a named constant or a variable
		// may be read elsewhere too.
		sent := u.need == uricheck.NeedHTTPURL || u.need == uricheck.NeedClientURL || u.need == uricheck.NeedRequestURL
		if !sent || u.component != "" || u.tmpl.literal() != f.lit || u.tmpl[0].viaName {
			return true
		}
	}
	return false
}

// fixChangesTest reports whether f's fix could change what a test of
// the package checks: a literal of a test is its input, its expected
// output or data it needs as it is, and never gets a fix; a literal of
// the package's code whose text a test also spells (an expected output
// compared with it, most likely) gets none either, since the test's
// copy would keep the old text.
func (c *checker) fixChangesTest(f finding) bool {
	if c.files.test[c.pass.Fset.File(f.pos)] {
		return true
	}
	if f.lit == nil {
		return false
	}
	v, ok := unquote(f.lit)
	if !ok {
		return true
	}
	if c.files.testTexts == nil {
		c.files.testTexts = map[string]bool{}
		for _, fileCur := range c.files.checked {
			if !c.files.test[c.pass.Fset.File(fileCur.Node().Pos())] {
				continue
			}
			for cur := range fileCur.Preorder((*ast.BasicLit)(nil)) {
				if lit := cur.Node().(*ast.BasicLit); lit.Kind == token.STRING {
					if t, ok := unquote(lit); ok {
						c.files.testTexts[t] = true
					}
				}
			}
		}
	}
	return c.files.testTexts[v]
}

// fixAgreed reports whether every use of f's literal wants f's fix: a
// named constant that one use needs as a whole URL and another as a
// host gets no fix that only one of them wants (the next -fix would
// undo it).
func (c *checker) fixAgreed(f finding, fs []finding, uses []*use) bool {
	if f.lit == nil || len(uses) < 2 {
		return true
	}
	want := string(f.fix.TextEdits[0].NewText)
	agreed := map[*use]bool{}
	for _, o := range fs {
		if o.lit == f.lit && o.use != nil && o.fix != nil && string(o.fix.TextEdits[0].NewText) == want {
			agreed[o.use] = true
		}
	}
	return len(agreed) == len(uses)
}

// before orders the findings of one literal and category: the strictest
// need first, then by the name of the site and the message, so that the
// choice does not depend on the order of statements.
func (f finding) before(g finding) bool {
	fn, gn := f.need(), g.need()
	if fn != gn {
		return fn > gn
	}
	if fw, gw := f.where(), g.where(); fw != gw {
		return fw < gw
	}
	return f.msg < g.msg
}

// need returns how strict the need of f's use is: a URL that is sent
// over http is the strictest, any reference the loosest.
func (f finding) need() int {
	if f.use == nil {
		return -1
	}
	return needRank(f.use.need)
}

// needRank orders needs from the loosest (any reference) to the
// strictest (a URL that is sent over http).
func needRank(n uricheck.Need) int {
	switch n {
	case uricheck.NeedHTTPURL:
		return 4
	case uricheck.NeedClientURL:
		return 3
	case uricheck.NeedRequestURL:
		return 2
	case uricheck.NeedRequestURI:
		return 1
	}
	return 0
}

func (f finding) where() string {
	if f.use == nil {
		return ""
	}
	return f.use.where
}

// within reports whether n lies inside e.
func within(n ast.Node, e ast.Expr) bool {
	return e.Pos() <= n.Pos() && n.End() <= e.End()
}

// keep applies the policies of DESIGN.md to f. In a test file a
// finding is kept only where the test needs the string to work as a URI
// (its role, decided when it was collected: fail closed), never for a
// constant judged by its text alone, never nonnormal, and credentials
// only if asked. Everywhere, nonnormal is not kept for a literal that
// also flows where it is not a URI, whose fix would change that use.
func (c *checker) keep(f finding) bool {
	if f.cat == uricheck.NonNormal && f.lit != nil && c.notURI.lits[f.lit] != roleNone {
		return false
	}
	if !c.files.test[c.pass.Fset.File(f.pos)] {
		return true
	}
	switch {
	case f.cat == uricheck.NonNormal, f.textOnly:
		return false
	case f.cat == uricheck.Credentials && !c.settings.testCredentials:
		return false
	case f.use != nil && f.lit != nil:
		return reportedInTest(f, c.tests.useLit[f.lit])
	case f.use != nil:
		return reportedInTest(f, f.use.role)
	}
	return f.lit != nil && c.tests.lit[f.lit] == testpolicy.MustWork
}

// reportedInTest reports whether f, about a use in a test whose role
// is role, is something the test needs right. A use that must work
// needs every mistake fixed that breaks it: a typo, a bad port or the
// wrong form sends the request nowhere, or elsewhere; a character RFC
// 3986 does not allow, in a URI that net/url reads anyway (a raw "[" or
// "{" in a query, a space or an IRI's letters in a path), breaks no
// call of the test, which then needs nothing from it. An input the test
// builds for the code under test (a request, a URL) is deliberate,
// unless building it fails: then the test cannot run.
func reportedInTest(f finding, role testpolicy.Role) bool {
	switch role {
	case testpolicy.MustWork:
		return f.cat != uricheck.Malformed || f.use.component != "" || !builds(f.use)
	case testpolicy.Built:
		return !builds(f.use)
	}
	return false
}

// builds reports whether the text of u builds as its sink reads it: a
// request target as httptest.NewRequest and url.ParseRequestURI read
// it (no white space in the request line), a URI reference as url.Parse
// and http.NewRequest read it.
func builds(u *use) bool {
	text := u.tmpl.fill(false).text
	if u.need == uricheck.NeedRequestURI {
		if strings.ContainsAny(text, " \t\r\n") {
			return false
		}
		_, err := url.ParseRequestURI(text)
		return err == nil
	}
	_, err := url.Parse(text)
	return err == nil
}

// addConstSpec records the constant declaration vs.
func (c *checker) addConstSpec(vs *ast.ValueSpec) {
	if c.values.constDecl != nil {
		c.addConsts(vs)
		return
	}
	c.values.consts = append(c.values.consts, vs)
}

// constDeclOf returns the expression that declares the string constant
// obj of this package, or nil. The first call indexes the declarations.
func (c *checker) constDeclOf(obj *types.Const) ast.Expr {
	if c.values.constDecl == nil {
		c.values.constDecl = map[*types.Const]ast.Expr{}
		for _, vs := range c.values.consts {
			c.addConsts(vs)
		}
		c.values.consts = nil
	}
	return c.values.constDecl[obj]
}

// addConsts records the declarations of the string constants of vs.
func (c *checker) addConsts(vs *ast.ValueSpec) {
	for i, name := range vs.Names {
		if obj, ok := c.pass.TypesInfo.Defs[name].(*types.Const); ok && i < len(vs.Values) && typesutil.IsString(obj.Type()) {
			c.values.constDecl[obj] = vs.Values[i]
		}
	}
}

// inChecked reports whether pos is in a file the analyzer checks.
func (c *checker) inChecked(pos token.Pos) bool {
	_, ok := c.files.test[c.pass.Fset.File(pos)]
	return ok
}

// unquote returns the value of the string literal lit.
func unquote(lit *ast.BasicLit) (string, bool) {
	if lit.Kind != token.STRING {
		return "", false
	}
	v, err := strconv.Unquote(lit.Value)
	return v, err == nil
}

// stringValue returns the constant string value of e.
func (c *checker) stringValue(e ast.Expr) (string, bool) {
	if lit, ok := e.(*ast.BasicLit); ok {
		return unquote(lit)
	}
	tv, ok := c.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// An ignore is a //urilint:ignore comment.
type ignore struct {
	pos  token.Pos
	cats map[string]bool // nil: every category (the form without categories)
	used bool
}

// covers reports whether ig suppresses category cat.
func (ig *ignore) covers(cat string) bool { return ig.cats == nil || ig.cats[cat] }

// diag reports d unless an //urilint:ignore comment on its line or the
// line above suppresses its category.
func (c *checker) diag(d analysis.Diagnostic) {
	p := c.pass.Fset.Position(d.Pos)
	suppressed := false
	for _, line := range []int{p.Line, p.Line - 1} {
		for _, ig := range c.files.ignores[p.Filename][line] {
			if ig.covers(d.Category) {
				ig.used, suppressed = true, true
			}
		}
	}
	if suppressed {
		return
	}
	d.URL = CategoryURL(d.Category)
	c.pass.Report(d)
}

// reportUnusedIgnores reports the //urilint:ignore comments that
// suppressed nothing, as staticcheck reports a stale //lint:ignore, unless
// one of their categories is disabled (then there was nothing to find).
func (c *checker) reportUnusedIgnores() {
	var unused []*ignore
	for _, lines := range c.files.ignores {
		for _, igs := range lines {
			for _, ig := range igs {
				disabled := false
				for cat := range ig.cats {
					disabled = disabled || c.settings.disabled[cat]
				}
				if !ig.used && !disabled {
					unused = append(unused, ig)
				}
			}
		}
	}
	sort.Slice(unused, func(i, j int) bool { return unused[i].pos < unused[j].pos })
	for _, ig := range unused {
		c.pass.Report(analysis.Diagnostic{Pos: ig.pos, Message: "this //urilint:ignore suppresses nothing; remove it"})
	}
}

// collectIgnores records f's //urilint:ignore comments:
// "//urilint:ignore CATEGORY[,CATEGORY] reason", or "//urilint:ignore
// reason", which suppresses every category.
func (c *checker) collectIgnores(f *ast.File) {
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
			p := c.pass.Fset.Position(cm.Slash)
			if c.files.ignores[p.Filename] == nil {
				c.files.ignores[p.Filename] = map[int][]*ignore{}
			}
			c.files.ignores[p.Filename][p.Line] = append(c.files.ignores[p.Filename][p.Line], ig)
		}
	}
}
