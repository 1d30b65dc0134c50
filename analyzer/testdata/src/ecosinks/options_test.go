package ecosinks

import (
	"context"
	"testing"

	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
)

// An option's string works or fails where the call it is built for
// reports it: the test requires New to succeed, so the endpoint must work.
func TestExporter(t *testing.T) {
	ctx := context.Background()
	if _, err := otlptracehttp.New(ctx, otlptracehttp.WithEndpoint("http://localhost:4318")); err != nil { // want `needs host\[:port\] alone, but the string starts with the scheme "http://"`
		t.Fatal(err)
	}
	if _, err := otlptracehttp.New(ctx, otlptracehttp.WithEndpoint("localhost:4318")); err != nil {
		t.Fatal(err)
	}
}

// The test expects the driver to refuse the URI: deliberate.
func TestConnectRefusesHost(t *testing.T) {
	_, err := mongo.Connect(context.Background(), options.Client().ApplyURI("localhost:27017"))
	if err == nil {
		t.Fatal("connected without a scheme")
	}
}

func TestConnect(t *testing.T) {
	c, err := mongo.Connect(context.Background(), options.Client().ApplyURI("mongo.internal:27017")) // want `ApplyURI needs a mongodb or mongodb\+srv URL`
	if err != nil {
		t.Fatal(err)
	}
	_ = c
}
