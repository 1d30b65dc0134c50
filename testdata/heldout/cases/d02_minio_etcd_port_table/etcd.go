package d02

import (
	"errors"
	"net/url"
	"strings"
)

func parseEndpoints(s string) ([]string, bool, error) {
	var eps []string
	secure := false
	for _, e := range strings.Split(s, ",") {
		u, err := url.Parse(e)
		if err != nil {
			return nil, false, err
		}
		if u.Scheme != "http" && u.Scheme != "https" {
			return nil, false, errors.New("bad scheme")
		}
		if p := u.Port(); len(p) > 5 {
			return nil, false, errors.New("bad port")
		}
		secure = u.Scheme == "https"
		eps = append(eps, e)
	}
	return eps, secure, nil
}
