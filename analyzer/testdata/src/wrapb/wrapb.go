package wrapb

import "wrapa"

func f() {
	wrapa.Fetch("localhost:8080/")      // want `wrapa.Fetch needs an absolute http or https URL, but "localhost" parses as the scheme`
	wrapa.FetchTwice("www.example.com") // want `wrapa.FetchTwice needs an absolute http or https URL`
	wrapa.Rewrite("example.com")        // ok: Rewrite is not a wrapper
	wrapa.Fetch("https://example.com/") // ok
}
