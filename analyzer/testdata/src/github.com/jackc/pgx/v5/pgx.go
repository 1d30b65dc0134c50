// Package pgx stands in for github.com/jackc/pgx/v5@v5.12.0: the
// functions that take a connection string, with their real signatures.
package pgx

import (
	"context"

	"github.com/jackc/pgx/v5/pgconn"
)

type Conn struct{}

type ConnConfig struct{}

func Connect(ctx context.Context, connString string) (*Conn, error) { return nil, nil }

func ParseConfig(connString string) (*ConnConfig, error) { return nil, nil }

type ParseConfigOptions struct {
	pgconn.ParseConfigOptions
}

func ConnectWithOptions(ctx context.Context, connString string, options ParseConfigOptions) (*Conn, error) {
	return nil, nil
}

func ParseConfigWithOptions(connString string, options ParseConfigOptions) (*ConnConfig, error) {
	return nil, nil
}
