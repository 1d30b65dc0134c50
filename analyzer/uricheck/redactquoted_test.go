// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// TestRedactQuoted checks the redaction of other tools' messages: the
// passwords (test data) in quoted strings go, all else stays.
func TestRedactQuoted(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`a.go:5:9: multiple-value url.Parse("http://admin:hunter2@example.com/") (value of type (*url.URL, error)) in single-value context`,
			`a.go:5:9: multiple-value url.Parse("http://admin:xxxxx@example.com/") (value of type (*url.URL, error)) in single-value context`},
		{"cannot use c (untyped string constant \"amqp://u:s3cret@mq/\") as int value",
			"cannot use c (untyped string constant \"amqp://u:xxxxx@mq/\") as int value"},
		{"f(`https://u:pw@h/`, \"x\") (no value) used as value", "f(`https://u:xxxxx@h/`, \"x\") (no value) used as value"},
		{`two: "http://a:b@h/" and "http://c:d@h/"`, `two: "http://a:xxxxx@h/" and "http://c:xxxxx@h/"`},
		{`escaped: "http://a:p\"w@h/"`, `escaped: "http://a:xxxxx@h/"`},
		// Nothing to redact: the same text.
		{`undefined: "user@example.com"`, `undefined: "user@example.com"`},
		{`no quotes: http://a:b@h/`, `no quotes: http://a:b@h/`},
		{`unclosed "http://a:b@h/`, `unclosed "http://a:b@h/`},
		{`declared and not used: x`, `declared and not used: x`},
	} {
		if got := uricheck.RedactQuoted(tt.in); got != tt.want {
			t.Errorf("RedactQuoted(%q)\n = %q\nwant %q", tt.in, got, tt.want)
		}
	}
}
