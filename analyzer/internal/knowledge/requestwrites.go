// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// RequestWrites are the methods of net/http.Request that write it out
// on the wire, its URL in the request line.
//
// Pinned to Go 1.26 (go.mod's go line).
var RequestWrites = []Member{"Write", "WriteProxy"}
