// Source: https://github.com/elastic/apm-agent-go/commit/ab4e014d82e7341b417fe09603030181baaeda8d
// (PR #301 "internal/apmschema: fix file:// URL for Windows",
// internal/apmschema/schema.go). The schema directory came from go/build
// (pkg.Dir) through filepath.ToSlash and was glued after "file://", so on
// Windows "C:/..." became the URL's host. The original passed the URL to
// jsonschema's Compiler.Compile (which parses it); url.Parse stands in.
// The real fix prefixes "/" on Windows only (fixOriginal, left unmarked:
// it still puts the raw path into the URL, so a space or '%' in the
// directory stays unescaped); the deliberate line builds the URL with
// url.URL{Path: ...}.
package rt13

import (
	"go/build"
	"net/url"
	"path"
	"path/filepath"
	"runtime"
)

func schemaDir() (string, error) {
	pkg, err := build.Default.Import("go.elastic.co/apm/internal/apmschema", "", build.FindOnly)
	if err != nil {
		return "", err
	}
	return path.Join(filepath.ToSlash(pkg.Dir), "jsonschema"), nil
}

func compile(fp string) (*url.URL, error) {
	dir, err := schemaDir()
	if err != nil {
		return nil, err
	}
	return url.Parse("file://" + path.Join(dir, fp)) // heldout:mistake malformed
}

func fixOriginal(fp string) (*url.URL, error) {
	dir, err := schemaDir()
	if err != nil {
		return nil, err
	}
	if runtime.GOOS == "windows" {
		dir = "/" + dir
	}
	return url.Parse("file://" + path.Join(dir, fp))
}

func compileOK(fp string) (*url.URL, error) {
	dir, err := schemaDir()
	if err != nil {
		return nil, err
	}
	p := path.Join(dir, fp)
	if runtime.GOOS == "windows" {
		p = "/" + p
	}
	u := url.URL{Scheme: "file", Path: p} // heldout:deliberate
	return url.Parse(u.String())
}
