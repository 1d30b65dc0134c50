// Source: https://github.com/hashicorp/go-getter/commit/3347cb1698151641dd7c896ac5e3f0f4351b50de
// ("fix: escape bare '%' in file paths so file:// detection doesn't fail",
// on PR https://github.com/hashicorp/go-getter/pull/643, closed unmerged; the
// same fix again in PR #644 and another in PR #687, both closed; issue #607;
// detect_file.go). Status UNMERGED: the mistake stands on the default branch;
// url.Parse does fail on such a path. FileDetector turned a local path
// (filepath.Join(pwd, src)) into fmt.Sprintf("file:///%s", path); a path
// holding a literal '%' ("{% if foo %}bar") made the later url.Parse fail
// with `invalid URL escape`. The fix escapes bare '%' (escapeBarePercent,
// copied below) and keeps the rest of the path raw, as go-getter supports a
// "?query" suffix on file paths.
package rt15

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
)

func Detect(src, pwd string) (*url.URL, error) {
	if !filepath.IsAbs(src) {
		src = filepath.Join(pwd, src)
	}
	return url.Parse(fmtFileURL(src))
}

func fmtFileURL(path string) string {
	if path[0] == '/' {
		path = path[1:]
	}
	return fmt.Sprintf("file:///%s", path) // heldout:mistake malformed
}

func DetectOK(src, pwd string) (*url.URL, error) {
	if !filepath.IsAbs(src) {
		src = filepath.Join(pwd, src)
	}
	return url.Parse(fmtFileURLOK(src))
}

func fmtFileURLOK(path string) string {
	if path[0] == '/' {
		path = path[1:]
	}
	return fmt.Sprintf("file:///%s", escapeBarePercent(path)) // heldout:deliberate
}

func escapeBarePercent(path string) string {
	if !strings.Contains(path, "%") {
		return path
	}
	var b strings.Builder
	for i := 0; i < len(path); i++ {
		if path[i] == '%' && !(i+2 < len(path) && isHex(path[i+1]) && isHex(path[i+2])) {
			b.WriteString("%25")
			continue
		}
		b.WriteByte(path[i])
	}
	return b.String()
}

func isHex(c byte) bool {
	return ('0' <= c && c <= '9') || ('a' <= c && c <= 'f') || ('A' <= c && c <= 'F')
}
