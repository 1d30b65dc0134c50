// Source: https://github.com/grafana/xk6-output-opentelemetry/commit/98031f1d7a042e99477ad289d32e8389e2d92047
// (PR #20, closes #19; pkg/opentelemetry/config_test.go). The test config held
// "http://localhost:5566" for the HTTP exporter endpoint, which exporter.go
// passes to otlpmetrichttp.WithEndpoint; the fix made it "localhost:5566".
// Reduced: the test builds the exporter directly.
package rm02

import (
	"context"
	"testing"

	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp"
)

func TestHTTPExporter(t *testing.T) {
	ctx := context.Background()
	exp, err := otlpmetrichttp.New(ctx,
		otlpmetrichttp.WithEndpoint("http://localhost:5566"), // heldout:mistake form
		otlpmetrichttp.WithInsecure())
	if err != nil {
		t.Fatal(err)
	}
	_ = exp
}

func TestHTTPExporterOK(t *testing.T) {
	ctx := context.Background()
	exp, err := otlpmetrichttp.New(ctx,
		otlpmetrichttp.WithEndpoint("localhost:5566"), // heldout:deliberate
		otlpmetrichttp.WithInsecure())
	if err != nil {
		t.Fatal(err)
	}
	_ = exp
	exp, err = otlpmetrichttp.New(ctx, otlpmetrichttp.WithEndpointURL("http://localhost:5566/lorem/ipsum")) // heldout:deliberate
	if err != nil {
		t.Fatal(err)
	}
	_ = exp
}
