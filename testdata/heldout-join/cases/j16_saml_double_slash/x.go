// Source: https://github.com/crewjam/saml/commit/724cb1c4fab17ba90fa24c4dde8f6f594d105071
// (PR #191 "Handle root URL's with trailing slash": with
// rootURL, _ := url.Parse("http://localhost:8000/") the metadata URL
// became http://localhost:8000//saml/metadata and the middleware's path
// match never fired; samlsp/samlsp.go). New appended "/saml/metadata" and
// "/saml/acs" to opts.URL.Path (a url.URL from the caller). The fix
// resolves "saml/metadata" against opts.URL instead (a later comment on
// the PR reports that this drops the last segment of a base without a
// trailing "/"; that is not marked here).
package j16

import (
	"net/url"
)

type Options struct {
	URL url.URL
}

type ServiceProvider struct {
	MetadataURL url.URL
	AcsURL      url.URL
}

func New(opts Options) *ServiceProvider {
	metadataURL := opts.URL
	metadataURL.Path = metadataURL.Path + "/saml/metadata" // heldout:mistake join
	acsURL := opts.URL
	acsURL.Path = acsURL.Path + "/saml/acs" // heldout:mistake join
	return &ServiceProvider{MetadataURL: metadataURL, AcsURL: acsURL}
}

func NewOK(opts Options) *ServiceProvider {
	metadataRelURL, _ := url.Parse("saml/metadata")
	metadataURL := opts.URL.ResolveReference(metadataRelURL) // heldout:deliberate
	acsRelURL, _ := url.Parse("saml/acs")
	acsURL := opts.URL.ResolveReference(acsRelURL) // heldout:deliberate
	return &ServiceProvider{MetadataURL: *metadataURL, AcsURL: *acsURL}
}

func example() {
	rootURL, _ := url.Parse("http://localhost:8000/")
	New(Options{URL: *rootURL})
	NewOK(Options{URL: *rootURL})
}
