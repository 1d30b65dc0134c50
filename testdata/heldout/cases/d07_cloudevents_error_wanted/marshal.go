package d07

import (
	"errors"
	"net/http"
)

type Event struct{ Source string }

func FromRequest(req *http.Request) (*Event, error) {
	if req == nil {
		return nil, errors.New("req")
	}
	if req.Header.Get("Content-Type") == "" {
		return nil, errors.New("missing content type")
	}
	return &Event{Source: req.URL.String()}, nil
}
