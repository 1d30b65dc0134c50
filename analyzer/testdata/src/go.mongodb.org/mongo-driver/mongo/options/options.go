// Package options stands in for go.mongodb.org/mongo-driver@v1.17.10's
// mongo/options: the client options that take a connection string, with
// their real signatures.
package options

type ClientOptions struct{}

func Client() *ClientOptions { return &ClientOptions{} }

func (c *ClientOptions) ApplyURI(uri string) *ClientOptions { return c }
