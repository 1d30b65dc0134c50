// Source: https://github.com/bkupidura/dead-man-hand/commit/be0bcc81f04b84a498e8334a38135d31def4dc1d
// (PR #12 "Use url.JoinPath to build http addresses"; cmd/cli.go,
// internal/api/api.go). PREVENTIVE: no failure was reported. The CLI built
// fmt.Sprintf("%s/api/alive", server) and fmt.Sprintf(
// "%s/api/action/store/%s", server, uuid), server from the --server flag
// (urfave/cli; flag.String stands in), and the alive handler
// fmt.Sprintf("%s/api/vault/alive/%s", vaultURL, vaultClientUUID) from
// configuration; a server given with a trailing "/" doubled the slash.
package j24

import (
	"flag"
	"fmt"
	"net/http"
	"net/url"
)

const defaultServerAddr = "http://127.0.0.1:8080"

var server = flag.String("server", defaultServerAddr, "HTTP server address")

func updateAlive(client *http.Client) (*http.Response, error) {
	return client.Get(fmt.Sprintf("%s/api/alive", *server)) // heldout:mistake join
}

func updateAliveOK(client *http.Client) (*http.Response, error) {
	endpointAddress, err := url.JoinPath(*server, "api", "alive") // heldout:deliberate
	if err != nil {
		return nil, fmt.Errorf("unable to parse address: %s", err)
	}
	return client.Get(endpointAddress)
}

func deleteAction(client *http.Client, uuid string) (*http.Response, error) {
	req, err := http.NewRequest("DELETE", fmt.Sprintf("%s/api/action/store/%s", *server, uuid), nil) // heldout:mistake join
	if err != nil {
		return nil, err
	}
	return client.Do(req)
}

func deleteActionOK(client *http.Client, uuid string) (*http.Response, error) {
	endpointAddress, err := url.JoinPath(*server, "api", "action", "store", uuid) // heldout:deliberate
	if err != nil {
		return nil, fmt.Errorf("unable to parse address: %s", err)
	}
	req, err := http.NewRequest("DELETE", endpointAddress, nil)
	if err != nil {
		return nil, err
	}
	return client.Do(req)
}

func aliveHandler(vaultURL string, vaultClientUUID string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		resp, err := http.Get(fmt.Sprintf("%s/api/vault/alive/%s", vaultURL, vaultClientUUID)) // heldout:mistake join
		if err != nil {
			http.Error(w, "unable to connect to vault", http.StatusInternalServerError)
			return
		}
		resp.Body.Close()
	}
}

func aliveHandlerOK(vaultURL string, vaultClientUUID string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		endpointAddress, err := url.JoinPath(vaultURL, "api", "vault", "alive", vaultClientUUID) // heldout:deliberate
		if err != nil {
			http.Error(w, "unable to parse address", http.StatusInternalServerError)
			return
		}
		resp, err := http.Get(endpointAddress)
		if err != nil {
			http.Error(w, "unable to connect to vault", http.StatusInternalServerError)
			return
		}
		resp.Body.Close()
	}
}
