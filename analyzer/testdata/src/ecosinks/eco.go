package ecosinks

import (
	"context"
	"net/http/httptest"

	"github.com/gorilla/websocket"
	amqp "github.com/rabbitmq/amqp091-go"
)

func brokers() {
	amqp.Dial("rabbit:5672")                       // want `amqp091-go.Dial needs an amqp or amqps URL, but the scheme is "rabbit"`
	amqp.Dial("127.0.0.1:5672")                    // want `has no scheme`
	amqp.Dial("amqp://guest@localhost:5672/")      // ok
	amqp.DialTLS("amqps://mq.internal/vhost", nil) // ok
}

func sockets(ctx context.Context, srv *httptest.Server) {
	websocket.DefaultDialer.Dial("http://localhost:8080/ws", nil) // want `needs a ws or wss URL, but the scheme is "http"`
	websocket.DefaultDialer.DialContext(ctx, "wss://stream.example.com/ws", nil)
}
