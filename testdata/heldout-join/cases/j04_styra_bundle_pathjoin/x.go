// Source: https://github.com/Bankdata/styra-controller/commit/a770938aa9f194b0d3d60b584ff628530cb1f25d
// (PR #560 "fix wrong parsing of URL with path.join": "When using path.join
// \"https://url/path\" becomes \"https:/url/path\"";
// internal/controller/styra/system_controller.go). The OPA bundle service
// URL was path.Join(r.Config.OPA.BundleServer.URL,
// r.Config.OPA.BundleServer.Path), both from the controller's
// configuration, written into the URL field of the OPA configuration
// (ocp.OPAServiceConfig, reduced here) that OPA reads.
package j04

import (
	"fmt"
	"net/url"
	"path"
)

type BundleServer struct {
	URL  string
	Path string
}

type Config struct {
	OPA struct {
		BundleServer *BundleServer
	}
}

type OPAServiceConfig struct {
	Name string
	URL  string
}

type OPAConfig struct {
	BundleService *OPAServiceConfig
}

type SystemReconciler struct {
	Config *Config
}

func (r *SystemReconciler) reconcileOPAConfigMapForOCP() OPAConfig {
	return OPAConfig{
		BundleService: &OPAServiceConfig{
			Name: "s3",
			URL:  path.Join(r.Config.OPA.BundleServer.URL, r.Config.OPA.BundleServer.Path), // heldout:mistake join
		},
	}
}

func (r *SystemReconciler) reconcileOPAConfigMapForOCPOK() (OPAConfig, error) {
	bundleURL, err := url.JoinPath(r.Config.OPA.BundleServer.URL, r.Config.OPA.BundleServer.Path) // heldout:deliberate
	if err != nil {
		return OPAConfig{}, fmt.Errorf("Invalid OPA BundleServer URL or path: %w", err)
	}
	return OPAConfig{
		BundleService: &OPAServiceConfig{
			Name: "s3",
			URL:  bundleURL,
		},
	}, nil
}
