// Package amqp stands in for github.com/streadway/amqp@v1.1.0: the
// functions that take a broker's URI, with their real signatures. That
// version has no DialTLS_ExternalAuth (amqp091-go added it after the fork).
package amqp

import "crypto/tls"

type Connection struct{}

type Config struct{}

type URI struct{}

func Dial(url string) (*Connection, error)                       { return nil, nil }
func DialTLS(url string, amqps *tls.Config) (*Connection, error) { return nil, nil }
func DialConfig(url string, config Config) (*Connection, error)  { return nil, nil }
func ParseURI(uri string) (URI, error)                           { return URI{}, nil }
