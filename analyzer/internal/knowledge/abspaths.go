// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// AbsPathChecks are the functions that make a path absolute, or tell
// whether it is.
//
// Pinned to Go 1.26 (go.mod's go line).
var AbsPathChecks = []Func{
	"path/filepath.Abs", "path/filepath.IsAbs", "path.IsAbs",
}
