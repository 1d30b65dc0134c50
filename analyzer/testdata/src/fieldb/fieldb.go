// Package fieldb configures fielda's clients: what it writes to fielda's
// fields is what fielda sends requests to.
package fieldb

import (
	"context"

	"fielda"
)

func clients(ctx context.Context) {
	fielda.New(fielda.Options{Endpoint: "api.example.com/v1"}).Get(ctx) // want `fielda.Options.Endpoint needs an absolute URI or a path starting with "/"`
	fielda.New(fielda.Options{"localhost:9000", "", ""}).Get(ctx)       // want `fielda.Options.Endpoint needs an absolute URI or a path starting with "/", but "localhost" parses as the scheme`
	fielda.New(fielda.Options{Endpoint: "https://api.example.com/v2"}).Get(ctx)
	fielda.New(fielda.Options{Addr: "localhost:6379"}).Dial() // ok: Addr may be a socket path too
	fielda.New(fielda.Options{Name: "localhost:1"})           // ok: a label

	var o fielda.Options
	o.Endpoint = "https//api.example.com/v1" // want `URI lacks ':' after scheme "https"`
	fielda.New(o).Get(ctx)

	var c fielda.Config
	c.Endpoint = "staging.example.com" // want `fielda.Options.Endpoint needs an absolute URI or a path starting with "/"`
	fielda.NewFromConfig(c).Get(ctx)
}

func mirror() {
	fielda.Mirror = "ftp.example.com" // want `fielda.Mirror needs an absolute http or https URL`
	fielda.Sync()
	fielda.Mirror = "https://mirror.example.com/pub"
}
