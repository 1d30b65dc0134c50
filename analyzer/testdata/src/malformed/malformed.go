package malformed

import "net/url"

func f() {
	url.Parse("https://example.com/a%zzb")     // want `invalid percent-encoding "%zz"`
	url.Parse("http://[::1/x")                 // want `invalid IP literal`
	url.Parse("http://ex ample.com/")          // want `unexpected character " "`
	url.Parse("http://example.com/a b/")       // want `unexpected character " "`
	url.Parse("https://example.com/ä")         // want `unexpected character "ä"`
	url.Parse("http://u%zz:x@example.com/")    // want `invalid percent-encoding in userinfo`
	url.Parse("https://example.com/a%20b")     // ok: valid percent-encoding
	url.Parse("/relative/path?q=1")            // ok: a valid relative reference
	url.Parse("http://256.256.256.256/")       // ok: a reg-name (RFC 3986 §3.2.2)
	url.Parse("http://[fe80::1%25eth0]:8080/") // ok: RFC 6874 zone
}

const bad = "http://example.com/%" // want `invalid percent-encoding "%"`

const good = "http://example.com/" // ok
