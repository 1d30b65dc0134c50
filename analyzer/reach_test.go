// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/types"
	"runtime"
	"testing"
	"time"
)

// TestReachesSink checks reachesSink through an import graph, and that
// the answers it keeps for the run hold on to no package: a long-lived
// process type-checks packages again and again.
func TestReachesSink(t *testing.T) {
	s, err := new(Config).compile()
	if err != nil {
		t.Fatal(err)
	}
	tb := &s.table
	func() {
		url := types.NewPackage("net/url", "url")
		mid := types.NewPackage("example.com/mid", "mid")
		mid.SetImports([]*types.Package{types.NewPackage("strings", "strings"), url})
		top := types.NewPackage("example.com/top", "top")
		top.SetImports([]*types.Package{types.NewPackage("fmt", "fmt"), mid})
		alone := types.NewPackage("example.com/alone", "alone")
		alone.SetImports([]*types.Package{types.NewPackage("strings", "strings")})
		for _, test := range []struct {
			pkg  *types.Package
			want bool
		}{{top, true}, {mid, true}, {url, true}, {alone, false}, {top, true}, {alone, false}} {
			if got := tb.reachesSink(test.pkg); got != test.want {
				t.Errorf("reachesSink(%s) = %v, want %v", test.pkg.Path(), got, test.want)
			}
		}
	}()
	count := func() int {
		n := 0
		s.table.reach.Range(func(any, any) bool { n++; return true })
		return n
	}
	if n := count(); n != 7 {
		t.Fatalf("%d packages kept, want 7", n)
	}
	for deadline := time.Now().Add(5 * time.Second); count() > 0; {
		if time.Now().After(deadline) {
			t.Fatalf("%d packages still kept after they are gone", count())
		}
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
}
