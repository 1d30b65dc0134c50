// Source: https://github.com/go-task/task/commit/f6f458fe1d2124e76c3bdaadda51a86b23539c7c
// (PR #2915 "fix: joinUrl no longer collapses the URL scheme";
// internal/templater/funcs.go). The template function joinUrl, documented
// as {{joinUrl .SERVER "path1" "path2"}} with SERVER "http://localhost",
// was path.Join(elem...): it returned "http:/localhost/path1/path2". The
// functions are registered in a text/template FuncMap (as in funcs.go);
// the URL comes from a Taskfile variable, not from Go code.
package j03

import (
	"net/url"
	"path"
	"text/template"
)

func joinUrl(elem ...string) string {
	return path.Join(elem...) // heldout:mistake join
}

func joinUrlOK(elem ...string) (string, error) {
	if len(elem) == 0 {
		return "", nil
	}
	// Use net/url.JoinPath rather than path.Join: the latter runs path.Clean,
	// which collapses the "//" in a URL scheme (e.g. "http://" -> "http:/").
	return url.JoinPath(elem[0], elem[1:]...) // heldout:deliberate
}

var templateFuncs = template.FuncMap{
	"joinUrl":   joinUrl,
	"joinUrlOK": joinUrlOK,
}
