// Source: https://github.com/coreos/updateservicectl/commit/ae6b1f3d4d6f142d60a9f0cb3cb57dceb8f90186
// (PR #115 "main: fix method of appending filename to baseUrl", fixes issue
// #114 "path.Join() does not join url paths correctly and strips off the
// extra slash after https"; pkg.go). `package create bulk` set
// pkg.Url = path.Join(baseUrl, filename), baseUrl from the --base-url flag
// (https://host/dir -> https:/host/dir/file). The package record was sent
// to the update service (Package.Insert(...).Do(), stood in for by
// insert) and pkg.Url is read back by `package download` with
// http.Get(pkg.Url) (pkg.go:612, same file).
package j01

import (
	"flag"
	"net/http"
	"net/url"
	"path"
)

type Package struct {
	AppId   string
	Version string
	Url     string
}

var packageFlags struct {
	baseUrl string
}

func init() {
	flag.StringVar(&packageFlags.baseUrl, "base-url", "",
		"URL base packages are hosted at")
}

func insert(pkg *Package) error { return nil }

func createPackageFromInfoFile(filename string, pkg *Package) error {
	baseUrl := packageFlags.baseUrl
	if baseUrl != "" {
		pkg.Url = path.Join(baseUrl, filename) // heldout:mistake join
	}
	return insert(pkg)
}

func createPackageFromInfoFileOK(filename string, pkg *Package) error {
	baseUrl := packageFlags.baseUrl
	if baseUrl != "" {
		u, err := url.Parse(baseUrl)
		if err != nil {
			return err
		}
		u.Path = path.Join(u.Path, filename) // heldout:deliberate
		pkg.Url = u.String()
	}
	return insert(pkg)
}

func downloadPackage(pkg *Package) (*http.Response, error) {
	return http.Get(pkg.Url)
}
