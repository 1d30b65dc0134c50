// Package completec configures completeb's clients.
package completec

import "completeb"

var clients = []completeb.Config{
	{Host: "localhost:8080"},     // ok: Dial completes it
	{Base: "db.internal:5432"},   // ok: complete completes it, through completea.Through
	{Endpoint: "localhost:9090"}, // want `completeb.Config.Endpoint needs an absolute http or https URL, but "localhost" parses as the scheme`
}

// The Options NewClient completes: Host two calls away, Proxy three.
func newClient() *completeb.Client {
	return completeb.NewClient(&completeb.Options{
		Host:  "localhost:8080",      // ok: completed two calls away
		Proxy: "proxy.internal:3128", // ok: completed three calls away
		Base:  "api.internal:8443",   // ok: completed in a copy
		Addr:  "localhost:9090",      // want `completeb.Options.Addr needs an absolute http or https URL, but "localhost" parses as the scheme`
	})
}
