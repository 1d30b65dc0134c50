package origins

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gorilla/websocket"
)

func TestStream(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	c, _, err := websocket.DefaultDialer.Dial(srv.URL+"/stream", nil) // want `srv.URL, a test server.s URL, is http or https`
	if err != nil {
		t.Fatal(err)
	}
	_ = c
}

// The dialer is expected to refuse an http URL: deliberate.
func TestRefusesHTTP(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	if _, _, err := websocket.DefaultDialer.Dial(srv.URL, nil); err == nil {
		t.Fatal("dialed an http URL")
	}
}

func TestStreamRight(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	u := "ws" + strings.TrimPrefix(srv.URL, "http") + "/stream"
	if _, _, err := websocket.DefaultDialer.Dial(u, nil); err != nil {
		t.Fatal(err)
	}
}
