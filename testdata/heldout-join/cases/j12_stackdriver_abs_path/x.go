// Source: https://github.com/Stackdriver/stackdriver-prometheus-sidecar/commit/1e99149e0854af003b2df72f010aeaea42270b9e
// (PR #72 "Make the API URLs relative", closes #71: "so that any paths in
// the API prefix URL are preserved"; targets/cache.go, metadata/cache.go).
// main.go resolved targets.DefaultAPIEndpoint = "/api/v1/targets" and
// metadata.DefaultEndpointPath = "/api/v1/targets/metadata" against
// --prometheus.api-address (a kingpin URL flag, default
// "http://127.0.0.1:9090/"; flag.String and url.Parse stand in), and the
// caches GET the result. A Prometheus behind a prefix
// (http://host/prometheus/) lost the prefix.
package j12

import (
	"flag"
	"net/http"
	"net/url"
)

const DefaultAPIEndpoint = "/api/v1/targets" // heldout:mistake join

const DefaultEndpointPath = "/api/v1/targets/metadata" // heldout:mistake join

const DefaultAPIEndpointOK = "api/v1/targets" // heldout:deliberate

const DefaultEndpointPathOK = "api/v1/targets/metadata" // heldout:deliberate

var prometheusAddress = flag.String("prometheus.api-address", "http://127.0.0.1:9090/", "Address to listen on for UI, API, and telemetry.")

type Cache struct {
	client *http.Client
	url    *url.URL
}

func NewCache(client *http.Client, promURL *url.URL) *Cache {
	if client == nil {
		client = http.DefaultClient
	}
	return &Cache{client: client, url: promURL}
}

func (c *Cache) refresh() (*http.Response, error) {
	req, err := http.NewRequest("GET", c.url.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.client.Do(req)
}

func main() {
	flag.Parse()
	prometheusURL, err := url.Parse(*prometheusAddress)
	if err != nil {
		panic(err)
	}
	targetsURL, err := prometheusURL.Parse(DefaultAPIEndpoint)
	if err != nil {
		panic(err)
	}
	NewCache(nil, targetsURL).refresh()
	metadataURL, err := prometheusURL.Parse(DefaultEndpointPath)
	if err != nil {
		panic(err)
	}
	NewCache(nil, metadataURL).refresh()

	targetsURLOK, err := prometheusURL.Parse(DefaultAPIEndpointOK)
	if err != nil {
		panic(err)
	}
	NewCache(nil, targetsURLOK).refresh()
	metadataURLOK, err := prometheusURL.Parse(DefaultEndpointPathOK)
	if err != nil {
		panic(err)
	}
	NewCache(nil, metadataURLOK).refresh()
}
