// Package cgouse uses cgo: cmd/cgo rewrites this file, and urilint checks
// what it rewrites.
package cgouse

// int twice(int x) { return 2 * x; }
import "C"

import "net/http"

func Twice(x int) int { return int(C.twice(C.int(x))) }

func get() {
	http.Get("htp://example.com/") // want `looks like a misspelling of "http"`
}
