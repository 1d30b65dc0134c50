// Package rawholes checks holes whose text a URI component cannot carry
// raw: a file-system path in a path, decoded text in a query.
package rawholes

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
)

type cache struct{ dir string }

func (c *cache) pathFor(name string) string { return filepath.Join(c.dir, name+".json") }

func files(c *cache, dir, name string) { // want files:`joins\[1\]`
	url.Parse("file://" + filepath.Join(dir, name))    // want `filepath.Join\(dir, name\) is a file-system path \(from path/filepath.Join at rawholes.go:18\) put raw in the URI's path`
	url.Parse(fmt.Sprintf("file:///%s", os.TempDir())) // want `os.TempDir\(\) is a file-system path`
	p := c.pathFor(name)                               //
	fileURL := "file://" + p                           // want `c.pathFor\(name\) is a file-system path \(from path/filepath.Join at rawholes.go:15\)`
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
	http.Get("https://search.example.com/?q=" + q)                  // want `r.URL.Query\(\).Get\("q"\) is decoded text \(from \(net/url.Values\).Get at rawholes.go:32\) put raw in the query: the server receives`
	http.Get("https://search.example.com/?q=" + r.FormValue("q"))   // want `r.FormValue\("q"\) is decoded text`
	http.Get("https://search.example.com/?q=" + url.QueryEscape(q)) // ok
	http.Get("https://search.example.com/" + q)                     // ok: in the path, not the query
	v := url.Values{"q": {q}}
	http.Get("https://search.example.com/?" + v.Encode()) // ok
}
