package d05

import (
	"errors"
	"net/url"
	"strconv"
)

func NewEndpoint(arg string) (*url.URL, error) {
	u, err := url.Parse(arg)
	if err != nil {
		return nil, err
	}
	if p := u.Port(); p != "" {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return nil, errors.New("invalid URL endpoint format: port number must be between 1 to 65535")
		}
	}
	return u, nil
}
