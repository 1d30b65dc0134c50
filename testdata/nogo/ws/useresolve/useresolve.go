// Package useresolve calls resolve.Get with a relative reference: urilint
// reports it (join) only if resolve's resolver fact reaches it.
package useresolve

import "example.com/nogows/resolve"

// Users resolves "users", which drops the base's "v2".
func Users() { resolve.Get("users") }
