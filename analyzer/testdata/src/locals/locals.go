package locals

import (
	"net/http"
	"net/url"
)

func once() {
	u := "https://exa mple.org/" // want `unexpected character " "`
	url.Parse(u)
}

func twice(prod bool) {
	u := "https://exa mple.org/" // want `invalid percent-encoding|unexpected character`
	if prod {
		u = "https://example.org/"
	}
	url.Parse(u)
}

func addressTaken() {
	u := "www.example.com" // ok: its address escapes, so its value at the call is unknown
	p := &u
	_ = p
	http.Get(u)
}

func viaVar() {
	var endpoint = "localhost:8080/api" // want `"localhost" parses as the scheme`
	http.Get(endpoint)
}

const base = "htp://example.com" // want `looks like a misspelling of "http"`

func viaConst() {
	http.Get(base + "/x")
	http.Get(base + "/y")
}
