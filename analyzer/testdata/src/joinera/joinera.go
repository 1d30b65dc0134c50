// Package joinera holds a function that cleans its parameter as a file
// path: a URL given to it loses the "//" after its scheme.
package joinera

import "path"

// Endpoint returns base and p joined.
func Endpoint(base, p string) string { // want Endpoint:`joins\[0\]`
	return path.Join(base, p)
}

// Local joins a directory and a name; its parameter is written again,
// so what it holds at the join is not what the caller gave.
func Local(dir, name string) string {
	dir = path.Clean(dir)
	return path.Join(dir, name)
}
