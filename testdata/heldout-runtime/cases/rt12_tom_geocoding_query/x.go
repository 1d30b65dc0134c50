// Source: https://github.com/mlange-42/tom/commit/988a16dfae5d34b83160f75e0dd398f3a91787cb
// (PR #4 "Escape URL query arguments", merged as bfd7e52; api/options.go). The geocoding
// search put the place name (typed by the user, e.g. "New York") raw into
// the query: fmt.Sprintf("%s/search?name=%s", baseURL, o.Name); the URL was
// sent with http.NewRequestWithContext (api/client.go).
package rt12

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

const Geocoding = "https://geocoding-api.open-meteo.com/v1"

type GeoOptions struct {
	Name  string
	Count int
}

func (o *GeoOptions) ToURL(baseURL string) string {
	u := fmt.Sprintf("%s/search?name=%s", baseURL, o.Name) // heldout:mistake malformed
	if o.Count != 0 {
		u = fmt.Sprintf("%s&count=%d", u, o.Count)
	}
	return u
}

func (o *GeoOptions) ToURLOK(baseURL string) string {
	u := fmt.Sprintf("%s/search?name=%s", baseURL, url.QueryEscape(o.Name)) // heldout:deliberate
	if o.Count != 0 {
		u = fmt.Sprintf("%s&count=%d", u, o.Count)
	}
	return u
}

func Get(ctx context.Context, opt *GeoOptions) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", opt.ToURL(Geocoding), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func GetOK(ctx context.Context, opt *GeoOptions) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", opt.ToURLOK(Geocoding), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
