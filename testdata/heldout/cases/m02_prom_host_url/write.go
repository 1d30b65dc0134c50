package m02

import (
	"errors"
	"net/url"
)

type RemoteWriteConfig struct{ URL *url.URL }

type WriteStorage struct{ queues map[string]string }

func (s *WriteStorage) ApplyConfig(cfgs []*RemoteWriteConfig) error {
	s.queues = map[string]string{}
	for _, c := range cfgs {
		if c.URL == nil {
			return errors.New("no url")
		}
		s.queues[c.URL.String()] = c.URL.Host
	}
	return nil
}
