package d15

import (
	"net/url"
	"strings"
)

func parseUpstreamDialAddress(s string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil {
		return "", err
	}
	return u.Host, nil
}
