package m06

import (
	"net/url"
	"time"
)

type Timeseries struct {
	StartName, EndName string
	Period             int
	Chunks             [][2]time.Time
}

func chunkTimeseries(ts *Timeseries, u url.URL) error {
	q := u.Query()
	start, err := time.Parse(time.RFC3339, q.Get(ts.StartName))
	if err != nil {
		return err
	}
	end, err := time.Parse(time.RFC3339, q.Get(ts.EndName))
	if err != nil {
		return err
	}
	for s := start; s.Before(end); s = s.Add(time.Duration(ts.Period) * time.Second) {
		ts.Chunks = append(ts.Chunks, [2]time.Time{s, s.Add(time.Duration(ts.Period) * time.Second)})
	}
	return nil
}
