// Source: https://github.com/docker/docker-agent/pull/2504 ("fix(otel):
// support http/https scheme in OTLP endpoint URL", merged; status
// PR-DESCRIPTION: the diff was not seen). Endpoints with http:// or https://
// were passed to WithEndpoint; the fix uses WithEndpointURL for them. The
// literal stands in for the config value.
package rm20

import (
	"context"

	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
)

func exporter(ctx context.Context) (*otlptracehttp.Exporter, error) {
	return otlptracehttp.New(ctx, otlptracehttp.WithEndpoint("https://otel.example.com:4318")) // heldout:mistake form
}

func exporterOK(ctx context.Context) (*otlptracehttp.Exporter, error) {
	return otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL("https://otel.example.com:4318/v1/traces")) // heldout:deliberate
}

func exporterHostPort(ctx context.Context) (*otlptracehttp.Exporter, error) {
	return otlptracehttp.New(ctx, otlptracehttp.WithEndpoint("otel.example.com:4318")) // heldout:deliberate
}
