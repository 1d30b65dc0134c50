// Package completec configures completeb's clients.
package completec

import "completeb"

var clients = []completeb.Config{
	{Host: "localhost:8080"},     // ok: Dial completes it
	{Base: "db.internal:5432"},   // ok: complete completes it, through completea.Through
	{Endpoint: "localhost:9090"}, // want `completeb.Config.Endpoint needs an absolute http or https URL, but "localhost" parses as the scheme`
}
