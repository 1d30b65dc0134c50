package d09

import (
	"net/url"
	"strings"
)

func IsURL(s string) bool {
	if strings.HasPrefix(s, "http//") || strings.HasPrefix(s, "https//") {
		return false
	}
	u, err := url.Parse(s)
	return err == nil && u.Host != ""
}
