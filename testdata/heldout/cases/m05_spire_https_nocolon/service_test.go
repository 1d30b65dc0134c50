package m05

import (
	"net/url"
	"testing"
)

// source: https://github.com/spiffe/spire/blob/aaaf2b64df39643e7e8e5de081f5c250216b835a/pkg/server/api/trustdomain/v1/service_test.go (TestBatchCreateFederationRelationship)
func TestBatchCreateFederationRelationship(t *testing.T) {
	bundleEndpointURL, err := url.Parse("https//some.url/url") // heldout:mistake typo
	if err != nil {
		t.Fatal(err)
	}
	fr := &FederationRelationship{TrustDomain: "domain1.org", BundleEndpointURL: bundleEndpointURL}
	got, err := BatchCreate([]*FederationRelationship{fr})
	if err != nil || len(got) != 1 {
		t.Fatalf("got %v, %v", got, err)
	}
}
