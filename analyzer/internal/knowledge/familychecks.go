// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// FamilyChecks are the calls by which code tells an IPv6 host from
// others: a test for ':' in it, or for its address family.
//
// Pinned to Go 1.26 (go.mod's go line).
var FamilyChecks = []Func{
	"strings.Contains", "strings.ContainsRune", "strings.ContainsAny",
	"strings.Index", "strings.IndexByte", "strings.IndexRune",
	"strings.LastIndex", "strings.LastIndexByte", "strings.Count",
}
