// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// HostKeepers are the functions whose string result is a host when their
// first argument is one, with the same brackets or none: trimming and
// case folding.
//
// Pinned to Go 1.26 (go.mod's go line).
var HostKeepers = []Func{
	"strings.TrimSpace", "strings.ToLower", "strings.TrimSuffix",
	"strings.TrimPrefix", "strings.TrimRight", "strings.TrimLeft",
	"strings.Trim",
}
