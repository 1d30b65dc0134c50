// Package joinflow holds joins that flow proves wrong without a URI
// literal at the join, and the shapes that are right.
package joinflow

import (
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
)

type Config struct {
	Mirror string
	Root   string
}

func fetch(cfg Config, name string) {
	http.Get(path.Join(cfg.Mirror, "dist", name)) // want `the result of path.Join, passed to net/http.Get, can never be an absolute URL with a host`
}

// localJoin is reported where path.Join is called.
func localJoin(base, id string) { // want localJoin:`joins\[0\]`
	u := path.Join(base, "items", id) // want `the result of path.Join, passed to net/http.Post, can never be an absolute URL`
	http.Post(u, "text/plain", nil)
}

type Client struct{ base string }

// get sends a GET to u: a wrapper of http.Get.
func (c *Client) get(u string) (*http.Response, error) { return http.Get(u) } // want get:`urisink\(#0 http\)`

func (c *Client) Item(id string) {
	c.get(path.Join(c.base, "item", id)) // want `the result of path.Join, passed to \(\*joinflow.Client\).get, can never be an absolute URL`
}

func scheme(addr, id string) {
	_ = path.Join("http://", addr, "api", id) // want `path.Join turns the "//" of "http://" into "/"`
}

// The shapes that are right.
func right(u *url.URL, sub, root, name, id string) { // want right:`joins\[2\]` right:`joinpath\[4\]`
	u.Path = path.Join(u.Path, sub)                                                      // ok: a path
	os.Open(filepath.Join(root, name))                                                   // ok: a file path
	http.NewRequest("GET", path.Join("/api", id), nil)                                   // ok: a request may hold an absolute path
	http.Get("https://example.com" + path.Join("/api", id))                              // ok: the join builds the path only
	_, _ = url.JoinPath("https://example.com/", "api", id)                               // ok: url.JoinPath keeps the "//"
	http.Get(u.JoinPath("api", id).String())                                             // ok
	http.Get((&url.URL{Scheme: "https", Host: "h", Path: path.Join("/a", id)}).String()) // ok
}

type stats struct {
	base *url.URL
	path string
}

func newStats(base *url.URL) *stats {
	return &stats{base: base, path: "/stats?fmt=2"} // want `\(\*net/url.URL\).JoinPath escapes "\?" in an element into "%3F"`
}

func (s *stats) fetch() { http.Get(s.base.JoinPath(s.path).String()) }

type pages struct{ path string }

func (p *pages) url(base *url.URL) *url.URL { return base.JoinPath(p.path) } // ok: only paths are written to path

func newPages() *pages { return &pages{path: "docs/index"} }

// Service's BaseURL is a URL: it is sent to.
type Service struct {
	BaseURL string // want BaseURL:`urivar\(net/http.Get http\)`
	Root    string
}

func (s *Service) ping() { http.Get(s.BaseURL) }

func (s *Service) asset(p string) string {
	return path.Join(s.BaseURL, "assets", p) // want `path.Join cleans joinflow.Service.BaseURL, a URL \(it is passed to net/http.Get\), as a file path`
}

func (s *Service) file(p string) (*os.File, error) {
	return os.Open(filepath.Join(s.Root, p)) // ok: Root only ever holds file paths
}

// mirror's base is a URL, though unexported: this package is its only
// writer and reader, and sends to it.
type mirror struct {
	base  string
	cache string
	host  string
}

func (m *mirror) ping() { http.Get(m.base) }

func (m *mirror) file(name string) string {
	return path.Join(m.base, "dist", name) // want `path.Join cleans joinflow.mirror.base, a URL \(it is passed to net/http.Get\), as a file path`
}

// A URL as a later element builds a file name of it: maybe meant.
func (m *mirror) cached() string { return filepath.Join(m.cache, m.base) } // ok

// host is sent to, but also completed: it may be a bare host.
func (m *mirror) hostURL() string {
	if !strings.HasPrefix(m.host, "http") {
		return "https://" + m.host
	}
	http.Get(m.host)
	return path.Join(m.host, "x") // ok: host is not only a URL
}

var defaultMirror = "https://mirror.example.com/pub" // want `path.Join cleans "https://mirror.example.com/pub" as a file path`

func ping() { http.Head(defaultMirror) }

func pkgVar(name string) string {
	return path.Join(defaultMirror, name) // reported at its value
}

// upstream is written by a flag elsewhere: its value is unknown, and it
// is sent to.
var upstream string

func proxy(p string) {
	http.Get(upstream)
	_ = path.Join(upstream, p) // want `path.Join cleans joinflow.upstream, a URL \(it is passed to net/http.Get\), as a file path`
}

// A proxy forwards the incoming request's path: the joins build paths.
func forward(backend *url.URL, origin string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		out := *backend
		out.Path = path.Join(backend.Path, r.URL.Path)                            // ok: a path
		http.Get(out.String())                                                    // ok
		http.NewRequest(r.Method, origin+path.Join("/", r.URL.Path), nil)         // ok: the join builds the path only
		http.NewRequest(r.Method, path.Join("/api", r.URL.Path), nil)             // ok: a request may hold an absolute path
		http.Redirect(w, r, path.Join("/login", r.URL.Path), http.StatusSeeOther) // ok
	}
}

// download parses its argument and sends the URL's text as it was
// parsed: the argument needs what http.Client.Get needs (l3afd's
// DownloadArtifact, whose callers path.Join'ed a repository URL).
func download(c *http.Client, raw string) error { // want download:`urisink\(#1 client\)`
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	switch u.Scheme {
	case "http", "https":
		_, err = c.Get(u.String())
	}
	return err
}

func artifacts(c *http.Client, cfg Config, name string) error {
	p := path.Join(cfg.Root, name, "x.tar.gz") // want `the result of path.Join, passed to joinflow.download, can never be an absolute URL`
	return download(c, p)
}

// repaired adds a scheme to what has none before it sends: its argument
// is only url.Parse's.
func repaired(c *http.Client, raw string) error { // want repaired:`urisink\(#1 reference\)`
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Scheme == "" {
		u.Scheme = "https"
	}
	_, err = c.Get(u.String())
	return err
}

func repairedUse(c *http.Client, root, name string) error { // want repairedUse:`joins\[1\]`
	return repaired(c, path.Join(root, name)) // ok: a reference may be a path
}

// SAML builds its endpoints from the root URL's path: with the root
// "http://localhost:8000/" the "/" doubles (crewjam/saml's samlsp.New).
type SAMLOptions struct{ URL url.URL }

func newSAML(opts SAMLOptions) (url.URL, url.URL) {
	metadata := opts.URL
	metadata.Path = metadata.Path + "/saml/metadata" // want `metadata.Path is "/" \(metadata is "http://localhost:8000/"\), and the text after it starts with "/": the "/" is doubled`
	acs := opts.URL
	acs.Path = acs.Path + "saml/acs" // ok: no "/" after the root's
	return metadata, acs
}

func samlExample() {
	root, _ := url.Parse("http://localhost:8000/")
	newSAML(SAMLOptions{URL: *root})
}

// A root without a path: no "/" to double.
type plainOptions struct{ URL url.URL }

func newPlain(opts plainOptions) url.URL {
	u := opts.URL
	u.Path = u.Path + "/saml/metadata" // ok: the root's path is empty
	return u
}

func plainExample() {
	root, _ := url.Parse("http://localhost:8000")
	newPlain(plainOptions{URL: *root})
}

// A base URL's text behind an interface (reearth's GetBaseURL): every
// implementation in the package returns (*url.URL).String().
type files interface{ BaseURL() string }

type fileRepo struct{ public *url.URL }

func (f *fileRepo) BaseURL() string { return f.public.String() } // want BaseURL:`urltext`

func exportURL(fs files, id string) string {
	return path.Join(fs.BaseURL(), id+".geojson") // want `path.Join cleans fs.BaseURL\(\), a URL's text`
}

// A directory behind an interface: no URL.
type dirs interface{ Root() string }

type tmpDirs struct{}

func (tmpDirs) Root() string { return os.TempDir() }

func dirOf(d dirs, id string) string {
	return path.Join(d.Root(), id) // ok: a directory
}

// Types that lead the search for an interface's implementations back to
// itself, or into a generic type: no finding, and no endless search
// (caddy's types once overflowed the stack here).
type linker interface{ Link() string }

type wrapped struct{ linker } // the method is the embedded interface's

func links(l linker) string { return path.Join(l.Link(), "x") } // ok: no implementation returns a URL's text

type namer interface{ Name() string }

type generic[T any] struct{ v T }

func (g generic[T]) Name() string { var s any = g.v; _ = s; return "" }

func names(n namer) string { return path.Join(n.Name(), "x") } // ok
