// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// The expected lines below are written from the JSON contract of
// DESIGN.md and RFC 3986, not from the command's output.
var cliTests = []struct {
	name     string
	args     []string
	stdin    string
	want     string
	wantCode int
}{
	{
		name: "parse components; undefined is null, empty is \"\"",
		args: []string{"parse", "http://a/b?"},
		want: `{"input":"http://a/b?","valid":true,"scheme":"http","userinfo":null,"host":"a","port":null,"path":"/b","query":"","fragment":null,"error":null}` + "\n",
	},
	{
		name: "parse an invalid reference: offset of the bad escape (§2.1)",
		args: []string{"parse", "http://a/%zz"},
		want: `{"input":"http://a/%zz","valid":false,"scheme":null,"userinfo":null,"host":null,"port":null,"path":"","query":null,"fragment":null,"error":{"offset":9,"code":"invalid percent-encoding"}}` + "\n",
	},
	{
		name:  "parse from stdin, one object per line, in order",
		args:  []string{"parse"},
		stdin: "//\n#f\n",
		want: `{"input":"//","valid":true,"scheme":null,"userinfo":null,"host":"","port":null,"path":"","query":null,"fragment":null,"error":null}` + "\n" +
			`{"input":"#f","valid":true,"scheme":null,"userinfo":null,"host":null,"port":null,"path":"","query":null,"fragment":"f","error":null}` + "\n",
	},
	{
		name: "normalize: RFC 3986 §6.2.2 example",
		args: []string{"normalize", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"},
		want: `{"input":"eXAMPLE://a/./b/../b/%63/%7bfoo%7d","normalized":"example://a/b/c/%7Bfoo%7D","error":null}` + "\n",
	},
	{
		name: "resolve: §5.4.1 examples",
		args: []string{"resolve", "http://a/b/c/d;p?q", "../../g", "http:g"},
		want: `{"base":"http://a/b/c/d;p?q","ref":"../../g","target":"http://a/g","error":null}` + "\n" +
			`{"base":"http://a/b/c/d;p?q","ref":"http:g","target":"http:g","error":null}` + "\n",
	},
	{
		name: "resolve -strict=false: §5.4.2",
		args: []string{"resolve", "-strict=false", "http://a/b/c/d;p?q", "http:g"},
		want: `{"base":"http://a/b/c/d;p?q","ref":"http:g","target":"http://a/b/c/g","error":null}` + "\n",
	},
	{
		name:  "resolve BASE<TAB>REF lines",
		args:  []string{"resolve"},
		stdin: "http://a/b/c/d;p?q\t?y\n",
		want:  `{"base":"http://a/b/c/d;p?q","ref":"?y","target":"http://a/b/c/d;p?y","error":null}` + "\n",
	},
	{
		name: "check: a clean URI has an empty list",
		args: []string{"check", "https://example.com/"},
		want: `{"input":"https://example.com/","findings":[]}` + "\n",
	},
	{name: "no command", args: nil, wantCode: 2},
	{name: "help", args: []string{"help"}, want: usage},
	{name: "-h", args: []string{"-h"}, want: usage},
	{name: "--help", args: []string{"--help"}, want: usage},
	{name: "a command's -h", args: []string{"parse", "-h"}, want: ""}, // the help goes to stderr, as flag prints it
	{name: "unknown command", args: []string{"frobnicate"}, wantCode: 2},
	{name: "bad flag", args: []string{"parse", "-nope"}, wantCode: 2},
}

func TestCLI(t *testing.T) {
	for _, tt := range cliTests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(tt.args, strings.NewReader(tt.stdin), &out, &errb)
			if code != tt.wantCode {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tt.wantCode, errb.String())
			}
			if tt.wantCode == 0 && out.String() != tt.want {
				t.Errorf("stdout:\n%s\nwant:\n%s", out.String(), tt.want)
			}
		})
	}
}

// TestVersion checks uri version and -version: "uri version VERSION
// [vcs.revision=REV] GOVERSION" on stdout, exit 0.
func TestVersion(t *testing.T) {
	for _, arg := range []string{"version", "-version", "--version"} {
		var out, errb bytes.Buffer
		code := run([]string{arg}, nil, &out, &errb)
		f := strings.Fields(out.String())
		if code != 0 || len(f) < 4 || f[0] != "uri" || f[1] != "version" || !strings.HasPrefix(f[len(f)-1], "go") || errb.Len() > 0 {
			t.Errorf("uri %s: exit %d, stdout %q, stderr %q; want uri version VERSION [vcs.revision=REV] GOVERSION", arg, code, out.String(), errb.String())
		}
	}
}

// TestCheck checks the findings of check by category and offset, and that
// a password never appears in its output.
func TestCheck(t *testing.T) {
	for _, tt := range []struct {
		in       string
		category string
		offset   int
	}{
		{"htp://example.com/", "typo", 0},
		{"http://example.com/a%zz", "malformed", 20},
		{"http://example.com:99999/", "port", 19},
		{"HTTP://example.com/", "nonnormal", 0},
		{"https://user:s3cr3t-pw@example.com/", "credentials", 13},
		// Offsets are in the echoed input, whose password is redacted.
		{"http://u:s3cr3t-pw@example.com:99999/", "port", len("http://u:xxxxx@example.com:")},
		{" http:/u:s3cr3t-pw@example.com/ ", "typo", 0}, // no fix: it would print the password
	} {
		var out bytes.Buffer
		run([]string{"check", tt.in}, nil, &out, &out)
		var got struct {
			Findings []struct {
				Category string
				Offset   int
			}
		}
		if err := json.Unmarshal(out.Bytes(), &got); err != nil {
			t.Fatalf("check %q: %v\n%s", tt.in, err, out.String())
		}
		found := false
		for _, f := range got.Findings {
			found = found || f.Category == tt.category && f.Offset == tt.offset
		}
		if !found {
			t.Errorf("check %q: findings %+v, want a %s finding at %d", tt.in, got.Findings, tt.category, tt.offset)
		}
		if strings.Contains(out.String(), "s3cr3t") {
			t.Errorf("check %q printed the password: %s", tt.in, out.String())
		}
	}
	var out bytes.Buffer
	run([]string{"check", "-json=false", "https://user:s3cr3t-pw@example.com/"}, nil, &out, &out)
	if strings.Contains(out.String(), "s3cr3t") {
		t.Errorf("check -json=false printed the password: %s", out.String())
	}
}

// TestCaret checks the human form: a caret under the offending byte,
// counted in characters, in the redacted echo of the input.
func TestCaret(t *testing.T) {
	{
		var out bytes.Buffer
		run([]string{"check", "-json=false", "http://u:pw@Example.com:99999/"}, nil, &out, &out)
		lines := strings.Split(out.String(), "\n")
		col := strings.Index(lines[0], "99999")
		if len(lines) < 2 || col < 0 || strings.Index(lines[1], "^") != col {
			t.Errorf("check -json=false: caret not under the port:\n%s", out.String())
		}
	}
	var out bytes.Buffer
	run([]string{"parse", "-json=false", "http://é/a b"}, nil, &out, &out)
	lines := strings.Split(out.String(), "\n")
	if len(lines) < 2 || !strings.HasPrefix(lines[1], "       ^ ") {
		t.Errorf("caret line %q, want the caret under 'é' (column 7)", out.String())
	}
}
