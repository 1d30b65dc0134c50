// Package pq stands in for github.com/lib/pq@v1.12.3: the functions that
// take a connection string, with their real signatures.
package pq

import (
	"database/sql/driver"
	"net"
	"time"
)

type Connector struct{}

type Config struct{}

type Listener struct{}

type ListenerEventType int

type EventCallbackType func(event ListenerEventType, err error)

type Dialer interface {
	Dial(network, address string) (net.Conn, error)
	DialTimeout(network, address string, timeout time.Duration) (net.Conn, error)
}

func ParseURL(url string) (string, error) { return "", nil }

func NewConnector(dsn string) (*Connector, error) { return nil, nil }

func NewConfig(dsn string) (Config, error) { return Config{}, nil }

func Open(dsn string) (_ driver.Conn, err error) { return nil, nil }

func DialOpen(d Dialer, dsn string) (_ driver.Conn, err error) { return nil, nil }

func NewListener(dsn string, minReconnect, maxReconnect time.Duration, cb EventCallbackType) *Listener {
	return nil
}

func NewDialListener(d Dialer, dsn string, minReconnect, maxReconnect time.Duration, cb EventCallbackType) *Listener {
	return nil
}
