// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// TextReads are the functions, keyed by types.Func.FullName, whose
// reading of a value says it may hold several forms (collectRepairs):
// what it starts with or holds, its parts, or a host and port.
//
// Pinned to Go 1.26 (go.mod's go line).
var TextReads = []Func{
	"strings.HasPrefix", "strings.Contains", "strings.ContainsAny",
	"strings.ContainsRune", "strings.Index", "strings.IndexByte",
	"strings.IndexAny", "strings.IndexRune", "strings.Cut",
	"strings.CutPrefix", "strings.Split", "strings.SplitN", "strings.Fields",
	"net.SplitHostPort",
}
