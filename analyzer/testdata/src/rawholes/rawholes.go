// Package rawholes checks holes whose text a URI component cannot carry
// raw: a file-system path in a path, decoded text in a query.
package rawholes

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
)

type cache struct{ dir string }

func (c *cache) pathFor(name string) string { return filepath.Join(c.dir, name+".json") }

func files(c *cache, dir, name string) { // want files:`joins\[1\]`
	url.Parse("file://" + filepath.Join(dir, name))    // want `filepath.Join\(dir, name\) is a file-system path \(from path/filepath.Join at rawholes.go:20\) put raw in the URI's path`
	url.Parse(fmt.Sprintf("file:///%s", os.TempDir())) // want `os.TempDir\(\) is a file-system path`
	p := c.pathFor(name)                               //
	fileURL := "file://" + p                           // want `c.pathFor\(name\) is a file-system path \(from path/filepath.Join at rawholes.go:17\)`
	_ = fileURL                                        //
	tmp, _ := os.MkdirTemp("", "x")                    //
	url.Parse("http://localhost:8080/files" + tmp)     // want `tmp is a file-system path \(from os.MkdirTemp`
	url.Parse("file://" + name)                        // ok: a parameter, of unknown content
	u := url.URL{Scheme: "file", Path: filepath.Join(dir, name)}
	http.Get(u.String())                                          // ok: url.URL escapes its Path
	http.Get("http://h/x/" + url.PathEscape(filepath.Base(name))) // ok: escaped
}

func handler(w http.ResponseWriter, r *http.Request) { // want handler:`readsurl\[1\]`
	q := r.URL.Query().Get("q")
	http.Get("https://search.example.com/?q=" + q)                  // want `r.URL.Query\(\).Get\("q"\) is decoded text \(from \(net/url.Values\).Get at rawholes.go:34\) put raw in the query: the server receives`
	http.Get("https://search.example.com/?q=" + r.FormValue("q"))   // want `r.FormValue\("q"\) is decoded text`
	http.Get("https://search.example.com/?q=" + url.QueryEscape(q)) // ok
	http.Get("https://search.example.com/" + q)                     // ok: in the path, not the query
	v := url.Values{"q": {q}}
	http.Get("https://search.example.com/?" + v.Encode()) // ok
}

// A directory found by a function with an error result, joined again
// with path.Join, which keeps its text (elastic apm-agent-go's schema
// directory: on Windows "file://" + "C:/..." names the host "C:").
func schemaDir(dir string) (string, error) {
	if dir == "" {
		return "", errors.New("no directory")
	}
	return path.Join(filepath.ToSlash(dir), "jsonschema"), nil
}

func compileSchema(fp string) {
	dir, err := schemaDir(fp)
	if err != nil {
		return
	}
	url.Parse("file://" + path.Join(dir, fp)) // want `path.Join\(dir, fp\) is a file-system path \(from path/filepath.ToSlash at rawholes.go:\d+\)`
}

// One return of a name not known to be a file-system path: silent.
func someDir(dir string) (string, error) { // want someDir:"joins\\[0\\] path/filepath.Join"
	if dir == "" {
		return "/srv/schema", nil
	}
	return filepath.Join(dir, "schema"), nil
}

func compileSome(fp string) {
	dir, err := someDir(fp)
	if err != nil {
		return
	}
	url.Parse("file://" + path.Join(dir, fp))
	// The error result is no path.
	_, err2 := schemaDir(fp)
	url.Parse("file:///x/" + fmt.Sprint(err2))
	// path.Join of names alone.
	url.Parse("file://" + path.Join("/srv", fp))
}
