// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// LibSinks are the URI parameters of widely used Go libraries, each from
// the library's documentation and source at the version named in its
// comment.
//
// Pinned to the version each group's comment names (the analyzer's
// libModules): TestLibrarySignatures (URILINT_E2E) checks each against
// that version's real signature; the analyzer's tests run each on a
// stand-in package at the library's import path.
var LibSinks = []Sink{
	// go.mongodb.org/mongo-driver v1.17.10 and /v2 v2.10.0: the URI is
	// parsed by x/mongo/driver/connstring, which wants the scheme
	// "mongodb" or "mongodb+srv" ("scheme must be \"mongodb\" or
	// \"mongodb+srv\""). Several hosts are written a:1,b:2.
	{"(*go.mongodb.org/mongo-driver/mongo/options.ClientOptions).ApplyURI", 0, "url=mongodb|mongodb+srv"},
	{"go.mongodb.org/mongo-driver/x/mongo/driver/connstring.ParseAndValidate", 0, "url=mongodb|mongodb+srv"},
	{"go.mongodb.org/mongo-driver/x/mongo/driver/connstring.Parse", 0, "url=mongodb|mongodb+srv"},
	{"(*go.mongodb.org/mongo-driver/v2/mongo/options.ClientOptions).ApplyURI", 0, "url=mongodb|mongodb+srv"},
	{"go.mongodb.org/mongo-driver/v2/x/mongo/driver/connstring.ParseAndValidate", 0, "url=mongodb|mongodb+srv"},
	{"go.mongodb.org/mongo-driver/v2/x/mongo/driver/connstring.Parse", 0, "url=mongodb|mongodb+srv"},

	// github.com/jackc/pgx/v5 v5.12.0: pgconn.ParseConfig reads a URL
	// when the string starts with "postgres://" or "postgresql://", and
	// otherwise a keyword/value string ("host=db user=app").
	{"github.com/jackc/pgx/v5.Connect", 1, "dsn=postgres|postgresql"},
	{"github.com/jackc/pgx/v5.ConnectWithOptions", 1, "dsn=postgres|postgresql"},
	{"github.com/jackc/pgx/v5.ParseConfig", 0, "dsn=postgres|postgresql"},
	{"github.com/jackc/pgx/v5.ParseConfigWithOptions", 0, "dsn=postgres|postgresql"},
	{"github.com/jackc/pgx/v5/pgxpool.New", 1, "dsn=postgres|postgresql"},
	{"github.com/jackc/pgx/v5/pgxpool.ParseConfig", 0, "dsn=postgres|postgresql"},
	{"github.com/jackc/pgx/v5/pgconn.Connect", 1, "dsn=postgres|postgresql"},
	{"github.com/jackc/pgx/v5/pgconn.ConnectWithOptions", 1, "dsn=postgres|postgresql"},
	{"github.com/jackc/pgx/v5/pgconn.ParseConfig", 0, "dsn=postgres|postgresql"},
	{"github.com/jackc/pgx/v5/pgconn.ParseConfigWithOptions", 0, "dsn=postgres|postgresql"},

	// github.com/lib/pq v1.12.3: ParseURL takes a postgres:// or
	// postgresql:// URL ("invalid connection protocol"); NewConnector
	// takes a URL or a keyword/value string, as pgx does.
	{"github.com/lib/pq.ParseURL", 0, "url=postgres|postgresql"},
	{"github.com/lib/pq.NewConnector", 0, "dsn=postgres|postgresql"},
	{"github.com/lib/pq.NewConfig", 0, "dsn=postgres|postgresql"},
	{"github.com/lib/pq.Open", 0, "dsn=postgres|postgresql"},
	{"github.com/lib/pq.DialOpen", 1, "dsn=postgres|postgresql"},
	{"github.com/lib/pq.NewListener", 0, "dsn=postgres|postgresql"},
	{"github.com/lib/pq.NewDialListener", 1, "dsn=postgres|postgresql"},

	// github.com/redis/go-redis/v9 v9.23.0 and github.com/go-redis/redis/v8:
	// ParseURL takes redis://, rediss:// or unix:// ("invalid URL
	// scheme"); ParseClusterURL and ParseFailoverURL (v9) redis:// or
	// rediss://.
	{"github.com/redis/go-redis/v9.ParseURL", 0, "url=redis|rediss|unix"},
	{"github.com/redis/go-redis/v9.ParseClusterURL", 0, "url=redis|rediss"},
	{"github.com/redis/go-redis/v9.ParseFailoverURL", 0, "url=redis|rediss"},
	{"github.com/go-redis/redis/v8.ParseURL", 0, "url=redis|rediss|unix"},

	// github.com/rabbitmq/amqp091-go v1.16.0 and github.com/streadway/amqp v1.1.0:
	// ParseURI, which every Dial calls, takes amqp:// or amqps:// ("AMQP
	// scheme must be either 'amqp://' or 'amqps://'").
	{"github.com/rabbitmq/amqp091-go.Dial", 0, "url=amqp|amqps"},
	{"github.com/rabbitmq/amqp091-go.DialTLS", 0, "url=amqp|amqps"},
	{"github.com/rabbitmq/amqp091-go.DialTLS_ExternalAuth", 0, "url=amqp|amqps"},
	{"github.com/rabbitmq/amqp091-go.DialConfig", 0, "url=amqp|amqps"},
	{"github.com/rabbitmq/amqp091-go.ParseURI", 0, "url=amqp|amqps"},
	{"github.com/streadway/amqp.Dial", 0, "url=amqp|amqps"},
	{"github.com/streadway/amqp.DialTLS", 0, "url=amqp|amqps"},
	{"github.com/streadway/amqp.DialConfig", 0, "url=amqp|amqps"},
	{"github.com/streadway/amqp.ParseURI", 0, "url=amqp|amqps"},

	// github.com/nats-io/nats.go v1.55.0: Connect splits its argument on
	// "," and prepends nats:// to an element without "://"; it dials any
	// scheme as NATS, so only each element's own syntax is checked.
	{"github.com/nats-io/nats.go.Connect", 0, "targets=*"},

	// github.com/gorilla/websocket v1.5.3: the dialer wants ws:// or
	// wss:// (errMalformedURL, "malformed ws or wss URL").
	{"(*github.com/gorilla/websocket.Dialer).Dial", 0, "url=ws|wss"},
	{"(*github.com/gorilla/websocket.Dialer).DialContext", 1, "url=ws|wss"},

	// github.com/coder/websocket v1.8.15 (nhooyr.io/websocket v1.8.17):
	// Dial takes ws, wss, http or https ("unexpected url scheme").
	{"github.com/coder/websocket.Dial", 1, "url=ws|wss|http|https"},
	{"nhooyr.io/websocket.Dial", 1, "url=ws|wss|http|https"},

	// golang.org/x/net/websocket v0.62.0: DialConfig refuses a location that is
	// not ws:// or wss:// (ErrBadScheme).
	{"golang.org/x/net/websocket.Dial", 0, "url=ws|wss"},
	{"golang.org/x/net/websocket.NewConfig", 0, "url=ws|wss"},

	// google.golang.org/grpc v1.85.0: a target is host:port, or a URI
	// whose scheme names a registered resolver (dns, unix, passthrough,
	// or one the program registers: any scheme may be). No resolver
	// serves http, https or tcp: such a target falls back to the default
	// resolver, which dials "http://h:p" as an address ("too many colons
	// in address").
	{"google.golang.org/grpc.Dial", 0, "target=dns|unix|unix-abstract|passthrough|xds|*|!http|!https|!tcp"},
	{"google.golang.org/grpc.DialContext", 1, "target=dns|unix|unix-abstract|passthrough|xds|*|!http|!https|!tcp"},
	{"google.golang.org/grpc.NewClient", 0, "target=dns|unix|unix-abstract|passthrough|xds|*|!http|!https|!tcp"},

	// go.opentelemetry.io/otel/exporters/otlp v1.47.0 (otlplog v0.23.0):
	// the http exporters' WithEndpoint takes "host:port" with no scheme
	// or path ("the provided endpoint should resemble example.com:4318
	// (no scheme or path)"): it becomes a url.URL's Host. The gRPC
	// exporters give theirs to grpc.NewClient: a gRPC target.
	// WithEndpointURL takes an http or https URL and keeps its host.
	{"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp.WithEndpoint", 0, "hostport"},
	{"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp.WithEndpointURL", 0, "url=http|https"},
	{"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc.WithEndpoint", 0, "target=dns|unix|unix-abstract|passthrough|xds|*|!http|!https|!tcp"},
	{"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc.WithEndpointURL", 0, "url=http|https"},
	{"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp.WithEndpoint", 0, "hostport"},
	{"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp.WithEndpointURL", 0, "url=http|https"},
	{"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetricgrpc.WithEndpoint", 0, "target=dns|unix|unix-abstract|passthrough|xds|*|!http|!https|!tcp"},
	{"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetricgrpc.WithEndpointURL", 0, "url=http|https"},
	{"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp.WithEndpoint", 0, "hostport"},
	{"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp.WithEndpointURL", 0, "url=http|https"},
	{"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploggrpc.WithEndpoint", 0, "target=dns|unix|unix-abstract|passthrough|xds|*|!http|!https|!tcp"},
	{"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploggrpc.WithEndpointURL", 0, "url=http|https"},

	// github.com/minio/minio-go/v7 v7.4.1: New takes host:port, or an
	// http or https URL with no path ("Endpoint url scheme %q is
	// unsupported"; v7.0.x took host:port alone).
	{"github.com/minio/minio-go/v7.New", 0, "target=http|https"},

	// github.com/docker/docker v28.5.2 and github.com/moby/moby/client
	// v0.6.2: ParseHostURL cuts the host at "://" ("unable to parse
	// docker host") and dials the protocol before it.
	{"github.com/docker/docker/client.WithHost", 0, "url=tcp|tcp4|tcp6|unix|npipe|http|https|ssh"},
	{"github.com/docker/docker/client.ParseHostURL", 0, "url=tcp|tcp4|tcp6|unix|npipe|http|https|ssh"},
	{"github.com/moby/moby/client.WithHost", 0, "url=tcp|tcp4|tcp6|unix|npipe|http|https|ssh"},
	{"github.com/moby/moby/client.ParseHostURL", 0, "url=tcp|tcp4|tcp6|unix|npipe|http|https|ssh"},

	// github.com/go-resty/resty/v2 v2.17.2: the base URL of requests
	// whose URL is relative; the proxy, as net/http's Transport reads it.
	{"(*github.com/go-resty/resty/v2.Client).SetBaseURL", 0, "url=http|https"},
	{"(*github.com/go-resty/resty/v2.Client).SetHostURL", 0, "url=http|https"},
	{"(*github.com/go-resty/resty/v2.Client).SetProxy", 0, "url=http|https|socks5|socks5h"},

	// github.com/hashicorp/vault/api v1.23.0: the server's address,
	// "<Scheme>://<Host>:<Port>", http, https or unix.
	{"(*github.com/hashicorp/vault/api.Client).SetAddress", 0, "url=http|https|unix"},
	{"(*github.com/hashicorp/vault/api.Config).ParseAddress", 0, "url=http|https|unix"},

	// github.com/getsentry/sentry-go v0.46.2: a DSN is an http or https
	// URL ("invalid scheme").
	{"github.com/getsentry/sentry-go.NewDsn", 0, "url=http|https"},

	// github.com/google/go-github/v88 v88.0.0: the base and upload URLs
	// of GitHub Enterprise; the option adds the trailing "/" itself.
	{"github.com/google/go-github/v88/github.WithEnterpriseURLs", 0, "url=http|https"},
	{"github.com/google/go-github/v88/github.WithEnterpriseURLs", 1, "url=http|https"},

	// github.com/slack-go/slack v0.35.0: the API URLs are bases the
	// client appends method names to ("chat.postMessage").
	{"github.com/slack-go/slack.OptionAPIURL", 0, "base=http|https"},
	{"github.com/slack-go/slack.OptionAuditAPIURL", 0, "base=http|https"},
	{"github.com/slack-go/slack.OAuthOptionAPIURL", 0, "base=http|https"}}
