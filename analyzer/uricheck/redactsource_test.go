// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// TestRedactLines checks the redaction of source lines by the spans of
// their literals (test data: the passwords are fake): each masked literal
// is written again in its own quotes, a literal over several lines is
// masked byte for byte, a Secret literal whole, two literals on one line
// each at its own place, and text with no password is kept.
func TestRedactLines(t *testing.T) {
	// lit returns the Literal of the first occurrence of text, a
	// literal, in src, with the value v.
	lit := func(src, text, v string, secret bool) uricheck.Literal {
		i := strings.Index(src, text)
		if i < 0 {
			t.Fatalf("no %s in %q", text, src)
		}
		return uricheck.Literal{Offset: i, End: i + len(text), Value: v, Secret: secret}
	}
	for _, tt := range []struct {
		name string
		src  string
		lits func(src string) []uricheck.Literal
		want string
	}{{
		name: "interpreted",
		src:  "\thttp.Get(\"http//ops:s3cret@h/\")",
		lits: func(src string) []uricheck.Literal {
			return []uricheck.Literal{lit(src, `"http//ops:s3cret@h/"`, "http//ops:s3cret@h/", false)}
		},
		want: "\thttp.Get(\"http//ops:xxxxx@h/\")",
	}, {
		name: "escapes",
		src:  "\thttp.Get(\"http:\\\\\\\\ops:s3cret@h/\")",
		lits: func(src string) []uricheck.Literal {
			return []uricheck.Literal{lit(src, `"http:\\\\ops:s3cret@h/"`, `http:\\ops:s3cret@h/`, false)}
		},
		want: "\thttp.Get(\"http:\\\\\\\\ops:xxxxx@h/\")",
	}, {
		name: "raw",
		src:  "\tu := `https://ops:s3 cret@h/`",
		lits: func(src string) []uricheck.Literal {
			return []uricheck.Literal{lit(src, "`https://ops:s3 cret@h/`", "https://ops:s3 cret@h/", false)}
		},
		want: "\tu := `https://ops:xxxxx@h/`",
	}, {
		name: "grown later",
		src:  "\thttp.Get(\"https://ops:s3cret\" + rest)",
		lits: func(src string) []uricheck.Literal {
			return []uricheck.Literal{lit(src, `"https://ops:s3cret"`, "https://ops:s3cret", false)}
		},
		want: "\thttp.Get(\"https://ops:xxxxx\" + rest)",
	}, {
		name: "two on a line",
		src:  "\tf(\"http://u:longs3cret@h/\", \"http://a:s3cr3t@c/\", \"keep\")",
		lits: func(src string) []uricheck.Literal {
			return []uricheck.Literal{
				lit(src, `"http://u:longs3cret@h/"`, "http://u:longs3cret@h/", false),
				lit(src, `"http://a:s3cr3t@c/"`, "http://a:s3cr3t@c/", false),
				lit(src, `"keep"`, "keep", false),
			}
		},
		want: "\tf(\"http://u:xxxxx@h/\", \"http://a:xxxxx@c/\", \"keep\")",
	}, {
		name: "secret",
		src:  "const user, pass = \"ops\", \"s3cret\"",
		lits: func(src string) []uricheck.Literal {
			return []uricheck.Literal{lit(src, `"ops"`, "ops", false), lit(src, `"s3cret"`, "s3cret", true)}
		},
		want: "const user, pass = \"ops\", \"xxxxx\"",
	}, {
		name: "several lines",
		src:  "\thttp.Get(`https://ops:s3cret@h/\nx`) // next\n\tkeep()",
		lits: func(src string) []uricheck.Literal {
			return []uricheck.Literal{lit(src, "`https://ops:s3cret@h/\nx`", "https://ops:s3cret@h/\nx", false)}
		},
		want: "\thttp.Get(xxxxxxxxxxxxxxxxxxxxxx\nxx) // next\n\tkeep()",
	}, {
		name: "no literals",
		src:  "\thttp.Get(\"http://user:hunter2@h/x\") // and \"ftp://a:b@c\"\n\thttp.Get(\"http://h:8080/keep\")",
		lits: func(string) []uricheck.Literal { return nil },
		want: "\thttp.Get(\"http://user:xxxxx@h/x\") // and \"ftp://a:xxxxx@c\"\n\thttp.Get(\"http://h:8080/keep\")",
	}, {
		name: "outside the source",
		src:  "\thttp.Get(\"http://h/keep\")",
		lits: func(string) []uricheck.Literal {
			return []uricheck.Literal{{Offset: 5, End: 500, Value: "http://u:pw@h/"}, {Offset: -1, End: 3, Value: "http://u:pw@h/"}}
		},
		want: "\thttp.Get(\"http://h/keep\")",
	}} {
		got := uricheck.RedactLines([]byte(tt.src), tt.lits(tt.src))
		if want := strings.Count(tt.src, "\n") + 1; len(got) != want {
			t.Errorf("%s: %d lines, want %d", tt.name, len(got), want)
		}
		if out := strings.Join(got, "\n"); out != tt.want {
			t.Errorf("%s: RedactLines(%q) =\n%q\nwant\n%q", tt.name, tt.src, out, tt.want)
		}
	}
}
