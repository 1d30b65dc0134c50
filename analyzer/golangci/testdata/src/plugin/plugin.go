package plugin

import (
	"net/url"

	"pluginwrap"
)

func f() {
	url.Parse("http://a/%zz")          // want `^malformed: invalid percent-encoding`
	url.Parse("https://example.com")   // want `^nonnormal: URI is not normalized \(empty path\)`
	url.Parse("HTTPS://example.com/x") // ok: case is not counted under these settings
	pluginwrap.Fetch("example.com/x")  // want `^form: pluginwrap.Fetch needs an absolute http or https URL`
}
