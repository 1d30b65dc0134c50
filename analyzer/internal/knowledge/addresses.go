// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// AddressArgs are the standard library's functions whose argument (by
// index) is a network address, host:port.
//
// Pinned to Go 1.26 (go.mod's go line).
var AddressArgs = []Arg{
	{"net.Dial", 1},
	{"net.DialTimeout", 1},
	{"(*net.Dialer).Dial", 1},
	{"(*net.Dialer).DialContext", 2},
	{"net.Listen", 1},
	{"net.ListenPacket", 1},
	{"(*net.ListenConfig).Listen", 2},
	{"(*net.ListenConfig).ListenPacket", 2},
	{"net.ResolveTCPAddr", 1},
	{"net.ResolveUDPAddr", 1},
	{"crypto/tls.Dial", 1},
	{"crypto/tls.DialWithDialer", 2},
	{"(*crypto/tls.Dialer).Dial", 1},
	{"(*crypto/tls.Dialer).DialContext", 2},
	{"crypto/tls.Listen", 1},
	{"net/http.ListenAndServe", 0},
	{"net/http.ListenAndServeTLS", 0},
	{"net/smtp.Dial", 0},
	{"net/smtp.SendMail", 0},
	{"net/rpc.Dial", 1},
	{"net/rpc.DialHTTP", 1},
	{"net/rpc/jsonrpc.Dial", 1},
}
