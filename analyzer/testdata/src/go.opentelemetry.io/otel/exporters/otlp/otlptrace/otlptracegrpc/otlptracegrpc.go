// Package otlptracegrpc stands in for
// go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc@v1.47.0: the options that
// take the collector's endpoint, with their real signatures (New's
// exporter type is a local stand-in).
package otlptracegrpc

import "context"

type Exporter struct{}

type Option interface{ apply() }

type option struct{}

func (option) apply() {}

func New(ctx context.Context, opts ...Option) (*Exporter, error) { return nil, nil }

func WithEndpoint(endpoint string) Option { return option{} }

func WithEndpointURL(u string) Option { return option{} }

func WithInsecure() Option { return option{} }
