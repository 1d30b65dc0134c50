// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// URLResolutions are the methods of net/url.URL that use it as a base.
//
// Pinned to Go 1.26 (go.mod's go line).
var URLResolutions = []Member{"Parse", "ResolveReference", "JoinPath"}
