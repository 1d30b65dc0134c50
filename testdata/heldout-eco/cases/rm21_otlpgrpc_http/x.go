// Source: https://github.com/alibaba/open-code-review/pull/280
// ("fix(telemetry): support http:// scheme in otlp_endpoint for insecure
// gRPC", merged; status PR-DESCRIPTION: the diff was not seen).
// cfg.OTLPEndpoint ("http://host:port") went straight to WithEndpoint and
// failed with "too many colons in address". The literal stands in for it.
package rm21

import (
	"context"

	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetricgrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
)

func traces(ctx context.Context) (*otlptracegrpc.Exporter, error) {
	return otlptracegrpc.New(ctx, otlptracegrpc.WithEndpoint("http://otel-collector:4317")) // heldout:mistake form
}

func metrics(ctx context.Context) (*otlpmetricgrpc.Exporter, error) {
	return otlpmetricgrpc.New(ctx, otlpmetricgrpc.WithEndpoint("http://otel-collector:4317")) // heldout:mistake form
}

func metricsOK(ctx context.Context) (*otlpmetricgrpc.Exporter, error) {
	return otlpmetricgrpc.New(ctx, otlpmetricgrpc.WithEndpoint("otel-collector:4317"), otlpmetricgrpc.WithInsecure()) // heldout:deliberate
}
