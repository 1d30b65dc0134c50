package plugin

import "net/url"

func f() {
	url.Parse("http://a/%zz")          // want `malformed URI`
	url.Parse("https://example.com")   // want `URI is not normalized \(empty path\)`
	url.Parse("HTTPS://example.com/x") // ok: case is not counted under these settings
}
