// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// RequestOtherMembers are the fields and methods of net/http.Request
// that hold or read no part of its URL: a test that builds a request and
// uses only these has not used its URL.
//
// Pinned to Go 1.26 (go.mod's go line).
var RequestOtherMembers = []Member{
	"Header", "AddCookie", "SetBasicAuth", "Cookie", "Cookies", "UserAgent",
	"Referer", "BasicAuth", "Method", "Body", "ContentLength", "Context",
	"Proto", "ProtoMajor", "ProtoMinor", "ProtoAtLeast", "Close",
	"TransferEncoding", "Trailer",
}
