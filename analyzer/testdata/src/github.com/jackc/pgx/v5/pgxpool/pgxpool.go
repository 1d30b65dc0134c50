// Package pgxpool stands in for github.com/jackc/pgx/v5@v5.12.0's pgxpool.
package pgxpool

import "context"

type Pool struct{}

type Config struct{}

func New(ctx context.Context, connString string) (*Pool, error) { return nil, nil }

func ParseConfig(connString string) (*Config, error) { return nil, nil }
