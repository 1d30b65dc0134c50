// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// TestRequestURLForms: building a request takes any absolute URI or a
// path (net/http's NewRequest accepts them; a ws:// request written with
// req.Write is right); only sending one needs http or https.
func TestRequestURLForms(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want string // the category of the one finding, or "" for none
	}{
		{"ws://example.com/socket", ""},
		{"wss://example.com:8443/socket", ""},
		{"https://example.com/v1", ""},
		{"/healthz", ""},
		{"http:///no-host", uricheck.Form},
		{"localhost:8080/x", uricheck.Form},
		{"example.com/x", uricheck.Form},
	} {
		fs := uricheck.Check(tt.in, uricheck.Options{Need: uricheck.NeedRequestURL})
		got := ""
		if len(fs) > 0 {
			got = fs[0].Category
		}
		if got != tt.want || len(fs) > 1 {
			t.Errorf("Check(%q, NeedRequestURL) = %v, want one %q finding or none", tt.in, fs, tt.want)
		}
	}
	// Sending needs http(s).
	if fs := uricheck.Check("ws://example.com/socket", uricheck.Options{Need: uricheck.NeedHTTPURL}); len(fs) != 1 || fs[0].Category != uricheck.Form {
		t.Errorf("Check(ws URL, NeedHTTPURL) = %v, want a form finding", fs)
	}
}

// TestLibraryNeeds checks the needs of the libraries' sinks against what
// each library does with the string (the analyzer's table cites the
// source): the want is the one category reported, or "" for none.
func TestLibraryNeeds(t *testing.T) {
	var (
		amqp     = uricheck.Need{Kind: uricheck.KindURL, Schemes: "amqp|amqps"}
		mongo    = uricheck.Need{Kind: uricheck.KindURL, Schemes: "mongodb|mongodb+srv"}
		ws       = uricheck.Need{Kind: uricheck.KindURL, Schemes: "ws|wss"}
		hostport = uricheck.Need{Kind: uricheck.KindHostPort}
		grpc     = uricheck.Need{Kind: uricheck.KindTarget, Schemes: "dns|unix|unix-abstract|passthrough|*|!http|!https|!tcp"}
		consul   = uricheck.Need{Kind: uricheck.KindTarget, Schemes: "http|https|unix"}
		postgres = uricheck.Need{Kind: uricheck.KindDSN, Schemes: "postgres|postgresql"}
		nats     = uricheck.Need{Kind: uricheck.KindTarget, Schemes: "nats|tls|ws|wss", List: true}
		slack    = uricheck.Need{Kind: uricheck.KindURL, Schemes: "http|https", Slash: true}
	)
	for _, tt := range []struct {
		in   string
		need uricheck.Need
		want string // category, "" for none
		off  int    // the finding's offset
	}{
		// amqp091-go's ParseURI: "AMQP scheme must be either 'amqp://' or 'amqps://'".
		{"amqp://guest@localhost:5672/", amqp, "", 0},
		{"AMQPS://mq/vhost", amqp, "", 0}, // a library's URI is checked, not normalized
		{"rabbit:5672", amqp, uricheck.Form, 0},
		{"127.0.0.1:5672", amqp, uricheck.Form, 0},
		{"localhost:5672", amqp, uricheck.Form, 0},
		{"http://rabbit:5672", amqp, uricheck.Form, 0},
		{"amqp://rabbit:99999/", amqp, uricheck.Port, 14},
		{"amqp://app:s3cret@rabbit/", amqp, uricheck.Credentials, 11},
		// connstring: several hosts, and the userinfo before them.
		{"mongodb://a:27017,b:27017/db?replicaSet=rs", mongo, "", 0},
		{"mongodb+srv://cluster0.example.net/db", mongo, "", 0},
		{"mongodb://app:s3cret@a:27017,b:27017/db", mongo, uricheck.Credentials, 14},
		{"mongo.internal:27017", mongo, uricheck.Form, 0},
		// gorilla/websocket: errMalformedURL for a scheme other than ws or wss.
		{"ws://127.0.0.1:8080/ws", ws, "", 0},
		{"https://stream.example.com/ws", ws, uricheck.Form, 0},
		// otlptracehttp.WithEndpoint, minio.New: host:port, no scheme or path.
		{"collector:4318", hostport, "", 0},
		{"[::1]:4318", hostport, "", 0},
		{"/var/run/redis.sock", uricheck.Need{Kind: uricheck.KindHostPort, Socket: true}, "", 0}, // go-redis's Addr
		{"/v1/traces", hostport, uricheck.Form, 0},                                               // otlptracehttp.WithEndpoint takes no path
		{"", hostport, "", 0},
		{"http://collector:4318", hostport, uricheck.Form, 0},
		{"collector:4318/v1/traces", hostport, uricheck.Form, 14},
		{"app:pw@redis:6379", hostport, uricheck.Form, 0},
		{"::1:4318", hostport, uricheck.Malformed, 0},
		{"redis:99999", hostport, uricheck.Port, 6},
		// gRPC: host:port or a resolver's URI; none serves http.
		{"localhost:50051", grpc, "", 0},
		{"dns:///db.internal:50051", grpc, "", 0},
		{"unix:/run/app.sock", grpc, "", 0},
		{"consul://registry/app", grpc, "", 0},
		{"http://localhost:50051", grpc, uricheck.Form, 0},
		{"tcp://localhost:50051", grpc, uricheck.Form, 0},
		{"localhost:99999", grpc, uricheck.Port, 10},
		{"npipe:////./pipe/docker_engine", uricheck.Need{Kind: uricheck.KindURL, Schemes: "npipe|unix"}, "", 0},
		// consul api: "host:port", or http, https or unix URLs.
		{"127.0.0.1:8500", consul, "", 0},
		{"https://consul.internal:8501", consul, "", 0},
		{"tcp://consul.internal:8500", consul, uricheck.Form, 0},
		// pgx: a URL when it starts with postgres:// or postgresql://,
		// else a keyword/value string, which is not a URI.
		{"host=db user=app sslmode=disable", postgres, "", 0},
		{"postgres://app@db:5432/app?sslmode=disable", postgres, "", 0},
		{"postgress://app@db:5432/app", postgres, uricheck.Form, 0},
		{"postgres://app:s3cret@db/app", postgres, uricheck.Credentials, 15},
		// nats.Connect: a comma-separated list; a bare host:port is
		// taken as nats://.
		{"nats://a:4222, nats://b:4222", nats, "", 0},
		{"a:4222,b:4222", nats, "", 0},
		{"nats://a:4222,http://b:4222", nats, uricheck.Form, 14},
		// slack.OptionAPIURL: method names are appended to it.
		{"https://slack.example.com/api/", slack, "", 0},
		{"https://slack.example.com/api", slack, uricheck.Form, 29},
	} {
		fs := uricheck.Check(tt.in, uricheck.Options{Need: tt.need, Site: "f", Steps: uricheck.DefaultSteps, Whole: true})
		switch {
		case tt.want == "" && len(fs) > 0:
			t.Errorf("Check(%q, %+v) = %+v, want none", tt.in, tt.need, fs)
		case tt.want != "" && (len(fs) != 1 || fs[0].Category != tt.want || fs[0].Offset != tt.off):
			t.Errorf("Check(%q, %+v) = %+v, want one %s finding at %d", tt.in, tt.need, fs, tt.want, tt.off)
		}
		for _, f := range fs {
			if strings.Contains(f.Message, "s3cret") {
				t.Errorf("Check(%q): message %q prints the password", tt.in, f.Message)
			}
		}
	}
}
