// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// PathCleans are the functions that clean a path as they join or return
// it: they collapse "//" (a URL's "https://" becomes "https:/") and drop
// a trailing '/', so that a URL given to them comes out broken.
//
// Pinned to Go 1.26 (go.mod's go line).
var PathCleans = []Func{
	"path.Join", "path/filepath.Join", "path.Clean", "path/filepath.Clean",
}
