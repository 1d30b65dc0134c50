// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore_test

import (
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/urilint/urilint/uricore"
)

// benchClasses are the classes of testdata/bench, real URI strings from
// Go code, and "corpus", the inputs of testdata/oracles.
var benchClasses = []string{"short", "longquery", "ipv6", "relative", "corpus"}

func benchInputs(b *testing.B, class string) []string {
	b.Helper()
	if class == "corpus" {
		return corpusInputs(b)
	}
	data, err := os.ReadFile("testdata/bench/" + class + ".txt")
	if err != nil {
		b.Fatal(err)
	}
	return strings.Fields(string(data))
}

// corpusInputs returns the inputs of testdata/oracles/inputs.txt (one a
// line: the oracle inputs, the standard library and DEV corpus URIs, and
// mutations of them) that both uricore.Parse and net/url.Parse accept.
// Rejected inputs are left out: an error allocates in both parsers, and
// their error paths are not what the class measures; keeping only inputs
// both accept compares the two on the same work.
func corpusInputs(b *testing.B) []string {
	b.Helper()
	data, err := os.ReadFile("testdata/oracles/inputs.txt")
	if err != nil {
		b.Fatal(err)
	}
	var in []string
	for s := range strings.Lines(string(data)) {
		s = strings.TrimSuffix(s, "\n")
		if _, err := uricore.Parse(s); err != nil {
			continue
		}
		if _, err := url.Parse(s); err != nil {
			continue
		}
		in = append(in, s)
	}
	return in
}

// benchClassesOf runs f on every input of each class, one sub-benchmark
// a class.
func benchClassesOf(b *testing.B, f func(string)) {
	for _, class := range benchClasses {
		in := benchInputs(b, class)
		b.Run(class, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range in {
					f(s)
				}
			}
		})
	}
}

// BenchmarkParse parses each class; compare with BenchmarkStdURLParse,
// net/url.Parse on the same inputs, in the same run.
func BenchmarkParse(b *testing.B) { benchClassesOf(b, func(s string) { uricore.Parse(s) }) }

func BenchmarkStdURLParse(b *testing.B) { benchClassesOf(b, func(s string) { url.Parse(s) }) }

// Sinks for the Keep benchmarks: a caller that keeps the result and reads
// a field of it, where BenchmarkParse and BenchmarkStdURLParse discard it.
var (
	sinkRef uricore.Reference
	sinkURL *url.URL
	sinkLen int
)

// BenchmarkParseKeep parses each class into a package-level Reference and
// reads its Path; compare with BenchmarkStdURLParseKeep in the same run.
func BenchmarkParseKeep(b *testing.B) {
	benchClassesOf(b, func(s string) {
		sinkRef, _ = uricore.Parse(s)
		sinkLen += len(sinkRef.Path)
	})
}

func BenchmarkStdURLParseKeep(b *testing.B) {
	benchClassesOf(b, func(s string) {
		if sinkURL, _ = url.Parse(s); sinkURL != nil {
			sinkLen += len(sinkURL.Path)
		}
	})
}

func BenchmarkIsNormalized(b *testing.B) {
	benchClassesOf(b, func(s string) { uricore.IsNormalized(s) })
}

func BenchmarkNormalize(b *testing.B) { benchClassesOf(b, func(s string) { uricore.Normalize(s) }) }

// BenchmarkResolve resolves the relative class against a base, beside
// net/url's ResolveReference.
func BenchmarkResolve(b *testing.B) {
	in := benchInputs(b, "relative")
	base := uricore.MustParse("http://example.com/a/b/c/d;p?q")
	refs := make([]uricore.Reference, len(in))
	for i, s := range in {
		refs[i] = uricore.MustParse(s)
	}
	b.Run("uricore", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, r := range refs {
				_ = base.Resolve(r).String()
			}
		}
	})
	stdBase, _ := url.Parse("http://example.com/a/b/c/d;p?q")
	stdRefs := make([]*url.URL, len(in))
	for i, s := range in {
		stdRefs[i], _ = url.Parse(s)
	}
	b.Run("neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, r := range stdRefs {
				if r != nil {
					_ = stdBase.ResolveReference(r).String()
				}
			}
		}
	})
}

// BenchmarkSplit splits each class into its component spans (Appendix B),
// beside net/url.Parse on the same inputs (BenchmarkStdURLParse), the
// cheapest way net/url offers to find the components.
func BenchmarkSplit(b *testing.B) {
	benchClassesOf(b, func(s string) { uricore.Split(s) })
}
