package urlparts

import (
	"net/http"
	"net/url"
)

func parts(host string, req *http.Request) { // want parts:"readsurl\\[1\\]"
	_ = &url.URL{Scheme: "http", Host: "http://127.0.0.1:8000"}       // want `Host holds a whole URL`
	_ = &url.URL{Scheme: "https://", Host: "example.com", Path: "/x"} // want `Scheme holds "://" after the scheme`
	_ = url.URL{Scheme: "https", Host: "example.com:99999"}           // want `port 99999 is out of range`
	_ = url.URL{Scheme: "https", Host: "exa mple.com"}                // want `url.URL.Host: unexpected character " "`
	_ = url.URL{Scheme: "http", Host: "2001:db8::1"}                  // want `IPv6 address must be in brackets`
	_ = url.URL{Scheme: "http", Host: "[2001:db8::1]:8080"}           // ok
	_ = url.URL{Scheme: "https", Host: host, Path: "/a b#c"}          // ok: Path is decoded text
	_ = url.URL{Scheme: "https", Host: host, RawQuery: "?a=1"}        // want `RawQuery starts with '\?'`
	_ = url.URL{Scheme: "https", Host: host, RawQuery: "a=1 2"}       // want `a space must be percent-encoded as %20`
	_ = url.URL{Scheme: "git+ssh", Host: host + ":22"}                // want `host may be an IPv6 address \(host from parameter host at urlparts.go:8\)`

	u, _ := url.Parse("https://example.com/")
	u.Host = "api.example.com/v2" // want `Host holds a path; it belongs in Path`
	u.Scheme = "https:"           // want `Scheme holds ":" after the scheme`
	u.Host = host + ":8080"       // want `host may be an IPv6 address`
	req.Host = "user@example.com" // want `Host holds userinfo`
	req.URL.Host = "example.com"  // ok
}
