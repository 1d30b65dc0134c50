package d22

import "net/url"

func Canonical(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return s
	}
	return u.String()
}
