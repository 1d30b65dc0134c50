// Source: https://github.com/letsencrypt/crl-monitor/commit/0f35500817f49c05250e274859c3234399c10afe
// (PR #120 "Use url.JoinPath() instead of concating string URLs": "Spares
// us the conundrum of leaving in or out a trailing slash on the base URL";
// checker/expiry/boulder_api.go). PREVENTIVE: no failure was reported.
// FetchNotAfter built fmt.Sprintf("%s/%s", baf.BaseURL, serial), BaseURL
// from $BOULDER_BASE_URL ("e.g. https://boulder.example.com/get/certinfo",
// checker/checker.go), and fetched it with retryhttp.Get (http.Get stands
// in).
package j23

import (
	"context"
	"fmt"
	"math/big"
	"net/http"
	"net/url"
	"os"
)

type BoulderAPIFetcher struct {
	BaseURL string
}

func formatSerial(serial *big.Int) string {
	return fmt.Sprintf("%036x", serial)
}

func NewFetcher() *BoulderAPIFetcher {
	return &BoulderAPIFetcher{BaseURL: os.Getenv("BOULDER_BASE_URL")}
}

func (baf *BoulderAPIFetcher) FetchNotAfter(ctx context.Context, serial *big.Int) (*http.Response, error) {
	// The baseURL is followed by a hex-encoded serial
	url := fmt.Sprintf("%s/%s", baf.BaseURL, formatSerial(serial)) // heldout:mistake join
	return http.Get(url)
}

func (baf *BoulderAPIFetcher) FetchNotAfterOK(ctx context.Context, serial *big.Int) (*http.Response, error) {
	url, err := url.JoinPath(baf.BaseURL, formatSerial(serial)) // heldout:deliberate
	if err != nil {
		return nil, fmt.Errorf("determining boulder URL for serial %s: %w", formatSerial(serial), err)
	}
	return http.Get(url)
}
