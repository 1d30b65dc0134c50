// Source: https://github.com/reearth/reearth-cms/commit/cc6dcde8c15f21ce61027978d452a5d8444cd125
// (PR #1598 "fix(server): replace path.Join with url.JoinPath for URL
// construction"; server/internal/adapter/internalapi/server.go). The
// GeoJSON export URL returned to the client was
// path.Join(g.File.GetBaseURL(), m.ID().String()+".geojson"); every
// gateway.File implementation (aws, gcp, fs) returns
// f.publicBase.String() of a *url.URL. The call goes through the gateway
// interface, as in the original; the response type is reduced.
package j07

import (
	"net/url"
	"path"
)

type File interface {
	GetBaseURL() string
}

type fileRepo struct {
	publicBase *url.URL
}

func (f *fileRepo) GetBaseURL() string {
	return f.publicBase.String()
}

type Gateways struct {
	File File
}

type ExportURLResponse struct {
	Url string
}

func GetModelGeoJSONExportURL(g *Gateways, modelID string) *ExportURLResponse {
	return &ExportURLResponse{
		Url: path.Join(g.File.GetBaseURL(), modelID+".geojson"), // heldout:mistake join
	}
}

func GetModelGeoJSONExportURLOK(g *Gateways, modelID string) (*ExportURLResponse, error) {
	u, err := url.JoinPath(g.File.GetBaseURL(), modelID+".geojson") // heldout:deliberate
	if err != nil {
		return nil, err
	}
	return &ExportURLResponse{Url: u}, nil
}

func NewGateways(publicBase string) (*Gateways, error) {
	u, err := url.Parse(publicBase)
	if err != nil {
		return nil, err
	}
	return &Gateways{File: &fileRepo{publicBase: u}}, nil
}
