package m05

import (
	"errors"
	"net/url"
)

type FederationRelationship struct {
	TrustDomain       string
	BundleEndpointURL *url.URL
}

func BatchCreate(frs []*FederationRelationship) ([]string, error) {
	var out []string
	for _, fr := range frs {
		if fr.BundleEndpointURL == nil {
			return nil, errors.New("missing bundle endpoint URL")
		}
		out = append(out, fr.BundleEndpointURL.String())
	}
	return out, nil
}
