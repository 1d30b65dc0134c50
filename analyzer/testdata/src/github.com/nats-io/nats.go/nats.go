// Package nats stands in for github.com/nats-io/nats.go@v1.55.0: Connect
// with its real signature, and the options' server fields.
package nats

type Conn struct{}

type Options struct {
	Url     string
	Servers []string
	Name    string
}

type Option func(*Options) error

func Name(name string) Option { return func(*Options) error { return nil } }

func Connect(url string, options ...Option) (*Conn, error) { return nil, nil }

func (o Options) Connect() (*Conn, error) { return nil, nil }
