package d16

import "strings"

func matchSplat(pattern, path string) map[string]string {
	if pattern != "/*" {
		return nil
	}
	return map[string]string{":splat": strings.Trim(strings.ReplaceAll(path, "//", "/"), "/")}
}
