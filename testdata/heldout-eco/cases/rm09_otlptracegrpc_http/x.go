// Source: https://github.com/openfga/openfga/commit/f6e0118c9ed01aebb7b9bbd270e3b19f7439ca3e
// (PR #2981, fixes #2970). The OTLP endpoint "http://collector:4317" went to
// otlptracegrpc.WithEndpoint ("too many colons in address
// http://host:4317:443"). The literal stands in for the config value.
package rm09

import (
	"context"

	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
)

func newTraceExporter(ctx context.Context) (*otlptracegrpc.Exporter, error) {
	return otlptracegrpc.New(ctx,
		otlptracegrpc.WithEndpoint("http://collector:4317"), // heldout:mistake form
		otlptracegrpc.WithInsecure())
}

func newTraceExporterOK(ctx context.Context) (*otlptracegrpc.Exporter, error) {
	return otlptracegrpc.New(ctx,
		otlptracegrpc.WithEndpoint("collector:4317"), // heldout:deliberate
		otlptracegrpc.WithInsecure())
}

func newTraceExporterURL(ctx context.Context) (*otlptracegrpc.Exporter, error) {
	return otlptracegrpc.New(ctx, otlptracegrpc.WithEndpointURL("http://collector:4317")) // heldout:deliberate
}
