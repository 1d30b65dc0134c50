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
// buffer with room, and IsNormalized of valid input. It keeps every
// result and fails on an error, as netip's test does, so that a path that
// fails early cannot pass as free.
func TestNoAllocs(t *testing.T) {
	buf := make([]byte, 0, 256)
	for _, in := range allocInputs {
		var (
			r    uricore.Reference
			err  error
			norm bool
		)
		if n := testing.AllocsPerRun(100, func() { r, err = uricore.Parse(in) }); n != 0 {
			t.Errorf("Parse(%q): %v allocs, want 0", in, n)
		}
		if err != nil || r.String() != in {
			t.Fatalf("Parse(%q) = %v, %v: want the reference back", in, r, err)
		}
		if n := testing.AllocsPerRun(100, func() { buf = r.AppendTo(buf[:0]) }); n != 0 {
			t.Errorf("AppendTo(%q): %v allocs, want 0", in, n)
		}
		if string(buf) != in {
			t.Errorf("AppendTo(%q) wrote %q", in, buf)
		}
		if n := testing.AllocsPerRun(100, func() { norm, err = uricore.IsNormalized(in) }); n != 0 {
			t.Errorf("IsNormalized(%q): %v allocs, want 0", in, n)
		}
		if want, _ := uricore.Normalize(in); err != nil || norm != (want == in) {
			t.Errorf("IsNormalized(%q) = %v, %v; Normalize gives %q", in, norm, err, want)
		}
		var sp uricore.Spans
		if n := testing.AllocsPerRun(100, func() { sp = uricore.Split(in) }); n != 0 {
			t.Errorf("Split(%q): %v allocs, want 0", in, n)
		}
		if sp = uricore.Split(in); sp.Path.Of(in) != r.Path {
			t.Errorf("Split(%q) = %+v, but the path is %q", in, sp, r.Path)
		}
		var p string
		if n := testing.AllocsPerRun(100, func() { p = uricore.RemoveDotSegments(r.Path) }); n != 0 && r.Path == p {
			t.Errorf("RemoveDotSegments(%q): %v allocs, want 0 when nothing changes", r.Path, n)
		}
	}
}
