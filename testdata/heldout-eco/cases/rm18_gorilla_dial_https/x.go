// Source: https://github.com/gorilla/websocket/issues/442 (examples/echo
// client edited to an https endpoint: "malformed ws or wss URL"; maintainer:
// use the "wss:" protocol).
package rm18

import "github.com/gorilla/websocket"

func echo() (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.Dial("https://echo.example.com/echo", nil) // heldout:mistake form
	return c, err
}

func echoOK() (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.Dial("wss://echo.example.com/echo", nil) // heldout:deliberate
	return c, err
}
