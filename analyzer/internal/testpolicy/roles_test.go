// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testpolicy

import "testing"

var allRoles = []Role{Unread, MustWork, Input, Expected, Built}

// TestRoleLattice holds Combine to a join: the uses of a string combine
// in any order and grouping (DESIGN.md: uses are combined order-free),
// an unread use adds nothing, and a deliberate input decides whatever
// else the test does with the string.
func TestRoleLattice(t *testing.T) {
	for _, a := range allRoles {
		if Combine(a, a) != a {
			t.Errorf("Combine(%v, %v) = %v", a, a, Combine(a, a))
		}
		if Combine(a, Unread) != a || Combine(Unread, a) != a {
			t.Errorf("Unread is not Combine's identity for %v", a)
		}
		if Combine(a, Input) != Input {
			t.Errorf("Combine(%v, Input) = %v, want Input", a, Combine(a, Input))
		}
		for _, b := range allRoles {
			if Combine(a, b) != Combine(b, a) {
				t.Errorf("Combine(%v, %v) = %v, Combine(%v, %v) = %v", a, b, Combine(a, b), b, a, Combine(b, a))
			}
			for _, c := range allRoles {
				if Combine(Combine(a, b), c) != Combine(a, Combine(b, c)) {
					t.Errorf("Combine is not associative on %v, %v, %v", a, b, c)
				}
			}
		}
	}
	// The order of the lattice, from the top.
	order := []Role{Input, Expected, Built, MustWork, Unread}
	for i, hi := range order {
		for _, lo := range order[i+1:] {
			if Combine(lo, hi) != hi {
				t.Errorf("Combine(%v, %v) = %v, want %v", lo, hi, Combine(lo, hi), hi)
			}
		}
	}
}

// TestCombineUses checks what a string's uses make of it together: it
// must work only if a use needs it as a URI and no use says it is
// deliberate.
func TestCombineUses(t *testing.T) {
	works := useClass{input: true, uri: true, out: outcomeSuccess}
	rejected := useClass{input: true, uri: true, out: outcomeFailure}
	compared := useClass{compared: true}
	built := useClass{input: true, uri: true, out: outcomeUsed}
	printed := useClass{input: true, out: outcomeSuccess} // not a URI use
	handler := useClass{input: true, handler: true}
	for _, tt := range []struct {
		name string
		cs   []useClass
		want Role
	}{
		{"none", nil, Unread},
		{"a URI use that must succeed", []useClass{works}, MustWork},
		{"only printed", []useClass{printed}, Unread},
		{"must work, and rejected elsewhere", []useClass{works, rejected}, Input},
		{"rejected, and must work elsewhere", []useClass{rejected, works}, Input},
		{"must work, and compared", []useClass{works, compared}, Expected},
		{"built for the code under test", []useClass{built, printed}, Built},
		{"built, and must work", []useClass{works, built}, Built},
		{"a handler's input", []useClass{works, handler}, Input},
		{"a handler's input built into a request that must work", []useClass{{handler: true, role: MustWork}}, MustWork},
	} {
		if got := combine(tt.cs); got != tt.want {
			t.Errorf("%s: combine = %v, want %v", tt.name, got, tt.want)
		}
	}
}
