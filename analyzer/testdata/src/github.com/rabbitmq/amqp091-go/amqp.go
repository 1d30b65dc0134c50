// Package amqp091 stands in for github.com/rabbitmq/amqp091-go v1.16.0:
// the functions that take a broker's URI, with their real signatures.
package amqp091

import "crypto/tls"

type Connection struct{}

type Config struct{}

type URI struct{}

func Dial(url string) (*Connection, error)                                    { return nil, nil }
func DialTLS(url string, amqps *tls.Config) (*Connection, error)              { return nil, nil }
func DialTLS_ExternalAuth(url string, amqps *tls.Config) (*Connection, error) { return nil, nil }
func DialConfig(url string, config Config) (*Connection, error)               { return nil, nil }
func ParseURI(uri string) (URI, error)                                        { return URI{}, nil }
