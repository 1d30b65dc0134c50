// Package joinera holds a function that cleans its parameter as a file
// path: a URL given to it loses the "//" after its scheme.
package joinera

import (
	"net/url"
	"path"
)

// Endpoint returns base and p joined.
func Endpoint(base, p string) string { // want Endpoint:`joins\[0\] path\.Join$`
	return path.Join(base, p)
}

// Local joins a directory and a name; its parameter is written again,
// so what it holds at the join is not what the caller gave.
func Local(dir, name string) string {
	dir = path.Clean(dir)
	return path.Join(dir, name)
}

// URL joins p to the base's path.
func URL(base *url.URL, p string) string { // want URL:`joinpath\[1\]` URL:`urltext`
	return base.JoinPath(p).String()
}

// Request hands p on to URL.
func Request(base *url.URL, p string) string { // want Request:`joinpath\[1\]` Request:`urltext`
	return URL(base, p)
}
