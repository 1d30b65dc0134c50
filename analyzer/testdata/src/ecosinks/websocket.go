package ecosinks

import (
	"context"
	"net"
	"net/url"

	coder "github.com/coder/websocket"
	"github.com/gorilla/websocket"
	xws "golang.org/x/net/websocket"
	nhooyr "nhooyr.io/websocket"
)

func sockets(ctx context.Context) {
	websocket.DefaultDialer.Dial("http://localhost:8080/ws", nil)      // want `\(\*github\.com/gorilla/websocket\.Dialer\)\.Dial needs a ws or wss URL, but the scheme is "http"`
	websocket.DefaultDialer.Dial("https://echo.example.com/echo", nil) // want `Dialer\)\.Dial needs a ws or wss URL, but the scheme is "https"`
	websocket.DefaultDialer.Dial("wss://echo.example.com/echo", nil)
	websocket.DefaultDialer.DialContext(ctx, "wss://stream.example.com/ws", nil)
	websocket.DefaultDialer.DialContext(ctx, "localhost:8080/ws", nil) // want `Dialer\)\.DialContext needs a ws or wss URL, but "localhost" parses as the scheme`
}

func coderSockets(ctx context.Context) {
	coder.Dial(ctx, "localhost:8080/ws", nil) // want `github\.com/coder/websocket\.Dial needs a ws, wss, http or https URL, but "localhost" parses as the scheme`
	coder.Dial(ctx, "http://localhost:8080/ws", nil)
	coder.Dial(ctx, "wss://stream.example.com/ws", nil)
	nhooyr.Dial(ctx, "tcp://localhost:8080/ws", nil) // want `nhooyr\.io/websocket\.Dial needs a ws, wss, http or https URL, but the scheme is "tcp"`
	nhooyr.Dial(ctx, "ws://localhost:8080/ws", nil)
}

func xnetSockets() {
	xws.Dial("http://localhost:12345/ws", "", "http://localhost/") // want `golang\.org/x/net/websocket\.Dial needs a ws or wss URL, but the scheme is "http"`
	xws.Dial("ws://localhost:12345/ws", "", "http://localhost/")
	xws.NewConfig("https://chat.example.com/ws", "https://chat.example.com/") // want `golang\.org/x/net/websocket\.NewConfig needs a ws or wss URL, but the scheme is "https"`
	xws.NewConfig("wss://chat.example.com/ws", "https://chat.example.com/")
}

func handshake(conn net.Conn) {
	u, _ := url.Parse("http://docker:2375/containers/x/attach/ws") // want `github\.com/gorilla/websocket\.NewClient needs a ws or wss URL, but the scheme is "http"`
	websocket.NewClient(conn, u, nil, 1024, 1024)
	w, _ := url.Parse("ws://docker:2375/containers/x/attach/ws")
	websocket.NewClient(conn, w, nil, 1024, 1024)
}
