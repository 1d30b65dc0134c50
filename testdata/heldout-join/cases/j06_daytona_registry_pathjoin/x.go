// Source: https://github.com/daytonaio/daytona/commit/c6f44caed2d5f63c8d37e4091bff2a53ff404e0a
// (PR #273 "fix: download url join", marked a bug fix: "Uses url.JoinPath
// instead of path.Join"; pkg/server/api/controllers/binary/binaries.go).
// The binary download URL was path.Join(c.RegistryUrl, binaryVersion,
// binaryName); RegistryUrl is a config field whose default is the constant
// "https://download.daytona.io/daytona" (pkg/server/config/defaults.go),
// overridable by $DEFAULT_REGISTRY_URL. daytona_os.DownloadFile does an
// http.Get of the URL (pkg/os/download.go).
package j06

import (
	"io"
	"net/http"
	"net/url"
	"os"
	"path"
)

const defaultRegistryUrl = "https://download.daytona.io/daytona"

type Config struct {
	RegistryUrl string
}

func getDefaultConfig() *Config {
	c := &Config{RegistryUrl: defaultRegistryUrl}
	if os.Getenv("DEFAULT_REGISTRY_URL") != "" {
		c.RegistryUrl = os.Getenv("DEFAULT_REGISTRY_URL")
	}
	return c
}

func DownloadFile(url string, filename string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	f, err := os.Create(filename)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(f, resp.Body)
	return err
}

func getBinaryPath(binaryName, binaryVersion, binaryPath string) (string, error) {
	c := getDefaultConfig()
	downloadUrl := path.Join(c.RegistryUrl, binaryVersion, binaryName) // heldout:mistake join
	if err := DownloadFile(downloadUrl, binaryPath); err != nil {
		return "", err
	}
	return binaryPath, nil
}

func getBinaryPathOK(binaryName, binaryVersion, binaryPath string) (string, error) {
	c := getDefaultConfig()
	downloadUrl, err := url.JoinPath(c.RegistryUrl, binaryVersion, binaryName) // heldout:deliberate
	if err != nil {
		return "", err
	}
	if err := DownloadFile(downloadUrl, binaryPath); err != nil {
		return "", err
	}
	return binaryPath, nil
}
