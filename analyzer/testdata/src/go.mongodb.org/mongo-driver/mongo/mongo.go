// Package mongo stands in for go.mongodb.org/mongo-driver@v1.17.10's mongo
// package: Connect, which takes the client options (and so the URI given
// to ApplyURI), with its real signature.
package mongo

import (
	"context"

	"go.mongodb.org/mongo-driver/mongo/options"
)

type Client struct{}

func Connect(ctx context.Context, opts ...*options.ClientOptions) (*Client, error) { return nil, nil }
