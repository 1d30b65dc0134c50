// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// HostNames are the functions whose string result is a host name by
// contract, never an IP address.
//
// Pinned to Go 1.26 (go.mod's go line).
var HostNames = []Func{
	"os.Hostname", "net.LookupCNAME", "(*net.Resolver).LookupCNAME",
}
