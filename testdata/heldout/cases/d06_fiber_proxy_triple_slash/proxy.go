package d06

import (
	"errors"
	"net/url"
)

func validateUpstream(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Host == "" {
		return errors.New("upstream host empty")
	}
	return nil
}
