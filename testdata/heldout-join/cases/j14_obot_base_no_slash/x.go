// Source: https://github.com/obot-platform/tools/commit/cfb7cd3580084f21d07de9f7f048e83a33867fb3
// (PR #209 "Fix: make sure slash is appended after baseUrl path": "This is
// so that www.acorn.io/docs doesn't get dropped when resolving link
// reference to index.yaml. Without \"/\" it will intepret as
// www.acorn.io/index.yaml"; knowledge/data-sources/website/colly.go). The
// website crawler parsed the site URL it was given (baseURL, err :=
// url2.Parse(url)) and resolved each relative href with
// baseURL.ResolveReference(linkURL) before visiting it (colly's
// e.Request.Visit; http.Get stands in).
package j14

import (
	"net/http"
	"net/url"
	"strings"
)

func visitLink(siteURL, link string) (*http.Response, error) {
	baseURL, err := url.Parse(siteURL)
	if err != nil {
		return nil, err
	}
	linkURL, err := url.Parse(link)
	if err != nil {
		return nil, err
	}
	if linkURL.Host == "" && !strings.HasPrefix(link, "#") {
		fullLink := baseURL.ResolveReference(linkURL).String() // heldout:mistake join
		linkURL, err = url.Parse(fullLink)
		if err != nil {
			return nil, err
		}
	}
	return http.Get(linkURL.String())
}

func visitLinkOK(siteURL, link string) (*http.Response, error) {
	baseURL, err := url.Parse(siteURL)
	if err != nil {
		return nil, err
	}
	linkURL, err := url.Parse(link)
	if err != nil {
		return nil, err
	}
	if linkURL.Host == "" && !strings.HasPrefix(link, "#") {
		if !strings.HasSuffix(baseURL.Path, "/") {
			baseURL.Path += "/"
		}
		fullLink := baseURL.ResolveReference(linkURL).String() // heldout:deliberate
		linkURL, err = url.Parse(fullLink)
		if err != nil {
			return nil, err
		}
	}
	return http.Get(linkURL.String())
}
