// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore_test

import (
	"testing"

	"github.com/urilint/urilint/uricore"
)

var allocInputs = []string{
	"https://example.com/path/to/resource",
	"https://www.google.com/search?q=go+uri+rfc3986&hl=en&num=10&start=20#results",
	"http://[2001:db8::7]:8080/c=GB?objectClass?one",
	"http://[fe80::1%25eth0]/",
	"../../g;x?y#s",
	"mailto:John.Doe@example.com",
}

// TestNoAllocs guards the zero-allocation paths: Parse, AppendTo into a
// buffer with room, and IsNormalized of valid input.
func TestNoAllocs(t *testing.T) {
	buf := make([]byte, 0, 256)
	for _, in := range allocInputs {
		if n := testing.AllocsPerRun(100, func() { uricore.Parse(in) }); n != 0 {
			t.Errorf("Parse(%q): %v allocs, want 0", in, n)
		}
		r := uricore.MustParse(in)
		if n := testing.AllocsPerRun(100, func() { buf = r.AppendTo(buf[:0]) }); n != 0 {
			t.Errorf("AppendTo(%q): %v allocs, want 0", in, n)
		}
		if n := testing.AllocsPerRun(100, func() { uricore.IsNormalized(in) }); n != 0 {
			t.Errorf("IsNormalized(%q): %v allocs, want 0", in, n)
		}
		if n := testing.AllocsPerRun(100, func() { uricore.RemoveDotSegments(r.Path) }); n != 0 && r.Path == uricore.RemoveDotSegments(r.Path) {
			t.Errorf("RemoveDotSegments(%q): %v allocs, want 0 when nothing changes", r.Path, n)
		}
	}
}
