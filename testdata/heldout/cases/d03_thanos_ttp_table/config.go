package d03

import (
	"errors"
	"net/url"
)

type Config struct{ Addr, Scheme string }

func BuildConfigFromHTTPAddresses(addrs []string) ([]Config, error) {
	var out []Config
	for _, a := range addrs {
		u, err := url.Parse(a)
		if err != nil {
			return nil, err
		}
		if u.Scheme != "http" && u.Scheme != "https" {
			return nil, errors.New("unsupported scheme")
		}
		out = append(out, Config{Addr: u.Host, Scheme: u.Scheme})
	}
	return out, nil
}
