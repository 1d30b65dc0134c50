// Package websocket stands in for golang.org/x/net@v0.62.0's websocket.
package websocket

type Conn struct{}

type Config struct{}

func NewConfig(server, origin string) (config *Config, err error) { return nil, nil }

func Dial(url_, protocol, origin string) (ws *Conn, err error) { return nil, nil }
