// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// ReadOnlyURLMethods are the methods of *url.URL that do not change it.
//
// Pinned to Go 1.26 (go.mod's go line).
var ReadOnlyURLMethods = []Member{
	"String", "Redacted", "Hostname", "Port", "Query", "RequestURI",
	"EscapedPath", "EscapedFragment", "IsAbs", "MarshalBinary",
	"AppendBinary", "JoinPath", "ResolveReference", "Parse",
}
