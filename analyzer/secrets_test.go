// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer_test

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"runtime"
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/analyzer/driver"
)

// secretShapes are Go statements that build a URI around a password PW
// (test data: the generator knows the password, and it is fake), with
// holes before and after the userinfo, printf formats and constants.
var secretShapes = []string{
	`http.Get("http://deploy:PW" + rest)`,
	`http.Get(fmt.Sprintf("https://deploy:PW%s", rest))`,
	`http.Get("http://deploy:PW@" + host + "/a b")`,
	`url.Parse("http://deploy:PW@h/" + rest)`,
	`http.Get(fmt.Sprintf("http://deploy:PW@%s/a b", host))`,
	`http.Get("http://" + host + ":PW@h:8o80/")`,
	`url.Parse("http://u:PW/x@h/")`,
	`http.Get(c)`,
	`http.Get(rest + "://deploy:PW@h/ x")`,
	`http.Get("http://deploy:PW" + rest + "/a|b")`,
	`http.Get(fmt.Sprintf("http://deploy:PW%d/", 8))`,
	`_ = url.URL{Host: "deploy:PW@h"}`,
	`http.Get(strings.Join([]string{"http://deploy:PW", rest}, ""))`,
	`http.Get(fmt.Sprint("http://deploy:PW", rest))`,
	`http.Get(fmt.Sprintln("http://deploy:PW", rest))`,
	`s := "http://deploy:PW"; s += rest; http.Get(s)`,
	`s := "http://deploy:PW"; s = s + rest; http.Get(s)`,
	`var b strings.Builder; b.WriteString("http://deploy:PW"); b.WriteString(rest); http.Get(b.String())`,
	`var b bytes.Buffer; b.WriteString("http://deploy:PW"); b.WriteString(rest); http.Get(b.String())`,
	`u := fmt.Sprint("http://deploy:PW", rest); _ = u`,
	`b, _ := url.Parse("https://deploy:PW@api.example.com/v3"); b.Parse("jobs")`,
	`_ = path.Join("https://deploy:PW@cdn.example.com/a", rest)`,
	`http.Get("https://deploy:PW@h.example" + "v1/x")`,
	// A literal kept in a variable that grows later, however it grows.
	`b := []byte("https://ops:PW"); b = append(b, rest...); http.Get(string(b))`,
	`s := "https://ops:PW"; if rest != "" { s += rest }; http.Get(s)`,
	`t := "https://ops:PW"; t = fmt.Sprint(t, rest); http.Get(t)`,
	`u := "https://ops:PW"; v := u; v += rest; http.Get(v)`,
	`w := "https://ops:PW"; for range 3 { w = w + rest }; http.Get(w)`,
	`m := map[string]string{}; m["k"] = "https://ops:PW"; m["k"] += rest; http.Get(m["k"])`,
	`var p string; q := &p; *q = "https://ops:PW"; *q += rest; http.Get(*q)`,
	`xs := make([]string, 1); xs[0] = "https://ops:PW"; xs[0] += rest; http.Get(xs[0])`,
}

// secret turns raw into a password the generator can recognize: letters
// that no message of urilint's holds three of in a row, digits, and the
// characters that end an authority.
func secret(raw string) string {
	const alphabet = "QZXJKVW0123456789/?#QZXJ"
	var b strings.Builder
	b.WriteByte('Q')
	for i := 0; i < len(raw) && b.Len() < 16; i++ {
		b.WriteByte(alphabet[int(raw[i])%len(alphabet)])
	}
	for b.Len() < 6 {
		b.WriteByte('Z')
	}
	return b.String()
}

// leaks reports the first piece of pw (three bytes or more, with one of
// its letters) that text holds.
func leaks(text, pw string) (string, bool) {
	for i := 0; i+3 <= len(pw); i++ {
		w := pw[i : i+3]
		if strings.ContainsAny(w, "QZXJKVW") && strings.Contains(text, w) {
			return w, true
		}
	}
	return "", false
}

// FuzzSecrets checks urilint's Go side: whatever the password and the
// shape of the code around it, no message, related message or fix holds
// a piece of it. Each input is one package with every shape, type-checked
// against the standard library loaded once (from source, as the driver
// does), and analyzed in process: the input is the only part that
// changes.
func FuzzSecrets(f *testing.F) {
	f.Add("s3cretpw")
	f.Add("pa/ss?w#d")
	f.Add("Q9ZJ##8J4K")              // found by the fuzzer: a "#" in the password before a hole
	build.Default.CgoEnabled = false // the pure Go net package: no cgo run
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "source", nil)
	// Loaded before the first input: the fuzzing engine stops an input
	// that takes more than 10 s.
	for _, path := range []string{"bytes", "fmt", "net/http", "net/url", "path", "strings"} {
		if _, err := imp.Import(path); err != nil {
			f.Fatal(err)
		}
	}
	sizes := types.SizesFor("gc", runtime.GOARCH)
	a := analyzer.WithCategory(analyzer.Analyzer)
	f.Fuzz(func(t *testing.T, raw string) {
		pw := secret(raw)
		var src strings.Builder
		src.WriteString("package p\n\nimport (\n\t\"bytes\"\n\t\"fmt\"\n\t\"net/http\"\n\t\"net/url\"\n\t\"path\"\n\t\"strings\"\n)\n\n")
		src.WriteString("const c = \"http://u:" + pw + "@h:99999/ x\"\n\n")
		for i, shape := range secretShapes {
			fmt.Fprintf(&src, "func f%d(rest, host string) {\n\t%s\n}\n\n", i, strings.ReplaceAll(shape, "PW", pw))
		}
		src.WriteString("var _, _, _, _, _, _ = fmt.Sprint, http.Get, url.Parse, strings.Join, bytes.NewBuffer, path.Join\n")
		file, err := parser.ParseFile(fset, "p.go", src.String(), parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			t.Fatalf("%v\n%s", err, src.String())
		}
		info := driver.NewInfo()
		conf := types.Config{Importer: imp, Sizes: sizes, GoVersion: "go1.26"}
		pkg, err := conf.Check("p", fset, []*ast.File{file}, info)
		if err != nil {
			t.Fatalf("%v\n%s", err, src.String())
		}
		diags, err := driver.Analyze(a, fset, []*ast.File{file}, pkg, info, sizes)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range diags {
			texts := []string{d.Message}
			for _, r := range d.Related {
				texts = append(texts, r.Message)
			}
			for _, fix := range d.Fixes {
				texts = append(texts, fix.Message)
				for _, e := range fix.Edits {
					texts = append(texts, e.New)
				}
			}
			for _, text := range texts {
				if w, ok := leaks(text, pw); ok {
					t.Errorf("%s: %q holds %q of the password %q", d.Pos, text, w, pw)
				}
			}
		}
		if len(diags) == 0 {
			t.Errorf("no finding at all on\n%s", src.String())
		}
	})
}
