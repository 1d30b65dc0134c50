// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer_test

import (
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/driver"
)

// TestPackages runs the analysistest package of each category and of each
// filter; every positive line has a // want. They are loaded together,
// so that the standard library is type-checked once; so are the packages
// that check what reaches another package through facts:
//   - testhelp, helperuse: a helper's expectation is a fact its callers
//     in another package read;
//   - joinsdk, joinuse: a resolution wrapper (the SDK shape) is a fact
//     its callers read;
//   - wrapa, wrapb: a function passing its parameter on to a sink is a
//     sink in its own package and in another;
//   - fielda, fieldb: an exported field or package variable a package
//     passes to a sink makes what another package writes to it a URI of
//     that sink's form;
//   - senda, sendb: a harness that sends the request it is given makes
//     the test that hands it one need its URL to work;
//   - completea, completeb, completec: a function that completes its
//     parameter (a scheme put in front) makes a field handed to it, in
//     another package, no URI;
//   - testcut, testcutdep: a test that writes a URI into a struct, a
//     field or a func-typed field of the code under test and then calls
//     it (an …OrDie of a dependency, found by its facts) needs the URI
//     to work;
//   - testordera, testorderb, ordera, orderb: the same tests, and the
//     same code, in two orders (TestPackages/Order).
//
// The Result of three of them is checked too (TestPackages/Result), and
// the exact positions of escapes' findings (TestPackages/Positions).
func TestPackages(t *testing.T) {
	results := analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "fixtests",
		"malformed", "form", "typo", "port", "credentials", "testsupport", "testkeep",
		"ignore", "tables", "trust", "generated", "notyet", "escapes",
		"roles", "holes", "locals", "wrapneg", "testroles", "testbodies", "secrets", "longcat", "cgouse", "join", "joinpath", "joinflow", "slips", "reassigned", "parsed", "fields",
		"testwork", "ecosinks", "origins", "hostport", "unixsock", "rawholes", "joinera", "joinerb", "joindefault",
		"testhelp", "helperuse", "joinsdk", "joinuse", "wrapa", "wrapb", "fielda", "fieldb", "senda", "sendb",
		"completea", "completeb", "completec", "testcut",
		"testordera", "testorderb", "ordera", "orderb",
	)
	noFixChangesATest(t, results)
	noCategoryInMessage(t, results)
	t.Run("Result", func(t *testing.T) { checkResults(t, results) })
	t.Run("Positions", func(t *testing.T) { checkPositions(t, results) })
	t.Run("Order", func(t *testing.T) {
		checkOrder(t, orderDiags(t, results, "testordera", "testorderb", "ordera", "orderb"))
	})
}

// checkOrder checks, in the results of TestPackages, the same tests with
// their functions in two orders (testordera, testorderb), and the same
// code in two statement orders (ordera, orderb), loaded together: the
// test policy combines the uses of a string order-free, and every
// finding and fix is decided once per literal, so each pair gives the
// same findings, and a literal with several uses names every use.
func checkOrder(t *testing.T, got map[string][]orderDiag) {
	t.Run("tests", func(t *testing.T) {
		if !slices.Equal(got["testordera"], got["testorderb"]) {
			t.Errorf("the order of test functions changed the findings:\n%v\n%v", got["testordera"], got["testorderb"])
		}
		if len(got["testordera"]) != 1 {
			t.Errorf("got %d findings, want 1 (api)", len(got["testordera"]))
		}
	})
	t.Run("statements", func(t *testing.T) {
		named := false
		for _, d := range got["ordera"] {
			named = named || strings.Contains(d.src, "localhost:8080/health")
			if strings.Contains(d.src, "localhost:8080/health") && strings.Count(d.related, "svc:") != 3 {
				t.Errorf("the finding on svc names %q, want its three uses", d.related)
			}
		}
		if !named {
			t.Error("no finding on svc")
		}
		if len(got["ordera"]) == 0 || !slices.Equal(got["ordera"], got["orderb"]) {
			t.Errorf("findings differ with the order of statements:\n%v\n%v", got["ordera"], got["orderb"])
		}
	})
}

// An orderDiag is a diagnostic as the order tests compare it: by the
// source line it points at, not its position.
type orderDiag struct {
	src, cat, msg string
	fixes         int
	related       string // the uses, sorted
}

// orderDiags returns the diagnostics of the packages pkgs among results,
// by package.
func orderDiags(t *testing.T, results []*analysistest.Result, pkgs ...string) map[string][]orderDiag {
	got := map[string][]orderDiag{}
	for _, r := range results {
		path := r.Pass.Pkg.Path()
		if !slices.Contains(pkgs, path) {
			continue
		}
		for _, d := range r.Diagnostics {
			src := sourceAt(t, r.Pass.Fset, d.Pos)
			src = src[:strings.IndexByte(src, '\n')]
			var related []string
			for _, rel := range d.Related {
				s := sourceAt(t, r.Pass.Fset, rel.Pos)
				related = append(related, s[:rel.End-rel.Pos]+": "+rel.Message)
			}
			slices.Sort(related)
			got[path] = append(got[path], orderDiag{src, d.Category, d.Message, len(d.SuggestedFixes), strings.Join(related, "; ")})
		}
	}
	return got
}

// TestFixes checks the certain fixes against the .golden files, in one
// load: url.URL parts and the percent-encoding of characters RFC 3986
// does not allow (urlparts, malfix, fixroles), the one certain join fix
// (an absolute-path reference written at the resolution, against a
// directory base, loses its "/"), and nonnormal's normal forms.
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Analyzer, "urlparts", "malfix", "fixroles", "join", "nonnormal", "hostfix")
}

func TestBadConfig(t *testing.T) {
	for _, c := range []analyzer.Config{
		{Sinks: []string{"pkg.F"}},
		{Sinks: []string{"pkg.F:x"}},
		{Sinks: []string{"pkg.F:0:bogus"}},
		{Sinks: []string{"pkg.F:0:url="}},
		{Sinks: []string{"pkg.F:0:url=AMQP"}},
		{Sinks: []string{"pkg.F:0:url=a b"}},
		{Sinks: []string{"pkg.F:0:path=x"}},
		{Normalize: []string{"everything"}},
		{Disable: []string{"style"}},
	} {
		// A package of its own, type-checked here: the run must fail
		// before it reads anything of it.
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "p.go", "package p\n\nconst u = \"http://a b/\"\n", 0)
		if err != nil {
			t.Fatal(err)
		}
		info := driver.NewInfo()
		pkg, err := new(types.Config).Check("p", fset, []*ast.File{f}, info)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := driver.Analyze(analyzer.New(c), fset, []*ast.File{f}, pkg, info, types.SizesFor("gc", "amd64")); err == nil {
			t.Errorf("New(%+v): run succeeded, want a configuration error", c)
		}
	}
}

// checkPositions checks, in the results of TestPackages, that the
// findings of escapes point at the exact byte inside literals with
// escapes, multi-byte characters and raw strings.
func checkPositions(t *testing.T, results []*analysistest.Result) {
	var res []*analysistest.Result
	for _, r := range results {
		if r.Pass.Pkg.Path() == "escapes" {
			res = append(res, r)
		}
	}
	if len(res) == 0 {
		t.Fatal("escapes: not among the packages analyzed")
	}
	want := map[int]string{ // line -> the source text the finding starts at
		4: `%zz"`,
		5: `é.example`,
		6: `\u00e9x"`,
		7: "%zz`",
	}
	for _, r := range res {
		for _, d := range r.Diagnostics {
			p := r.Pass.Fset.Position(d.Pos)
			src := sourceAt(t, r.Pass.Fset, d.Pos)
			w, ok := want[p.Line]
			if !ok {
				t.Errorf("unexpected finding at line %d", p.Line)
				continue
			}
			if !strings.HasPrefix(src, w) {
				t.Errorf("line %d: finding starts at %q, want at %q", p.Line, src, w)
			}
		}
	}
}

// TestWrittenPackages runs the packages written at run time, in one
// load (the standard library is type-checked once):
//   - crlf (TestWrittenPackages/PositionsCR): positions in a raw literal
//     that holds carriage returns, as raw literals in CRLF files do:
//     go/scanner drops them from the literal's value, so offsets are
//     counted on the file's bytes. The file is written at run time,
//     since gofmt would rewrite it in the tree.
//   - deep: a concatenation nested 2,000 deep to the right, as generated
//     code writes it, is one chain: evaluated without recursion, and its
//     typo reported (at 32 deep it once gave nothing, silently).
func TestWrittenPackages(t *testing.T) {
	// The slip is known only once the innermost literal is read.
	expr := `"p:/example.com/"`
	for range 2000 {
		expr = `"" + (` + expr + `)`
	}
	dir := t.TempDir()
	for name, src := range map[string]string{
		"crlf": "package crlf\r\n\r\nimport \"net/url\"\r\n\r\nfunc f() {\r\n\turl.Parse(`http://a/\r\r\rb%zz`) // want `invalid percent-encoding`\r\n}\r\n",
		"deep": "package deep\n\nimport \"net/http\"\n\nfunc f() {\n\thttp.Get(\"htt\" + (" + expr + ")) // want `scheme \"http\" needs \"//\" before the host`\n}\n",
	} {
		if err := os.MkdirAll(filepath.Join(dir, "src", name), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "src", name, name+".go"), []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	results := analysistest.Run(t, dir, analyzer.Analyzer, "crlf", "deep")
	t.Run("PositionsCR", func(t *testing.T) {
		n := 0
		for _, r := range results {
			if r.Pass.Pkg.Path() != "crlf" {
				continue
			}
			n++
			for _, d := range r.Diagnostics {
				if got := sourceAt(t, r.Pass.Fset, d.Pos); !strings.HasPrefix(got, "%zz") {
					t.Errorf("finding starts at %q, want at %%zz", got[:min(len(got), 8)])
				}
			}
		}
		if n == 0 {
			t.Error("crlf: not among the packages analyzed")
		}
	})
}

func sourceAt(t *testing.T, fset *token.FileSet, pos token.Pos) string {
	t.Helper()
	f := fset.File(pos)
	content, err := readFile(f.Name())
	if err != nil {
		t.Fatal(err)
	}
	return content[f.Offset(pos):]
}

// noFixChangesATest checks, in the results of TestPackages, that -fix
// leaves what a test checks as it is (package fixtests): a test's own
// literals get no fix, nor does a literal of the package whose text a
// test spells too; another literal still does.
func noFixChangesATest(t *testing.T, results []*analysistest.Result) {
	variants := 0
	for _, r := range results {
		if r.Pass.Pkg.Path() != "fixtests" {
			continue
		}
		test := false
		for _, f := range r.Pass.Files {
			test = test || strings.HasSuffix(r.Pass.Fset.File(f.Pos()).Name(), "_test.go")
		}
		if !test {
			continue // the package without its tests knows nothing of them
		}
		variants++
		fixed := 0
		for _, d := range r.Diagnostics {
			posn := r.Pass.Fset.Position(d.Pos)
			switch {
			case strings.HasSuffix(posn.Filename, "_test.go") || posn.Line == 9:
				if len(d.SuggestedFixes) > 0 {
					t.Errorf("%s: %s: a fix, which would change what TestPage checks", posn, d.Message)
				}
			default:
				fixed += len(d.SuggestedFixes)
			}
		}
		if fixed != 1 {
			t.Errorf("%d fixes of the literal no test spells, want 1", fixed)
		}
	}
	if variants != 1 {
		t.Errorf("%d test variants of fixtests analyzed, want 1", variants)
	}
}

// TestConfigured runs the packages that need a configuration, in one
// load with one analyzer configured for all of them:
//   - userflags: the sinks of -sinks;
//   - sinkpkg: declaring a -sinks entry does not silence the tests of the
//     package that defines it: they are read as any test is, and what a
//     test needs to work is reported;
//   - emptypath: the empty-path step's fix, made only where a request is
//     sent to the literal as it is (prometheus's scaleway endpoint and a
//     flag's default broke with a trailing "/"), against its golden file.
func TestConfigured(t *testing.T) {
	a := analyzer.New(analyzer.Config{
		Sinks: []string{"userflags.Fetch:0:http", "(*userflags.Client).Do:1",
			"userflags.Queue:0:url=amqp|amqps", "userflags.Collector:0:hostport", "userflags.Servers:0:targets=nats|tls",
			"sinkpkg.Fetch:0:http"},
		Normalize: []string{"case", "percent-encoding", "dot-segments", "default-port", "empty-path"},
	})
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), a, "userflags", "sinkpkg", "emptypath")
}

// TestDisableSkips checks that -disable join,hostport skips the work of
// those categories, not only their report: the resolution wrapper of
// joinoff exports no fact, which only the join reads.
func TestDisableSkips(t *testing.T) {
	a := analyzer.New(analyzer.Config{Disable: []string{"join", "hostport"}})
	analysistest.Run(t, analysistest.TestData(), a, "joinoff")
}

// TestFixTitles checks that a fix says what it does: the fix of an IPv6
// address without brackets adds them, it encodes nothing.
func TestFixTitles(t *testing.T) {
	build.Default.CgoEnabled = false
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", "package p\n\nimport \"net/url\"\n\nvar _, _ = url.Parse(\"https://2001:db8::1/x\")\n", 0)
	if err != nil {
		t.Fatal(err)
	}
	info := driver.NewInfo()
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	diags, err := driver.Analyze(analyzer.Analyzer, fset, []*ast.File{f}, pkg, info, types.SizesFor("gc", "amd64"))
	if err != nil {
		t.Fatal(err)
	}
	if len(diags) != 1 || len(diags[0].Fixes) != 1 || diags[0].Fixes[0].Message != "Put the IPv6 address in brackets" {
		t.Errorf("findings %+v, want one with the fix \"Put the IPv6 address in brackets\"", diags)
	}
}

// noCategoryInMessage checks that no message starts with its own
// category: the printers attach it ("typo: …"), and a message that
// carries it too reads "ignore: ignore: …".
func noCategoryInMessage(t *testing.T, results []*analysistest.Result) {
	t.Helper()
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if d.Category != "" && strings.HasPrefix(d.Message, d.Category+":") {
				t.Errorf("%s: %q starts with its category", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
}
