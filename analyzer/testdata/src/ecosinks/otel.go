package ecosinks

import (
	"context"

	"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploggrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp"
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetricgrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
)

func traceExporters(ctx context.Context) {
	otlptracehttp.New(ctx, otlptracehttp.WithEndpoint("https://otel.example.com:4318")) // want `otlptrace/otlptracehttp\.WithEndpoint needs host\[:port\] alone, but the string starts with the scheme "https://"`
	otlptracehttp.New(ctx, otlptracehttp.WithEndpoint("collector:4318/v1/traces"))      // want `otlptracehttp\.WithEndpoint needs host\[:port\] alone, but "/v1/traces" is a path`
	otlptracehttp.New(ctx, otlptracehttp.WithEndpoint("otel.example.com:4318"))
	otlptracehttp.New(ctx, otlptracehttp.WithEndpoint("/v1/traces"))                // want `otlptracehttp\.WithEndpoint needs host\[:port\] alone, but "/v1/traces" is a path`
	otlptracehttp.New(ctx, otlptracehttp.WithEndpoint("collector:99999/v1/traces")) // want `but "/v1/traces" is a path` `port 99999 is out of range 0-65535`
	otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL("https://otel.example.com:4318/v1/traces"))
	otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL("localhost:4318")) // want `otlptracehttp\.WithEndpointURL needs an http or https URL, but "localhost" parses as the scheme`

	otlptracegrpc.New(ctx, otlptracegrpc.WithEndpoint("http://collector:4317"), otlptracegrpc.WithInsecure()) // want `otlptrace/otlptracegrpc\.WithEndpoint needs host\[:port\] or a URI whose scheme is not http, https or tcp, but the scheme is "http"`
	otlptracegrpc.New(ctx, otlptracegrpc.WithEndpoint("collector:4317"), otlptracegrpc.WithInsecure())
	otlptracegrpc.New(ctx, otlptracegrpc.WithEndpoint("dns:///collector:4317"))
	otlptracegrpc.New(ctx, otlptracegrpc.WithEndpointURL("http://collector:4317"))
	otlptracegrpc.New(ctx, otlptracegrpc.WithEndpointURL("grpc://collector:4317")) // want `otlptracegrpc\.WithEndpointURL needs an http or https URL, but the scheme is "grpc"`
}

func metricExporters(ctx context.Context) {
	otlpmetrichttp.New(ctx, otlpmetrichttp.WithEndpoint("http://localhost:5566")) // want `otlpmetric/otlpmetrichttp\.WithEndpoint needs host\[:port\] alone, but the string starts with the scheme "http://"`
	otlpmetrichttp.New(ctx, otlpmetrichttp.WithEndpoint("localhost:5566"))
	otlpmetrichttp.New(ctx, otlpmetrichttp.WithEndpointURL("http://localhost:5566/lorem/ipsum"))
	otlpmetrichttp.New(ctx, otlpmetrichttp.WithEndpointURL("collector:4318")) // want `otlpmetrichttp\.WithEndpointURL needs an http or https URL, but the scheme is "collector"`

	otlpmetricgrpc.New(ctx, otlpmetricgrpc.WithEndpoint("http://otel-collector:4317")) // want `otlpmetric/otlpmetricgrpc\.WithEndpoint needs host\[:port\] or a URI whose scheme is not http, https or tcp, but the scheme is "http"`
	otlpmetricgrpc.New(ctx, otlpmetricgrpc.WithEndpoint("otel-collector:4317"), otlpmetricgrpc.WithInsecure())
	otlpmetricgrpc.New(ctx, otlpmetricgrpc.WithEndpointURL("https://otel-collector:4317"))
	otlpmetricgrpc.New(ctx, otlpmetricgrpc.WithEndpointURL("otel-collector:4317")) // want `otlpmetricgrpc\.WithEndpointURL needs an http or https URL, but the scheme is "otel-collector"`
}

func logExporters(ctx context.Context) {
	otlploghttp.New(ctx, otlploghttp.WithEndpoint("https://logs.example.com:4318")) // want `otlplog/otlploghttp\.WithEndpoint needs host\[:port\] alone, but the string starts with the scheme "https://"`
	otlploghttp.New(ctx, otlploghttp.WithEndpoint("logs.example.com:4318"))
	otlploghttp.New(ctx, otlploghttp.WithEndpointURL("logs.example.com:4318/v1/logs")) // want `otlploghttp\.WithEndpointURL needs an http or https URL, but "logs\.example\.com" parses as the scheme`
	otlploghttp.New(ctx, otlploghttp.WithEndpointURL("https://logs.example.com:4318/v1/logs"))

	otlploggrpc.New(ctx, otlploggrpc.WithEndpoint("https://logs.example.com:4317")) // want `otlplog/otlploggrpc\.WithEndpoint needs host\[:port\] or a URI whose scheme is not http, https or tcp, but the scheme is "https"`
	otlploggrpc.New(ctx, otlploggrpc.WithEndpoint("logs.example.com:4317"))
	otlploggrpc.New(ctx, otlploggrpc.WithEndpointURL("dns:///logs.example.com:4317")) // want `otlploggrpc\.WithEndpointURL needs an http or https URL, but the scheme is "dns"`
	otlploggrpc.New(ctx, otlploggrpc.WithEndpointURL("http://logs.example.com:4317"), otlploggrpc.WithInsecure())
}
