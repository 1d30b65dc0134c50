// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// OpaqueSchemes are schemes without "//" whose constants are meant as
// URIs when text follows the colon, each written with its colon.
//
// Pinned to the IANA URI scheme registry's entries for mailto (RFC
// 6068), urn (RFC 8141), tel (RFC 3966) and data (RFC 2397).
var OpaqueSchemes = []Scheme{"mailto:", "urn:", "tel:", "data:"}
