// Source: https://github.com/stacklok/toolhive/commit/a4d66b1e36e82d8c0587de52c5db4d582f37f6a4
// (PR #5215 "Move pipe and socket URL handling to net/url", squash-merged;
// pkg/api/socket_windows.go). socketURL wrote the discovery file's server
// URL as "unix://" + address; on Windows an AF_UNIX path "C:\path\thv.sock"
// became unix://C:\path\thv.sock, which the reader's url.Parse rejects
// ("invalid port"). On the PR branch the first fix,
// (&url.URL{Scheme: "unix", Path: address}).String(), still gave two slashes
// (unix://C:%5C...) because the path does not start with "/"; review caught
// it and https://github.com/stacklok/toolhive/commit/b0ffadfe7485afc4d06d3702a88bf44fe831a193
// ("Fix Windows AF_UNIX socket URL round-trip", PR branch, in the squash)
// forces Path: "/" + address. The original functions are in a Windows-only
// file; the consumer (HTTPClientForURL) parses with url.Parse.
package rt24

import "net/url"

func socketURL(address string) string {
	return "unix://" + address // heldout:mistake malformed
}

func socketURLFirstFix(address string) string {
	return (&url.URL{Scheme: "unix", Path: address}).String() // heldout:mistake malformed
}

func socketURLOK(address string) string {
	return (&url.URL{Scheme: "unix", Path: "/" + address}).String() // heldout:deliberate
}

func HTTPClientForURL(serverURL string) (*url.URL, error) {
	return url.Parse(serverURL)
}

func roundTrip(address string) error {
	for _, s := range []string{socketURL(address), socketURLFirstFix(address), socketURLOK(address)} {
		if _, err := HTTPClientForURL(s); err != nil {
			return err
		}
	}
	return nil
}
