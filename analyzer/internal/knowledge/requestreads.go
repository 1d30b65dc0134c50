// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// RequestURLReads are the fields and methods of net/http.Request that
// read its URL: the URL itself, the host and target it was sent to,
// and the form parsed from its query.
//
// Pinned to Go 1.26 (go.mod's go line).
var RequestURLReads = []Member{
	"URL", "Host", "RequestURI", "Form", "FormValue", "ParseForm",
	"ParseMultipartForm",
}
