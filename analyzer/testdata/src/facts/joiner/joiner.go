// Package joiner holds a function that cleans its parameter as a file
// path: its fact alone, printed in full.
package joiner

import "path"

// Endpoint joins base and p as paths.
func Endpoint(base, p string) string { // want Endpoint:`^joins\[0\] path\.Join$`
	return path.Join(base, p)
}
