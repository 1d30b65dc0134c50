// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// LibFields are the string fields of widely used Go libraries that hold
// a URI or an address, by the struct type's "pkgpath.Name", as LibSinks.
// A value written to one, in a composite literal or an assignment, is
// checked as the field's need says.
//
// Pinned to the version each group's comment names, as LibSinks;
// TestLibrarySignatures checks each field against it.
var LibFields = []Field{
	// go-redis v9.23.0 and v8.11.5: Addr is host:port, or a Unix
	// socket's path (init sets Network "unix" for a value that starts
	// with "/"), and so is UniversalOptions.Addrs, whose first element
	// becomes an Options.Addr.
	// ClusterOptions.Addrs, UniversalOptions.Addrs and
	// FailoverOptions.SentinelAddrs are lists of host:port.
	{"github.com/redis/go-redis/v9.Options", "Addr", "address"},
	{"github.com/redis/go-redis/v9.ClusterOptions", "Addrs", "hostport"},
	{"github.com/redis/go-redis/v9.UniversalOptions", "Addrs", "address"},
	{"github.com/redis/go-redis/v9.FailoverOptions", "SentinelAddrs", "hostport"},
	{"github.com/go-redis/redis/v8.Options", "Addr", "address"},
	{"github.com/go-redis/redis/v8.ClusterOptions", "Addrs", "hostport"},
	{"github.com/go-redis/redis/v8.UniversalOptions", "Addrs", "address"},
	{"github.com/go-redis/redis/v8.FailoverOptions", "SentinelAddrs", "hostport"},
	// go-elasticsearch v8: "A list of Elasticsearch nodes to use", each
	// an http or https URL.
	{"github.com/elastic/go-elasticsearch/v8.Config", "Addresses", "url=http|https"},
	// vault api v1.23.0: "Address is the address of the Vault server.
	// This should be a complete URL such as http://vault.example.com".
	{"github.com/hashicorp/vault/api.Config", "Address", "url=http|https|unix"},
	// consul api v1.34.5: host:port, or an http, https or unix URL
	// ("Unknown protocol scheme").
	{"github.com/hashicorp/consul/api.Config", "Address", "target=http|https|unix"},
	// sentry-go v0.46.2: the DSN ("" disables the client) and proxies.
	{"github.com/getsentry/sentry-go.ClientOptions", "Dsn", "url=http|https"},
	{"github.com/getsentry/sentry-go.ClientOptions", "HTTPProxy", "url=http|https|socks5|socks5h"},
	{"github.com/getsentry/sentry-go.ClientOptions", "HTTPSProxy", "url=http|https|socks5|socks5h"},
	// nats.go v1.55.0: Url is one server, Servers a list, as Connect
	// reads them.
	{"github.com/nats-io/nats.go.Options", "Url", "target=*"},
	{"github.com/nats-io/nats.go.Options", "Servers", "target=*"},
}
