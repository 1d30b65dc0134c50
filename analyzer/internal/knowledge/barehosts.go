// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// BareHostFuncs are the functions whose result is a host or an address
// written without the brackets an IPv6 address needs before a port.
//
// Pinned to Go 1.26 (go.mod's go line).
var BareHostFuncs = []Func{
	"(*net/url.URL).Hostname",
	"(net.IP).String",
	"(net/netip.Addr).String",
}
