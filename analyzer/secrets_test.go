// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/analyzer"
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
// shape of the code around it, no message or related message holds a
// piece of it. Each input is one package with every shape, so that the
// standard library is loaded once per input.
func FuzzSecrets(f *testing.F) {
	f.Add("s3cretpw")
	f.Add("pa/ss?w#d")
	f.Add("Q9ZJ##8J4K") // found by the fuzzer: a "#" in the password before a hole
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, raw string) {
		pw := secret(raw)
		var src strings.Builder
		src.WriteString("package p\n\nimport (\n\t\"fmt\"\n\t\"net/http\"\n\t\"net/url\"\n)\n\n")
		src.WriteString("const c = \"http://u:" + pw + "@h:99999/ x\"\n\n")
		for i, shape := range secretShapes {
			fmt.Fprintf(&src, "func f%d(rest, host string) {\n\t%s\n}\n\n", i, strings.ReplaceAll(shape, "PW", pw))
		}
		src.WriteString("var _, _, _ = fmt.Sprint, http.Get, url.Parse\n")
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module p\n\ngo 1.26\n"), 0o666); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src.String()), 0o666); err != nil {
			t.Fatal(err)
		}
		pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: dir, Env: append(os.Environ(), "GOFLAGS=-mod=mod")}, ".")
		if err != nil || packages.PrintErrors(pkgs) > 0 {
			t.Fatalf("load: %v\n%s", err, src.String())
		}
		g, err := checker.Analyze([]*analysis.Analyzer{analyzer.WithCategory(analyzer.Analyzer)}, pkgs, nil)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, act := range g.Roots {
			for _, d := range act.Diagnostics {
				n++
				texts := []string{d.Message}
				for _, r := range d.Related {
					texts = append(texts, r.Message)
				}
				for _, fix := range d.SuggestedFixes {
					texts = append(texts, fix.Message)
				}
				for _, text := range texts {
					if w, ok := leaks(text, pw); ok {
						t.Errorf("%s: %q holds %q of the password %q", act.Package.Fset.Position(d.Pos), text, w, pw)
					}
				}
			}
		}
		if n == 0 {
			t.Errorf("no finding at all on\n%s", src.String())
		}
	})
}
