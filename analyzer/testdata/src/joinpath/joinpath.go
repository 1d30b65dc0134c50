// Package joinpath builds links with package path and nothing that can
// send a request: path.Join still collapses the "//" of a URL here.
package joinpath

import (
	"path"
	"path/filepath"
)

const cdn = "https://cdn.example.com/static" // want `path.Join cleans "https://cdn.example.com/static" as a file path`

func assetLink(name string) string {
	return path.Join(cdn, "img", name)
}

func cachePath(dir, name string) string { // want cachePath:`joins\[0\]`
	return filepath.Join(dir, "cache", name) // ok: a file path
}

func docLink(page string) string {
	return path.Clean("https://docs.example.com/guide/../" + page) // want `path.Clean cleans "https://docs.example.com/guide/../" as a file path`
}
