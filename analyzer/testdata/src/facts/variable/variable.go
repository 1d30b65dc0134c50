// Package variable passes an exported field and an exported package
// variable to sinks: their facts alone, printed in full.
package variable

import "net/http"

// Config configures a client.
type Config struct {
	Endpoint string // want Endpoint:`^urivar\(net/http.Get http\)$`
}

// Mirror is where downloads come from.
var Mirror string // want Mirror:`^urivar\(\(\*net/http.Client\).Get client\)$`

// Ping gets the endpoint and the mirror.
func Ping(c *http.Client, cfg *Config) {
	http.Get(cfg.Endpoint)
	c.Get(Mirror)
}
