package wrapa

import "net/http"

// Fetch passes u on to http.Get: it is a sink too.
func Fetch(u string) (*http.Response, error) { return http.Get(u) } // want Fetch:"urisink"

// FetchTwice reaches http.Get through Fetch.
func FetchTwice(u string) { Fetch(u); Fetch(u) } // want FetchTwice:"urisink"

// Rewrite changes u before the sink: not a wrapper.
func Rewrite(u string) (*http.Response, error) { // want Rewrite:"completes\\[0\\]"
	u = "https://" + u
	return http.Get(u)
}

func use() {
	Fetch("example.com") // want `wrapa.Fetch needs an absolute http or https URL, but "example.com" has no scheme`
}
