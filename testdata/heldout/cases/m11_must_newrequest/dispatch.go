package m11

import "net/http"

type Dispatcher struct{ client *http.Client }

func (d *Dispatcher) Offer(req *http.Request) (*http.Response, error) { return d.client.Do(req) }
