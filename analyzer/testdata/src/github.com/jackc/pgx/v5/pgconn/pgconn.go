// Package pgconn stands in for github.com/jackc/pgx/v5@v5.12.0's pgconn.
package pgconn

import "context"

type PgConn struct{}

type Config struct{}

func Connect(ctx context.Context, connString string) (*PgConn, error) { return nil, nil }

func ParseConfig(connString string) (*Config, error) { return nil, nil }

type ParseConfigOptions struct{}

func ConnectWithOptions(ctx context.Context, connString string, parseConfigOptions ParseConfigOptions) (*PgConn, error) {
	return nil, nil
}

func ParseConfigWithOptions(connString string, options ParseConfigOptions) (*Config, error) {
	return nil, nil
}
