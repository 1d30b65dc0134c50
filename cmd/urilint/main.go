// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command urilint checks URI strings in Go code against RFC 3986.
//
// Run it standalone (urilint ./...), with -fix, -diff or -json, or under
// go vet (go vet -vettool=$(which urilint) ./...). See the analyzer
// package for what it reports.
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/urilint/urilint/analyzer"
)

func main() { singlechecker.Main(analyzer.Analyzer) }
