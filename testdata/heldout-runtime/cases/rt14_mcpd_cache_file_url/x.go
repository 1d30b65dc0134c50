// Source: https://github.com/mozilla-ai/mcpd/commit/eb74e4d1b6726e244262a08ec59d8d6e3d3609a9
// (PR #266 "Add path helper functions to resolve url.URL issue with Windows
// paths", internal/cache/cache.go). Cache.URL returned
// "file://" + cachePath for a cached registry file (cachePath is a
// filepath.Join under the cache directory); LoadFromURL then url.Parse'd it,
// and on Windows the drive letter became the host. The fix builds it with
// PathToFileURL: url.URL{Scheme: "file", Path: p} with a leading "/" before
// a drive letter.
package rt14

import (
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
)

type Cache struct {
	dir string
}

var windowsDrivePath = regexp.MustCompile(`^[a-zA-Z]:`)

func (c *Cache) pathFor(remoteURL string) string {
	sum := sha256.Sum256([]byte(remoteURL))
	return filepath.Join(c.dir, hex.EncodeToString(sum[:])+".json")
}

func (c *Cache) URL(remoteURL string) (string, error) {
	cachePath := c.pathFor(remoteURL)
	if _, err := os.Stat(cachePath); err == nil {
		fileURL := "file://" + cachePath // heldout:mistake malformed
		return fileURL, nil
	}
	return remoteURL, nil
}

func PathToFileURL(path string) string {
	p := filepath.ToSlash(path)
	if windowsDrivePath.MatchString(p) {
		p = "/" + p
	}
	u := url.URL{Scheme: "file", Path: p} // heldout:deliberate
	return u.String()
}

func (c *Cache) URLOK(remoteURL string) (string, error) {
	cachePath := c.pathFor(remoteURL)
	if _, err := os.Stat(cachePath); err == nil {
		fileURL := PathToFileURL(cachePath) // heldout:deliberate
		return fileURL, nil
	}
	return remoteURL, nil
}

func LoadFromURL(registryURL string) (*url.URL, error) {
	return url.Parse(registryURL)
}
