// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"net/url"
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// benchChecks are strings of each kind Check meets, with the need of the
// site they are passed to: a valid URL with no finding, each category's
// finding, and a malformed URL with a fix.
var benchChecks = []struct {
	name string
	in   string
	need uricheck.Need
}{
	{"valid", "https://api.example.com/v1/items?id=42&sort=asc#top", uricheck.NeedHTTPURL},
	{"malformed", "http://user@example.com:80/a b?q#f", uricheck.NeedReference},
	{"nonnormal", "HTTP://Example.COM:80/a/./b/../c/%7euser", uricheck.NeedReference},
	{"credentials", "https://user:pa55word@db.example.com:5432/x", uricheck.NeedReference},
	{"form", "localhost:8080/api/v1", uricheck.NeedHTTPURL},
	{"port", "http://example.com:99999/", uricheck.NeedReference},
	{"typo", "https:/example.com/x", uricheck.NeedReference},
}

// BenchmarkCheck measures Check of one string of each kind, beside
// net/url.Parse of the same string.
func BenchmarkCheck(b *testing.B) {
	for _, bc := range benchChecks {
		b.Run(bc.name, func(b *testing.B) {
			b.Run("uricheck", func(b *testing.B) {
				o := uricheck.Options{Need: bc.need, Site: "net/http.Get", Steps: uricheck.DefaultSteps}
				b.ReportAllocs()
				for b.Loop() {
					uricheck.Check(bc.in, o)
				}
			})
			b.Run("net-url", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					_, _ = url.Parse(bc.in)
				}
			})
		})
	}
}
