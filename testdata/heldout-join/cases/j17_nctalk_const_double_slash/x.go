// Source: https://github.com/gary-kim/go-nc-talk/commit/ddf55b88e91b5a5a86d8c552c7b97ad7b16a41cb
// ("Fix entrypoint URL double slashes #22"; issue #22 "Double Slash in
// URLs" shows GET /ocs/v2.php/apps/spreed/api/v1//chat/...; room/room.go).
// constants.BaseEndpoint is "/ocs/v2.php/apps/spreed/api/v1/" and the room
// methods appended "/chat/" + token. The request went through
// t.User.RequestClient(request.Client{URL: url, ...}).Do()
// (monaco-io/request; a local Client whose Do uses http.NewRequest stands
// in).
package j17

import (
	"net/http"
)

const BaseEndpoint = "/ocs/v2.php/apps/spreed/api/v1/"

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
}

type TalkRoom struct {
	User  *TalkUser
	Token string
}

func (t *TalkRoom) SendMessage(msg string) (*http.Response, error) {
	url := t.User.NextcloudURL + BaseEndpoint + "/chat/" + t.Token // heldout:mistake join
	client := &Client{URL: url, Method: "POST"}
	return client.Do()
}

func (t *TalkRoom) SendMessageOK(msg string) (*http.Response, error) {
	url := t.User.NextcloudURL + BaseEndpoint + "chat/" + t.Token // heldout:deliberate
	client := &Client{URL: url, Method: "POST"}
	return client.Do()
}
