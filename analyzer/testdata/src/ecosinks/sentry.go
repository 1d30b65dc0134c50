package ecosinks

import sentry "github.com/getsentry/sentry-go"

func errorReporting() {
	sentry.Init(sentry.ClientOptions{Dsn: "examplePublicKey@o0.ingest.sentry.io/0"}) // want `github\.com/getsentry/sentry-go\.ClientOptions\.Dsn needs an http or https URL, but the URI has no scheme`
	sentry.Init(sentry.ClientOptions{Dsn: "https://examplePublicKey@o0.ingest.sentry.io/0"})
	sentry.Init(sentry.ClientOptions{Dsn: ""})
	sentry.NewDsn("sentry://key@o0.ingest.sentry.io/42") // want `github\.com/getsentry/sentry-go\.NewDsn needs an http or https URL, but the scheme is "sentry"`
	sentry.NewDsn("https://key@o0.ingest.sentry.io/42")
	sentry.Init(sentry.ClientOptions{
		Dsn:        "https://key@o0.ingest.sentry.io/42",
		HTTPProxy:  "proxy.internal:3128",          // want `github\.com/getsentry/sentry-go\.ClientOptions\.HTTPProxy needs an http, https, socks5 or socks5h URL, but "proxy\.internal" parses as the scheme`
		HTTPSProxy: "socks4://proxy.internal:1080", // want `sentry-go\.ClientOptions\.HTTPSProxy needs an http, https, socks5 or socks5h URL, but the scheme is "socks4"`
	})
	sentry.Init(sentry.ClientOptions{HTTPProxy: "http://proxy.internal:3128", HTTPSProxy: "http://proxy.internal:3128"})
}
