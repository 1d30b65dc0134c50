// Source: https://github.com/gary-kim/go-nc-talk/commit/be51f1573655a3ffcc28a500f91314f2d9365465
// ("Trim slash from end of NextcloudURL": "A slash at the end of
// NextcloudURL can cause double slashes in requests which can be a
// problem", ref nextcloud/talk_matterbridge#15; user/user.go,
// gonctalk.go). NewUser stored the caller's URL as NextcloudURL, and
// RequestClient prefixed endpoints with t.NextcloudURL + "/" + client.URL,
// the endpoints being constants with a leading slash (ocsRoomsEndpoint =
// "/ocs/v2.php/apps/spreed/api/v2/room"), so the result held "//" even
// for a URL without a trailing slash. The fix trims the URL and adds "/"
// only when the endpoint lacks one. monaco-io/request.Client is stood in
// for by a local Client whose Do uses http.NewRequest.
package j18

import (
	"net/http"
	"strings"
)

const ocsRoomsEndpoint = "/ocs/v2.php/apps/spreed/api/v2/room"

type Client struct {
	URL    string
	Method string
}

func (c *Client) Do() (*http.Response, error) {
	req, err := http.NewRequest(c.Method, c.URL, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

type TalkUser struct {
	NextcloudURL string
	User, Pass   string
}

// NewUser: the url should be the full URL of the Nextcloud instance (e.g. https://cloud.mydomain.me)
func NewUser(url string, username string, password string) *TalkUser {
	return &TalkUser{NextcloudURL: url, User: username, Pass: password}
}

func (t *TalkUser) RequestClient(client Client) *Client {
	if !strings.HasPrefix(client.URL, t.NextcloudURL) {
		client.URL = t.NextcloudURL + "/" + client.URL // heldout:mistake join
	}
	return &client
}

func NewUserOK(url string, username string, password string) *TalkUser {
	return &TalkUser{NextcloudURL: strings.TrimSuffix(url, "/"), User: username, Pass: password}
}

func (t *TalkUser) RequestClientOK(client Client) *Client {
	if !strings.HasPrefix(client.URL, t.NextcloudURL) {
		if strings.HasPrefix(client.URL, "/") {
			client.URL = t.NextcloudURL + client.URL // heldout:deliberate
		} else {
			client.URL = t.NextcloudURL + "/" + client.URL
		}
	}
	return &client
}

func (t *TalkUser) GetRooms() (*http.Response, error) {
	return t.RequestClient(Client{URL: ocsRoomsEndpoint, Method: "GET"}).Do()
}

func (t *TalkUser) GetRoomsOK() (*http.Response, error) {
	return t.RequestClientOK(Client{URL: ocsRoomsEndpoint, Method: "GET"}).Do()
}
