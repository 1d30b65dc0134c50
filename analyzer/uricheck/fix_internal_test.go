// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import "testing"

// TestOneFixPerByte checks that of the fixes that touch the same bytes
// only the first is kept, and that fixes of bytes apart are all kept: a
// fix without edits rewrites the whole string.
func TestOneFixPerByte(t *testing.T) {
	fix := func(edits ...Edit) Finding {
		text := "fixed"
		return Finding{Fix: &text, Edits: edits}
	}
	fs := []Finding{
		fix(Edit{2, 3, "%20"}),
		fix(Edit{10, 11, "%7C"}), // apart: kept
		fix(Edit{3, 3, "]"}),     // touches the first: dropped
		fix(),                    // the whole string: dropped
		{},                       // no fix
	}
	oneFixPerByte(fs)
	for i, kept := range []bool{true, true, false, false, false} {
		if got := fs[i].Fix != nil; got != kept || !kept && fs[i].Edits != nil {
			t.Errorf("finding %d: fix kept %v, want %v", i, got, kept)
		}
	}
	whole := []Finding{fix(), fix(Edit{0, 1, "x"})}
	if oneFixPerByte(whole); whole[1].Fix != nil {
		t.Error("a fix kept beside a fix of the whole string")
	}
}
