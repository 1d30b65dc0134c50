// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// SkipFuncs are the functions that end a test without failing it.
//
// Pinned to Go 1.26 (go.mod's go line).
var SkipFuncs = []Func{
	"(*testing.common).Skip",
	"(*testing.common).Skipf",
	"(*testing.common).SkipNow",
	"(testing.TB).Skip",
	"(testing.TB).Skipf",
	"(testing.TB).SkipNow",
}
