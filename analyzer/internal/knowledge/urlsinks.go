// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// URLSinks are the functions whose *url.URL parameter needs a form: a
// URL parsed from a constant and given to them is checked as that
// constant given to a sink of that need ("localhost:8080" parses, with
// the scheme "localhost", and the proxy fails at run time).
//
// Pinned to Go 1.26 (go.mod's go line) for net/http/httputil, and to
// the version its comment names for a library.
var URLSinks = []Sink{
	{"net/http/httputil.NewSingleHostReverseProxy", 0, "http"},
	{"(*net/http/httputil.ProxyRequest).SetURL", 0, "http"},
	// gorilla/websocket v1.5.3: the handshake's URL, ws or wss
	// (errMalformedURL), as the dialer's (libSinks).
	{"github.com/gorilla/websocket.NewClient", 1, "url=ws|wss"}}
