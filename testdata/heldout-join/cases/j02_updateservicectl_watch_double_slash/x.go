// Source: https://github.com/coreos/updateservicectl/commit/5ee619c4d96cd363fd78a93e2a4f3f00b38a60c3
// ("Use path.Join() to handle when the server address contains a tailing
// `/`."; watch.go). fetchUpdateCheck posted to server+"/v1/update/", the
// server from --server (default "http://localhost:8000", or
// $UPDATECTL_SERVER); a server given as "http://host/" gave
// "http://host//v1/update/". The fix parses the server and joins the path.
package j02

import (
	"bytes"
	"flag"
	"net/http"
	"net/url"
	"os"
	"path"
)

var globalFlags struct {
	Server string
}

func init() {
	server := "http://localhost:8000" // default server
	if serverEnv := os.Getenv("UPDATECTL_SERVER"); serverEnv != "" {
		server = serverEnv
	}
	flag.StringVar(&globalFlags.Server, "server", server, "Update server to connect to")
}

func fetchUpdateCheck(server string, raw []byte) (*http.Response, error) {
	client := &http.Client{}
	return client.Post(server+"/v1/update/", "text/xml", bytes.NewReader(raw)) // heldout:mistake join
}

func fetchUpdateCheckOK(server string, raw []byte) (*http.Response, error) {
	client := &http.Client{}
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	u.Path = path.Join(u.Path, "/v1/update")
	return client.Post(u.String(), "text/xml", bytes.NewReader(raw)) // heldout:deliberate
}

func watch(raw []byte) {
	fetchUpdateCheck(globalFlags.Server, raw)
	fetchUpdateCheckOK(globalFlags.Server, raw)
}
