package d20

import "net/url"

type DockerSDConfig struct {
	Host string
	Port int
}

func (c *DockerSDConfig) Validate() error {
	_, err := url.Parse(c.Host)
	return err
}
