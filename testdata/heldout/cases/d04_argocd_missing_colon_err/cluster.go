package d04

import (
	"errors"
	"net/url"
)

type Cluster struct{ ProxyURL string }

func applyServerProxyOverride(set bool, proxy string, c *Cluster) error {
	if !set {
		return nil
	}
	u, err := url.Parse(proxy)
	if err != nil {
		return err
	}
	if u.Scheme == "" || u.Host == "" {
		return errors.New("invalid proxy URL")
	}
	c.ProxyURL = u.String()
	return nil
}
