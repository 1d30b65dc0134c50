package d18

import (
	"errors"
	"net/url"
)

func validatePushURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Host == "" {
		return errors.New("no host")
	}
	if u.Scheme != "https" {
		return errors.New("https required")
	}
	return nil
}
