// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// RequestSenders are the methods that send a request to its URL, which
// must then be absolute.
//
// Pinned to Go 1.26 (go.mod's go line).
var RequestSenders = []Sink{
	{"(*net/http.Client).Do", 0, "client"},
	{"(*net/http.Transport).RoundTrip", 0, "client"}}
