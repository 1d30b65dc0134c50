// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/analyzer/internal/index"
	"github.com/urilint/urilint/analyzer/internal/pkgtest"
)

// fakeHost answers the policy's questions from a small table: the
// analysis's own answers are tested by analysistest; here each layer of
// the policy is tested alone.
type fakeHost struct{}

var fakeSinks = map[string][]URIArg{
	"net/url.Parse":                {{Index: 0}},
	"net/http.Get":                 {{Index: 0, Sends: true, Request: true}},
	"net/http.NewRequest":          {{Index: 1, Sends: true}},
	"net/http/httptest.NewRequest": {{Index: 1}},
}

func (fakeHost) URIArgs(fn *types.Func) []URIArg { return fakeSinks[fn.FullName()] }
func (fakeHost) Wrapper(*types.Func) bool        { return false }
func (fakeHost) NotURI(fn *types.Func) bool      { return fn.Pkg() != nil && fn.Pkg().Path() == "fmt" }
func (fakeHost) StringPrintf(*types.Func) bool   { return false }
func (fakeHost) LocalValue(*types.Var) ast.Expr  { return nil }
func (fakeHost) FullName(fn *types.Func) string  { return fn.FullName() }
func (fakeHost) SendsRequest(fn *types.Func, i int) bool {
	return fn.FullName() == "(*net/http.Client).Do" && i == 0
}
func (fakeHost) ReadsURL(fn *types.Func, i int) bool { return fn.Name() == "route" && i == 1 }
func (h fakeHost) Callee(call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(snippetInfo, call).(*types.Func)
	return fn
}
func (fakeHost) FuncLit(*types.Func) (inspector.Cursor, bool) { return inspector.Cursor{}, false }

var snippetInfo *types.Info

// snippetPolicy type-checks the test functions bodies (each named by
// its key, whose call under test takes the string literal of the key)
// in one test file, and returns the policy of that package and the
// call of each.
func snippetPolicy(t *testing.T, bodies map[string]string) (*Policy, map[string]inspector.Cursor) {
	t.Helper()
	var src strings.Builder
	src.WriteString(`package p

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

var _ = fmt.Sprint
var _ = httptest.NewRecorder
var _ = url.Parse

// route serves r: it reads its URL (the fake host says so).
func route(w http.ResponseWriter, r *http.Request) {}

// echo serves r without reading its URL.
func echo(w http.ResponseWriter, r *http.Request) {}

// mustParse, mustFail and noError are helpers (TestHelperFacts).
func mustParse(t *testing.T, s string) {
	if _, err := url.Parse(s); err != nil {
		t.Fatal(err)
	}
}

func mustFail(t *testing.T, s string) {
	if _, err := url.Parse(s); err == nil {
		t.Fatal(s)
	}
}

func noError(t *testing.T, err error) {
	if err != nil {
		t.Fatal(err)
	}
}

func use(*url.URL) {}

func sign(*http.Request) {}
`)
	for name, body := range bodies {
		src.WriteString("\nfunc Test_" + name + "(t *testing.T) {\n" + body + "\n}\n")
	}
	c := pkgtest.Check(t, "p", "p_test.go", src.String())
	snippetInfo = c.Info
	tf := c.Fset.File(c.File.Pos())
	pass := &analysis.Pass{
		Fset: c.Fset, Files: []*ast.File{c.File}, Pkg: c.Pkg, TypesInfo: c.Info,
		ImportObjectFact: func(types.Object, analysis.Fact) bool { return false },
		ExportObjectFact: func(types.Object, analysis.Fact) {},
	}
	in := inspector.New(pass.Files)
	pkg := Package{Test: map[*token.File]bool{tf: true}, Testing: map[*token.File]bool{tf: true}}
	p := New(pass, index.New(c.Info, in), pkg, fakeHost{})
	calls := map[string]inspector.Cursor{}
	for cur := range in.Root().Preorder((*ast.CallExpr)(nil)) {
		for _, a := range cur.Node().(*ast.CallExpr).Args {
			if lit, ok := a.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, _ := strconv.Unquote(lit.Value); bodies[s] != "" {
					calls[s] = cur
				}
			}
		}
	}
	for name := range bodies {
		if _, ok := calls[name]; !ok {
			t.Fatalf("%s: no call takes %q", name, name)
		}
	}
	return p, calls
}

// TestExpects checks the outcome layer: what the statements after a
// call expect of it, and what a test that does not check it needs.
func TestExpects(t *testing.T) {
	p, calls := snippets(t)
	for name, c := range expectCases {
		if got := p.out.expects(calls[name], &env{}, 0); got != c.want {
			t.Errorf("%s: expects = %v, want %v\n\t%s", name, got, c.want, c.body)
		}
	}
}

var expectCases = map[string]struct {
	body string
	want Outcome
}{
	"failOnError":  {`if _, err := url.Parse("failOnError"); err != nil { t.Fatal(err) }`, outcomeSuccess},
	"failOnNil":    {`if _, err := url.Parse("failOnNil"); err == nil { t.Fatal("parsed") }`, outcomeFailure},
	"sentDropped":  {`http.Get("sentDropped")`, outcomeSuccess},
	"sentGo":       {`go http.Get("sentGo")`, outcomeSuccess},
	"sentLogged":   {`resp, err := http.Get("sentLogged"); if err == nil { resp.Body.Close() }; t.Log(err)`, outcomeSuccess},
	"sentWanted":   {`_, err := http.Get("sentWanted"); if err == nil { t.Fatal("no error") }`, outcomeFailure},
	"parsedUnused": {`url.Parse("parsedUnused")`, outcomeUnknown},
	"passedOn":     {`u, _ := url.Parse("passedOn"); use(u)`, outcomeSuccess},
	"derefCopied":  {`u, _ := url.Parse("derefCopied"); v := *u; _ = v`, outcomeSuccess},
	"resolvedAt":   {`u, _ := url.Parse("resolvedAt"); _, _ = u.Parse("x")`, outcomeSuccess},
	"onlyPrinted":  {`u, _ := url.Parse("onlyPrinted"); fmt.Println(u.Host)`, outcomeUsed},
	"onlyCompared": {`u, _ := url.Parse("onlyCompared"); if u == nil { t.Log("nil") }`, outcomeUnknown},
	"skipped":      {`u, err := url.Parse("skipped"); if err != nil { t.Skip(err) }; use(u)`, outcomeSuccess},
	"logged":       {`u, err := url.Parse("logged"); if err != nil { t.Log(err) }; use(u)`, outcomeSuccess},
	"headersOnly":  {`r, _ := http.NewRequest("GET", "headersOnly", nil); r.Header.Set("a", "b")`, outcomeUsed},
	"signed":       {`r, _ := http.NewRequest("GET", "signed", nil); sign(r)`, outcomeUsed},
	"doneLater":    {`r, _ := http.NewRequest("GET", "doneLater", nil); r.Header.Set("a", "b"); http.DefaultClient.Do(r)`, outcomeSuccess},
	"redeclared": {`r, err := http.NewRequest("GET", "redeclared", nil)
			resp, err := http.DefaultClient.Do(r)
			if err != nil { return }
			resp.Body.Close()`, outcomeSuccess},
	"nilResult": {`u, err := url.Parse("nilResult"); if u != nil || err == nil { t.Fatal("parsed") }`, outcomeFailure},
}

// TestBuiltRole checks the layer above: what a handler input built
// for the code under test is, from what the test checks of the answer.
func TestBuiltRole(t *testing.T) {
	p, calls := snippets(t)
	for name, c := range builtCases {
		if got := p.builtRole(calls[name], &env{}, nil); got != c.want {
			t.Errorf("%s: builtRole = %v, want %v\n\t%s", name, got, c.want, c.body)
		}
	}
}

var builtCases = map[string]struct {
	body string
	want Role
}{
	"wants200": {`rec := httptest.NewRecorder(); route(rec, httptest.NewRequest("GET", "wants200", nil))
			if rec.Code != http.StatusOK { t.Fail() }`, MustWork},
	"unchecked": {`route(httptest.NewRecorder(), httptest.NewRequest("GET", "unchecked", nil))`, MustWork},
	"wants404": {`rec := httptest.NewRecorder(); route(rec, httptest.NewRequest("GET", "wants404", nil))
			if rec.Code != http.StatusNotFound { t.Fail() }`, Built},
	"statusLocal": {`rec := httptest.NewRecorder(); route(rec, httptest.NewRequest("GET", "statusLocal", nil))
			if code := rec.Result().StatusCode; code != 400 { t.Fail() }`, Built},
	"urlPinned": {`req := httptest.NewRequest("GET", "urlPinned", nil); route(httptest.NewRecorder(), req)
			if req.URL.Path != "/new" { t.Fail() }`, Built},
	"notRead": {`echo(httptest.NewRecorder(), httptest.NewRequest("GET", "notRead", nil))`, Built},
	"required": {`req, err := http.NewRequest("GET", "required", nil); if err != nil { t.Fatal(err) }
			rec := httptest.NewRecorder(); route(rec, req)
			if rec.Code != 404 { t.Fail() }`, MustWork},
}

// snippets returns the policy of one test file holding every case of
// the tests above, type-checked once (its imports are net/http's).
var snippets = func() func(t *testing.T) (*Policy, map[string]inspector.Cursor) {
	var (
		once  sync.Once
		p     *Policy
		calls map[string]inspector.Cursor
	)
	return func(t *testing.T) (*Policy, map[string]inspector.Cursor) {
		once.Do(func() {
			bodies := map[string]string{}
			for name, c := range expectCases {
				bodies[name] = c.body
			}
			for name, c := range builtCases {
				bodies[name] = c.body
			}
			bodies["rows"] = rowsBody
			p, calls = snippetPolicy(t, bodies)
		})
		if p == nil {
			t.Fatal("the snippets did not type-check")
		}
		return p, calls
	}
}()

// TestSpells checks that the policy knows the texts the test files
// spell: the snippets' test file writes each case's name as a literal.
func TestSpells(t *testing.T) {
	p, calls := snippets(t)
	for name := range calls {
		if !p.Spells(name) {
			t.Errorf("Spells(%q) = false, want true: the test file spells it", name)
		}
	}
	if p.Spells("https://nowhere.example/not-in-any-test") {
		t.Error("Spells of a text no test writes = true")
	}
}

// TestHelperFacts checks the layer of assertions and helpers: the fact
// derived from a helper's body says what it expects of its parameter.
func TestHelperFacts(t *testing.T) {
	p, _ := snippets(t)
	for name, want := range map[string]string{
		"mustParse": "testhelper(#1 success)",
		"mustFail":  "testhelper(#1 failure)",
		"noError":   "testhelper(#1 success)",
		"route":     "<nil>", // no test helper: it neither fails nor checks
	} {
		fn, _ := p.pass.Pkg.Scope().Lookup(name).(*types.Func)
		got := "<nil>"
		if f := p.hl.deriveFact(fn); f != nil {
			got = f.String()
		}
		if got != want {
			t.Errorf("%s: fact %s, want %s", name, got, want)
		}
	}
}

// rowsBody is a table test: each row's input and whether the test
// wants url.Parse to reject it. Its t.Log names the case.
const rowsBody = `t.Log("rows")
	tests := []struct {
		in      string
		wantErr bool
	}{{"rowGood", false}, {"rowBad", true}}
	for _, tt := range tests {
		if _, err := url.Parse(tt.in); (err != nil) != tt.wantErr {
			t.Fatal(err)
		}
	}`

// TestRows checks the rows layer: the row that holds a literal, the
// value of the row's other fields, the loop over the table, and the
// role the row's use gives the literal.
func TestRows(t *testing.T) {
	p, _ := snippets(t)
	lits := map[string]inspector.Cursor{}
	for cur := range p.in.Root().Preorder((*ast.BasicLit)(nil)) {
		if s, err := strconv.Unquote(cur.Node().(*ast.BasicLit).Value); err == nil {
			lits[s] = cur
		}
	}
	for _, tt := range []struct {
		lit     string
		wantErr bool
		role    Role
	}{{"rowGood", false, MustWork}, {"rowBad", true, Input}} {
		row, ok := p.rw.rowOf(lits[tt.lit])
		if !ok {
			t.Fatalf("%s: no row", tt.lit)
		}
		if len(row.path) != 1 || row.path[0].Name() != "in" {
			t.Errorf("%s: path %v, want the field in", tt.lit, row.path)
		}
		if loops, _ := p.rw.loopsOver(row.table); len(loops) != 1 {
			t.Errorf("%s: %d loops over the table, want 1", tt.lit, len(loops))
		}
		var wantErr *types.Var
		for f, v := range p.rw.rowEnv(row).vars {
			if f.Name() == "wantErr" {
				wantErr = f.(*types.Var)
				if b, ok := v.bool(); !ok || b != tt.wantErr {
					t.Errorf("%s: wantErr is %v in the row's environment, want %v", tt.lit, v, tt.wantErr)
				}
			}
		}
		if wantErr == nil {
			t.Errorf("%s: the row's environment has no wantErr", tt.lit)
		}
		if got := p.rw.rowRole(row, false); got != tt.role {
			t.Errorf("%s: role %v, want %v", tt.lit, got, tt.role)
		}
	}
}
